import { useArmsQuery, useSession } from '@arms/api-client';
import { employerRoutes, hasRouteAccess, nominationStatuses } from '@arms/domain';
import { Button, EmptyState, PageHeader, v } from '@arms/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useHomeStrings } from './strings';

const Cards = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  margin-bottom: 16px;
`;
const Card = styled.section`
  border: 1px solid ${v('color-border')};
  border-radius: 8px;
  padding: 16px;
  min-width: 0;
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-inline-start: 18px;
  }
  li + li {
    margin-top: 4px;
  }
`;
const Figure = styled.p`
  font-size: 2rem;
  font-weight: 700;
  margin: 0 0 4px;
`;
const Muted = styled.p`
  color: ${v('color-textMuted')};
  margin: 0;
`;
const Bars = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: 3px 0;
    text-align: start;
    font-weight: normal;
  }
  td:last-child {
    width: 40%;
  }
`;
const Bar = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  span[aria-hidden] {
    display: inline-block;
    height: 10px;
    border-radius: 2px;
    background: ${v('color-primary')};
  }
`;

const route = (id: string) => employerRoutes.find((r) => r.id === id)!;

/**
 * `/`: the employer dashboard (issue 14): open jobs, nominations by status, this week's interviews,
 * postings expiring soon and the latest nominations, each linking to its screen; an empty company sees
 * the first steps instead. The bars are plain SVG-free CSS, so the home stays light (no chart library).
 */
export function Home() {
  const { t } = useHomeStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const state = useSession();
  const { data, error, isLoading, reload } = useArmsQuery('/dashboard', {});
  if (state.status !== 'authenticated') return null;
  const user = state.user;
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = lang === 'vn' ? 'vi' : 'en';
  const allowed = (id: string) => hasRouteAccess(user, route(id)) === 'allow';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(locale);
  const header = (
    <PageHeader
      title={t('greeting', { name: user.firstName || user.email })}
      description={user.company?.name ?? undefined}
    />
  );
  if (error && !data) {
    return (
      <>
        {header}
        <EmptyState
          variant="error"
          title={t('loadError')}
          description={error.localizedMessage(lang)}
          action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
        />
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        {header}
        <p role="status">{t('loading')}</p>
      </>
    );
  }

  const totalNominations = Object.values(data.nominationsByStatus).reduce((a, b) => a + b, 0);
  if (data.openJobs === 0 && totalNominations === 0 && data.expiringJobs.total === 0) {
    const steps: { id: string; path: string; label: string }[] = [
      { id: 'settingEmployer', path: '/setting/employer', label: t('stepCompany') },
      { id: 'settingUsers', path: '/setting/users/create', label: t('stepUsers') },
      { id: 'hiringEntityCreate', path: '/hiring-entities/create', label: t('stepEntity') },
      { id: 'jobCreate', path: '/jobs/create', label: t('stepJob') },
      { id: 'resumeUpload', path: '/resumes/upload', label: t('stepResume') },
    ];
    return (
      <>
        {header}
        <EmptyState
          title={t('firstStepsTitle')}
          description={t('firstStepsDescription')}
          action={
            <ol style={{ textAlign: 'start', margin: 0 }}>
              {steps
                .filter((step) => allowed(step.id))
                .map((step) => (
                  <li key={step.id}>
                    <Link to={step.path}>{step.label}</Link>
                  </li>
                ))}
            </ol>
          }
        />
      </>
    );
  }

  const max = Math.max(1, ...Object.values(data.nominationsByStatus));
  const canReport = allowed('reportNominatedToJobs');
  const link = (id: string, to: string, children: ReactNode) =>
    allowed(id) ? <Link to={to}>{children}</Link> : children;
  return (
    <>
      {header}
      <Cards>
        <Card aria-labelledby="dash-open">
          <h2 id="dash-open">{t('openJobs')}</h2>
          <Figure>{number.format(data.openJobs)}</Figure>
          {allowed('jobs') && <Link to="/jobs?jobStatusId=239">{t('viewOpenJobs')}</Link>}
        </Card>
        <Card aria-labelledby="dash-interviews">
          <h2 id="dash-interviews">{t('interviewsThisWeek')}</h2>
          <Figure>{number.format(data.interviewsThisWeek.total)}</Figure>
          <Muted>
            {t('weekRange', {
              from: date.format(new Date(`${data.interviewsThisWeek.from}T00:00:00`)),
              to: date.format(new Date(`${data.interviewsThisWeek.to}T00:00:00`)),
            })}
          </Muted>
          {data.interviewsThisWeek.items.length > 0 && (
            <ul style={{ marginTop: 8 }}>
              {data.interviewsThisWeek.items.map((i) => (
                <li key={i.id}>
                  {dateTime.format(new Date(i.startsAt))}:{' '}
                  {i.jobId
                    ? link(
                        'jobDetail',
                        `/jobs/${i.jobId}/detail`,
                        t('nominatedTo', { candidate: i.candidate, position: i.position ?? '' }),
                      )
                    : i.candidate}
                </li>
              ))}
            </ul>
          )}
          {!data.candidatesVisible && <Muted>{t('candidatesHidden')}</Muted>}
        </Card>
        <Card aria-labelledby="dash-expiring">
          <h2 id="dash-expiring">{t('expiringJobs', { days: data.expiringJobs.withinDays })}</h2>
          <Figure>{number.format(data.expiringJobs.total)}</Figure>
          {data.expiringJobs.items.length === 0 ? (
            <Muted>{t('noExpiring')}</Muted>
          ) : (
            <ul>
              {data.expiringJobs.items.map((j) => (
                <li key={j.id}>
                  {link('jobDetail', `/jobs/${j.id}/detail`, j.position)} (
                  {t('expires', { date: date.format(new Date(j.postingExpiry)) })})
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Cards>
      <Cards>
        <Card aria-labelledby="dash-status">
          <h2 id="dash-status">{t('nominationsByStatus')}</h2>
          <Bars>
            <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {t('nominationsChart')}
            </caption>
            <thead style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              <tr>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('nominations')}</th>
              </tr>
            </thead>
            <tbody>
              {nominationStatuses.items.map((s) => {
                const n = data.nominationsByStatus[s.key] ?? 0;
                return (
                  <tr key={s.key}>
                    <th scope="row">
                      {canReport ? (
                        <Link to={`/reports/resumes-nominated-to-jobs?status=${s.id}`}>{tDomain(s.labelKey)}</Link>
                      ) : (
                        tDomain(s.labelKey)
                      )}
                    </th>
                    <td>
                      <Bar>
                        <span aria-hidden="true" style={{ width: `${(n / max) * 80}%` }} />
                        {number.format(n)}
                      </Bar>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Bars>
        </Card>
        <Card aria-labelledby="dash-recent">
          <h2 id="dash-recent">{t('recentNominations')}</h2>
          {data.recentNominations.length === 0 ? (
            <Muted>{data.candidatesVisible ? t('noNominations') : t('candidatesHidden')}</Muted>
          ) : (
            <ul>
              {data.recentNominations.map((n) => {
                const status = nominationStatuses.byId(n.status);
                return (
                  <li key={n.id}>
                    {n.jobId
                      ? link(
                          'jobDetail',
                          `/jobs/${n.jobId}/detail`,
                          t('nominatedTo', { candidate: n.candidate, position: n.position ?? '' }),
                        )
                      : n.candidate}{' '}
                    · {status ? tDomain(status.labelKey) : n.status} · {date.format(new Date(n.createdAt))}
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </Cards>
    </>
  );
}

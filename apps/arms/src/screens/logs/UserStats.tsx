import { useArmsQuery } from '@arms/api-client';
import { Button, EmptyState } from '@arms/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shell/content';
import { Card, Cards, FigureTable, Panels, Scroll, Section } from './parts';
import { useLogStrings } from './strings';

const LoginsChart = lazy(() => import('./LoginsChart'));

/** The user stats of /arms/logs: accounts by role, employers by status, job seekers and sign-ins per day. */
export function UserStats() {
  const { t } = useLogStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = localeOf(i18n.language);
  const { data, error, isLoading, reload } = useArmsQuery('/user-stats', {});

  if (error && !data) {
    return (
      <EmptyState
        variant="error"
        title={error.localizedMessage(lang)}
        action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('stats')}>
        <Cards>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} as="div" style={{ height: 76, background: 'var(--arms-color-surfaceSunken)' }} />
          ))}
        </Cards>
      </div>
    );
  }

  const number = new Intl.NumberFormat(locale);
  const accounts = Object.values(data.usersByRole).reduce((sum, n) => sum + n, 0);
  const employers = Object.values(data.companiesByStatus).reduce((sum, n) => sum + n, 0);
  const roles = Object.entries(data.usersByRole).sort(([, a], [, b]) => b - a);
  const statuses = Object.entries(data.companiesByStatus).sort(([a], [b]) => Number(b) - Number(a));
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = data.loginsPerDay.map((d) => ({
    ...d,
    label: /^\d{4}-\d{2}-\d{2}$/.test(d.day) ? dayFormat.format(new Date(`${d.day}T00:00:00Z`)) : d.day,
  }));
  const statusLabel = (status: string) =>
    status === '1' ? t('active') : status === '0' ? t('suspended') : t('otherStatus', { status });

  return (
    <>
      <Cards as="dl">
        <Card>
          <dt>{t('accounts')}</dt>
          <dd>{number.format(accounts)}</dd>
        </Card>
        <Card>
          <dt>{t('activeStaff')}</dt>
          <dd>{number.format(data.activeUsers)}</dd>
        </Card>
        <Card>
          <dt>{t('employers')}</dt>
          <dd>{number.format(employers)}</dd>
        </Card>
        <Card>
          <dt>{t('jobSeekers')}</dt>
          <dd>{number.format(data.jobSeekers)}</dd>
        </Card>
      </Cards>
      <Section aria-labelledby="logins-title" style={{ marginBottom: 24 }}>
        <h2 id="logins-title">{t('loginsTitle')}</h2>
        {days.length === 0 ? (
          <p>{t('noLogins')}</p>
        ) : (
          <>
            <Suspense fallback={<p role="status">{t('loadingChart')}</p>}>
              <LoginsChart
                data={days}
                label={t('loginsChart')}
                successLabel={t('successful')}
                failedLabel={t('failed')}
              />
            </Suspense>
            <Scroll tabIndex={0} role="region" aria-label={t('loginsCaption')}>
              <FigureTable>
                <caption>{t('loginsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('day')}</th>
                    <th scope="col">{t('successful')}</th>
                    <th scope="col">{t('failed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{d.label}</th>
                      <td>{number.format(d.success)}</td>
                      <td>{number.format(d.failed)}</td>
                    </tr>
                  ))}
                </tbody>
              </FigureTable>
            </Scroll>
          </>
        )}
      </Section>
      <Panels>
        <Section aria-labelledby="by-role-title">
          <h2 id="by-role-title">{t('byRole')}</h2>
          <FigureTable aria-labelledby="by-role-title">
            <thead>
              <tr>
                <th scope="col">{t('role')}</th>
                <th scope="col">{t('count')}</th>
              </tr>
            </thead>
            <tbody>
              {roles.map(([role, n]) => (
                <tr key={role}>
                  <th scope="row">{tArms(`domain.role.${role}`, { defaultValue: role })}</th>
                  <td>{number.format(n)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </Section>
        <Section aria-labelledby="by-status-title">
          <h2 id="by-status-title">{t('byStatus')}</h2>
          <FigureTable aria-labelledby="by-status-title">
            <thead>
              <tr>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('count')}</th>
              </tr>
            </thead>
            <tbody>
              {statuses.map(([status, n]) => (
                <tr key={status}>
                  <th scope="row">{statusLabel(status)}</th>
                  <td>{number.format(n)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </Section>
      </Panels>
    </>
  );
}

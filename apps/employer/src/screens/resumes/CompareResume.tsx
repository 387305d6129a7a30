import { ApiError, useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { availabilities, formatExperience, formatSalary, type NominationStatusId } from '@arms/domain';
import { Avatar, Button, Checkbox, EmptyState, PageHeader, StatusBadge, useScreenMeta } from '@arms/ui';
import { Check, Minus, Pencil, Search, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCanOpen } from './access';
import { DetailError, DetailLoading, DetailNotFound } from './detail';
import { maxCompared, readCompared } from './compare';
import { useCompareStrings } from './compareStrings';
import { ButtonLink, Muted } from './layout';
import { fullName } from './names';

type Resume = components['schemas']['Resume'];
type Nomination = components['schemas']['Nomination'];
type Verdict = 'insufficient-criteria' | 'suitable' | 'not-suitable';
interface Compared {
  resume: Resume;
  matched: number;
  total: number;
  ratio: number;
  verdict: Verdict;
  skills: { skill: string; matched: boolean }[];
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: var(--arms-space-5);
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Panel = styled.section`
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  padding: var(--arms-space-4);
  min-width: 0;
  display: grid;
  gap: var(--arms-space-3);
  h2 {
    font-size: var(--arms-font-size-md, 14px);
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--arms-space-2);
  }
  p {
    margin: 0;
  }
  @media (max-width: 1023.98px) {
    order: 2;
  }
`;
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;
const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  caption {
    /* Named for assistive technology; the page description already says it on screen. */
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  th,
  td {
    padding: var(--arms-space-2) var(--arms-space-3);
    border-bottom: 1px solid var(--arms-color-border);
    text-align: start;
    vertical-align: top;
    min-width: 180px;
    overflow-wrap: anywhere;
  }
  th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--arms-color-surface);
    font-weight: var(--arms-font-weight-medium);
    min-width: 120px;
    max-width: 180px;
  }
  thead th {
    background: var(--arms-color-surface-muted, var(--arms-color-surface));
  }
  tr[data-group] th {
    background: var(--arms-color-surface-muted, var(--arms-color-surface));
    font-size: var(--arms-font-size-sm);
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  thead th {
    overflow-wrap: break-word;
  }
  @media (max-width: 479.98px) {
    th,
    td {
      min-width: 150px;
    }
    thead th [data-avatar] {
      display: none;
    }
    th[scope='row'] {
      min-width: 96px;
      max-width: 112px;
    }
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: var(--arms-space-2);
  & > :first-child {
    flex-shrink: 0;
  }
  a {
    color: var(--arms-color-primary);
    font-weight: var(--arms-font-weight-medium);
  }
  & > span {
    display: grid;
    min-width: 0;
    flex: 1;
  }
`;
const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-1);
  &[data-matched='true'] {
    color: var(--arms-color-success, #1b5e20);
  }
  &[data-matched='false'] {
    color: var(--arms-color-text-muted);
  }
`;
const VerdictText = styled.strong`
  &[data-verdict='suitable'] {
    color: var(--arms-color-success, #1b5e20);
  }
  &[data-verdict='not-suitable'] {
    color: var(--arms-color-danger);
  }
`;

/**
 * Loads each chosen resume and the server's judgement of it against the job's skills
 * (`POST resume/compare-criteria-skill` with the resume id, so the API reads the stored skills).
 */
function useComparison(jobSkills: readonly string[] | null, ids: readonly number[]) {
  const { api } = useArmsClient();
  const [state, setState] = useState<{ rows: Compared[]; error: ApiError | null; loading: boolean }>({
    rows: [],
    error: null,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  const key = ids.join(',');
  const skillsKey = JSON.stringify(jobSkills);
  useEffect(() => {
    if (jobSkills === null) return;
    let live = true;
    const wanted = key ? key.split(',').map(Number) : [];
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.all(
      wanted.map(async (id) => {
        const [{ data: resume }, { data: fit }] = await Promise.all([
          api.GET('/resumes/{id}', { params: { path: { id } } }),
          api.POST('/resume/compare-criteria-skill', { body: { jobSkills: [...jobSkills], resumeId: id } }),
        ]);
        return { resume: resume!, ...fit! } as Compared;
      }),
    )
      .then((rows) => live && setState({ rows, error: null, loading: false }))
      .catch((error: unknown) => {
        if (!live) return;
        setState({
          rows: [],
          error: error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 500),
          loading: false,
        });
      });
    return () => {
      live = false;
    };
    // skillsKey stands for jobSkills' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, skillsKey, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/**
 * `/compare-resume/details/{jobId}` (spec section 2 "Compare", section 5 skills suitability): two to six
 * resumes side by side, each skill criterion of the job matched or missing, the verdict, and the facts a
 * recruiter weighs next (experience, expected salary, availability, status in the job). The resumes are
 * `?resumes=3,7`, chosen among the job's nominations (docs/decisions/0133).
 */
export function CompareResume() {
  const { id } = useParams();
  const jobId = Number(id);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const { t } = useCompareStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const canOpen = useCanOpen();
  const [params, setParams] = useSearchParams();
  const chosen = useMemo(() => readCompared(params), [params]);
  const job = useArmsQuery('/jobs/{id}', valid ? { params: { path: { id: jobId } } } : null);
  const nominations = useArmsQuery('/jobs/{id}/resumes', valid ? { params: { path: { id: jobId } } } : null);
  const jobSkills = useMemo(
    () => (job.data ? [...new Set(job.data.skills.map((s) => s.trim()).filter(Boolean))] : null),
    [job.data],
  );
  const comparing = chosen.length >= 2 ? chosen : [];
  const comparison = useComparison(jobSkills, comparing);
  useScreenMeta(job.data ? { trail: [{ label: job.data.position, href: `/jobs/${job.data.id}/detail` }] } : {});

  const setChosen = (ids: number[]) => {
    const next = new URLSearchParams(params);
    if (ids.length) next.set('resumes', ids.join(','));
    else next.delete('resumes');
    setParams(next, { replace: true });
  };
  const toggle = (resumeId: number) =>
    setChosen(chosen.includes(resumeId) ? chosen.filter((x) => x !== resumeId) : [...chosen, resumeId]);

  if (!valid || job.error?.status === 404) {
    return (
      <DetailNotFound
        title={t('jobNotFoundTitle')}
        body={t('jobNotFoundBody')}
        back={<ButtonLink to="/jobs">{t('backToJobs')}</ButtonLink>}
      />
    );
  }
  const loadError = job.error ?? nominations.error ?? comparison.error;
  if (loadError) {
    return (
      <DetailError
        heading={t('title')}
        title={t('errorTitle')}
        message={loadError.localizedMessage(lang)}
        tryAgain={t('tryAgain')}
        onRetry={() => {
          void job.reload();
          void nominations.reload();
          comparison.retry();
        }}
      />
    );
  }
  if (!job.data || !nominations.data) return <DetailLoading label={t('loading')} title={t('title')} />;

  const position = job.data.position;
  const nominated: Nomination[] = nominations.data;
  const statusOf = new Map(nominated.map((n) => [n.resumeId, n.status]));
  const na = <Muted>{td('domain.placeholder.notApplicable')}</Muted>;
  const salary = (r: Resume) => {
    const label = formatSalary(
      {
        amount: r.expSalaryAmount,
        currency: r.expSalaryCurrency ?? '',
        period: r.expSalaryFreq,
        negotiable: r.expRmsIsNegotiable,
      },
      lang,
    );
    return td(label.key, label.params);
  };
  const rows = comparison.rows.filter((row) => comparing.includes(row.resume.id));
  const ready = comparing.length > 0 && !comparison.loading && rows.length === comparing.length;
  const noCriteria = jobSkills !== null && jobSkills.length === 0;
  const criteria = jobSkills ?? [];

  return (
    <>
      <PageHeader title={t('title')} description={t('description', { position })} />
      <Layout>
        <Panel aria-labelledby="compare-choose">
          <h2 id="compare-choose">{t('choose')}</h2>
          {nominated.length === 0 ? (
            <>
              <p>{t('noNominations')}</p>
              {canOpen('/resumes/search') && (
                <ButtonLink to={`/resumes/search?job=${jobId}`}>
                  <Search size={16} aria-hidden="true" />
                  {t('findResumes')}
                </ButtonLink>
              )}
            </>
          ) : (
            <>
              <Muted>{t('chooseHint', { max: maxCompared })}</Muted>
              <ul>
                {nominated.map((n) => {
                  const name = fullName(n.resume, i18n.language);
                  const checked = chosen.includes(n.resumeId);
                  return (
                    <li key={n.id}>
                      <Checkbox
                        label={name}
                        checked={checked}
                        disabled={!checked && chosen.length >= maxCompared}
                        onChange={() => toggle(n.resumeId)}
                      />
                    </li>
                  );
                })}
              </ul>
              {chosen.length >= maxCompared && <Muted role="status">{t('limitReached', { max: maxCompared })}</Muted>}
            </>
          )}
        </Panel>
        <div style={{ display: 'grid', gap: 'var(--arms-space-3)', minWidth: 0 }}>
          {noCriteria && (
            <EmptyState
              title={t('noCriteriaTitle')}
              description={t('noCriteriaBody')}
              action={
                canOpen(`/jobs/${jobId}/edit`) ? (
                  <ButtonLink to={`/jobs/${jobId}/edit`}>
                    <Pencil size={16} aria-hidden="true" />
                    {t('editJob')}
                  </ButtonLink>
                ) : undefined
              }
            />
          )}
          {comparing.length === 0 ? (
            <EmptyState title={t('pickTitle')} description={t('pickBody')} />
          ) : !ready ? (
            <div aria-busy="true" aria-label={t('loading')}>
              <Scroller>
                <Table aria-hidden="true">
                  <tbody>
                    {Array.from({ length: 5 }, (_, i) => (
                      <tr key={i}>
                        {Array.from({ length: comparing.length + 1 }, (__, j) => (
                          <td key={j}>
                            <span
                              style={{
                                display: 'block',
                                height: 14,
                                borderRadius: 4,
                                background: 'var(--arms-color-border)',
                              }}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroller>
            </div>
          ) : (
            <>
              <Muted>{t('rule')}</Muted>
              <Scroller tabIndex={0} role="region" aria-label={t('tableCaption', { position })}>
                <Table>
                  <caption>{t('tableCaption', { position })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('criterion')}</th>
                      {rows.map(({ resume }) => {
                        const name = fullName(resume, i18n.language);
                        return (
                          <th scope="col" key={resume.id}>
                            <Head>
                              <Avatar name={name} alt="" size="sm" data-avatar="" />
                              <span>
                                <Link to={`/resumes/${resume.id}/detail`}>{name}</Link>
                              </span>
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={t('remove', { name })}
                                onClick={() => setChosen(chosen.filter((x) => x !== resume.id))}
                              >
                                <X size={14} aria-hidden="true" />
                              </Button>
                            </Head>
                          </th>
                        );
                      })}
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">{t('suitability')}</th>
                      {rows.map((row) => (
                        <td key={row.resume.id}>
                          <VerdictText data-verdict={row.verdict}>{t(`verdict.${row.verdict}`)}</VerdictText>
                        </td>
                      ))}
                    </tr>
                    <tr>
                      <th scope="row">{t('skillsMatched')}</th>
                      {rows.map((row) => (
                        <td key={row.resume.id}>
                          {t('matchedCount', {
                            matched: row.matched,
                            total: row.total,
                            percent: Math.round(row.ratio * 100),
                          })}
                        </td>
                      ))}
                    </tr>
                    <tr>
                      <th scope="row">{t('nominationStatus')}</th>
                      {rows.map((row) => {
                        const status = statusOf.get(row.resume.id);
                        return (
                          <td key={row.resume.id}>
                            {status ? (
                              <StatusBadge kind="nomination" status={status as NominationStatusId} />
                            ) : (
                              <Muted>{t('notNominated')}</Muted>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                    <tr>
                      <th scope="row">{t('experience')}</th>
                      {rows.map((row) => (
                        <td key={row.resume.id}>{td(formatExperience(row.resume.experienceMonths).key)}</td>
                      ))}
                    </tr>
                    <tr>
                      <th scope="row">{t('expectedSalary')}</th>
                      {rows.map((row) => (
                        <td key={row.resume.id}>{salary(row.resume)}</td>
                      ))}
                    </tr>
                    <tr>
                      <th scope="row">{t('availability')}</th>
                      {rows.map((row) => {
                        const availability = availabilities.byId(row.resume.availability);
                        return <td key={row.resume.id}>{availability ? td(availability.labelKey) : na}</td>;
                      })}
                    </tr>
                    {criteria.length > 0 && (
                      <tr data-group="">
                        <th scope="colgroup" colSpan={rows.length + 1}>
                          {t('skillCriteria')}
                        </th>
                      </tr>
                    )}
                    {criteria.map((skill) => (
                      <tr key={skill}>
                        <th scope="row">{skill}</th>
                        {rows.map((row) => {
                          const matched = row.skills.find((s) => s.skill === skill)?.matched ?? false;
                          return (
                            <td key={row.resume.id}>
                              <Mark data-matched={matched}>
                                {matched ? (
                                  <Check size={16} aria-hidden="true" />
                                ) : (
                                  <Minus size={16} aria-hidden="true" />
                                )}
                                {matched ? t('yes') : t('no')}
                              </Mark>
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">{t('otherSkills')}</th>
                      {rows.map((row) => {
                        const matchedSkills = new Set(row.skills.filter((s) => s.matched).map((s) => s.skill));
                        const others = row.resume.skills.filter(
                          (skill) => ![...matchedSkills].some((m) => skill.toLowerCase().includes(m.toLowerCase())),
                        );
                        return <td key={row.resume.id}>{others.join(', ') || <Muted>{t('none')}</Muted>}</td>;
                      })}
                    </tr>
                  </tbody>
                </Table>
              </Scroller>
            </>
          )}
        </div>
      </Layout>
    </>
  );
}

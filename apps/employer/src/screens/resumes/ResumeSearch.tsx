import { useArmsPostQuery, useArmsQuery, useSession, type components } from '@arms/api-client';
import { parseBooleanQuery, skillsSuitability, type SkillsSuitability } from '@arms/domain';
import {
  Avatar,
  BooleanSearchInput,
  Button,
  Checkbox,
  EmptyState,
  Modal,
  PageHeader,
  Pagination,
  Select,
  TextField,
  useToast,
  VisuallyHidden,
} from '@arms/ui';
import { Bookmark, Columns3, Search, Trash2, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { filtersToBody, readFilters, writeFilters, type SearchBody } from './filters';
import { FilterRail } from './FilterRail';
import { isMatchedSkill, positiveTerms } from './highlight';
import { useCanOpen } from './access';
import { comparePath, maxCompared } from './compare';
import { useCompareStrings } from './compareStrings';
import { Actions, ButtonLink, Muted, Results, WithRail } from './layout';
import { fullName } from './names';
import { NominateDialog } from './NominateDialog';
import { readPaging } from './ResumesList';
import { useSavedSearches } from './savedSearches';
import { useResumesStrings } from './strings';

type Row = components['schemas']['ResumeSummary'];

const QueryBar = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--arms-space-3);
  align-items: end;
  margin-bottom: var(--arms-space-4);
  @media (max-width: 767.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--arms-space-3);
`;
const Card = styled.li`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr);
  gap: var(--arms-space-3);
  align-items: start;
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  padding: var(--arms-space-3) var(--arms-space-4);
  h2 {
    margin: 0;
    font-size: var(--arms-font-size-lg);
  }
  a {
    color: var(--arms-color-primary);
  }
`;
const Skills = styled.ul`
  list-style: none;
  margin: var(--arms-space-2) 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-1);
  li {
    padding: 2px var(--arms-space-2);
    border-radius: var(--arms-radius-pill);
    border: 1px solid var(--arms-color-border);
    font-size: var(--arms-font-size-sm);
  }
  mark {
    background: var(--arms-color-primary-subtle);
    color: var(--arms-color-text);
    font-weight: var(--arms-font-weight-bold);
    border-radius: var(--arms-radius-pill);
    padding: 2px var(--arms-space-2);
    margin: -2px calc(-1 * var(--arms-space-2));
    display: inline-block;
  }
`;
const Verdict = styled.p`
  margin: var(--arms-space-2) 0 0;
  font-size: var(--arms-font-size-sm);
  &[data-verdict='suitable'] strong {
    color: var(--arms-color-success, #1b5e20);
  }
  &[data-verdict='not-suitable'] strong {
    color: var(--arms-color-danger);
  }
`;
const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-2);
  align-items: center;
  justify-content: space-between;
`;

/** Judges one result against the chosen job's skills: each condition matched or not, and the verdict. */
function suitabilityOf(jobSkills: readonly string[], skills: readonly string[]) {
  const conditions = [...new Set(jobSkills.map((s) => s.trim()).filter(Boolean))];
  const result: SkillsSuitability = skillsSuitability(conditions, skills);
  const missing = conditions.filter((skill) => skillsSuitability([skill], skills).matched === 0);
  return { ...result, missing };
}

/**
 * `/resumes/search` (spec sections 2 and 5): the boolean skills query with its error marked where it is,
 * the list's filters, matched skills highlighted, the suitability rule against a chosen job per result,
 * saved searches, and bulk nomination to a job or a hiring entity.
 */
export function ResumeSearch() {
  const { t } = useResumesStrings();
  const { t: tc } = useCompareStrings();
  const canOpen = useCanOpen();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : 0;
  const saved = useSavedSearches(userId);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const { page } = useMemo(() => readPaging(params), [params]);
  const query = params.get('bq') ?? '';
  const jobId = Number(params.get('job')) || null;
  const [draft, setDraft] = useState(query);
  const [selected, setSelected] = useState<number[]>([]);
  const [nominating, setNominating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveName, setSaveName] = useState('');

  const parsed = parseBooleanQuery(query);
  const terms = positiveTerms(parsed.ok ? parsed.ast : null);
  const body: SearchBody = {
    ...filtersToBody(filters),
    ...(query.trim() && parsed.ok ? { query } : {}),
    $skip: page.skip,
    $limit: page.limit,
  };
  const { data, error, isLoading, reload } = useArmsPostQuery('/resumes/search', { body });
  const jobs = useArmsQuery('/jobs', { params: { query: { $limit: 200 } } });
  const job = jobs.data?.data.find((j) => j.id === jobId);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('skip');
    setParams(next);
  };
  const run = (text: string) => {
    setSelected([]);
    setParam('bq', text.trim() || null);
  };

  const rows: Row[] = data?.data ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  return (
    <>
      <PageHeader
        title={t('searchTitle')}
        actions={
          <Actions>
            <Button leadingIcon={<Bookmark size={16} aria-hidden="true" />} onClick={() => setSaving(true)}>
              {t('saveSearch')}
            </Button>
          </Actions>
        }
      />
      <QueryBar
        onSubmit={(event) => {
          event.preventDefault();
          if (parseBooleanQuery(draft).ok) run(draft);
        }}
        role="search"
      >
        <BooleanSearchInput
          label={t('queryLabel')}
          hint={t('queryHint')}
          value={draft}
          onValueChange={setDraft}
          onSubmit={(text) => run(text)}
        />
        <Button type="submit" variant="primary" leadingIcon={<Search size={16} aria-hidden="true" />}>
          {t('runSearch')}
        </Button>
      </QueryBar>
      <WithRail>
        <FilterRail filters={filters} onChange={(next) => setParams(writeFilters(params, next))}>
          <Select<number>
            label={t('jobSkills')}
            hint={t('jobSkillsHint')}
            placeholder={t('anyOption')}
            options={(jobs.data?.data ?? []).map((j) => ({ value: j.id, label: j.position }))}
            value={jobId}
            onValueChange={(value) => setParam('job', value === null ? null : String(value))}
          />
          <section aria-label={t('savedSearches')}>
            <h2 style={{ fontSize: 14, margin: '0 0 4px' }}>{t('savedSearches')}</h2>
            {saved.items.length === 0 ? (
              <Muted>{t('noSavedSearches')}</Muted>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
                {saved.items.map((item) => (
                  <li key={item.name} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                    <Link
                      to={`/resumes/search?${item.search}`}
                      aria-label={t('runSaved', { name: item.name })}
                      onClick={() => setDraft(new URLSearchParams(item.search).get('bq') ?? '')}
                      style={{ flex: 1, overflowWrap: 'anywhere' }}
                    >
                      {item.name}
                    </Link>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('deleteSaved', { name: item.name })}
                      onClick={() => saved.remove(item.name)}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </FilterRail>
        <Results aria-label={t('searchTitle')} aria-busy={isLoading}>
          {error ? (
            <EmptyState
              variant="error"
              title={t('errorTitle')}
              description={error.localizedMessage(lang)}
              action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
            />
          ) : !isLoading && data?.total === 0 ? (
            <EmptyState variant="noResults" title={t('noResultsTitle')} description={t('noResultsBody')} />
          ) : (
            <>
              <BulkBar>
                <Checkbox
                  label={
                    data?.totalIsEstimate
                      ? t('resultsCountAtLeast', { count: data.total })
                      : t('resultsCount', { count: data?.total ?? 0 })
                  }
                  checked={allSelected}
                  disabled={rows.length === 0}
                  onChange={() => setSelected(allSelected ? [] : rows.map((r) => r.id))}
                />
                <Actions>
                  {job && selected.length >= 2 && canOpen(`/compare-resume/details/${job.id}`) && (
                    <ButtonLink to={comparePath(job.id, selected)}>
                      <Columns3 size={16} aria-hidden="true" />
                      {tc('compareSelected', { count: Math.min(selected.length, maxCompared) })}
                    </ButtonLink>
                  )}
                  <Button
                    variant="primary"
                    leadingIcon={<UserPlus size={16} aria-hidden="true" />}
                    disabled={selected.length === 0}
                    onClick={() => setNominating(true)}
                  >
                    {t('nominateSelected', { count: selected.length })}
                  </Button>
                </Actions>
              </BulkBar>
              <Cards aria-label={t('searchTitle')}>
                {isLoading && rows.length === 0
                  ? Array.from({ length: 3 }, (_, i) => (
                      <Card key={i} aria-hidden="true" style={{ height: 96, opacity: 0.5 }} />
                    ))
                  : rows.map((row) => {
                      const name = fullName(row, i18n.language);
                      const fit = job && job.skills.length > 0 ? suitabilityOf(job.skills, row.skills) : null;
                      return (
                        <Card key={row.id}>
                          <Checkbox
                            label={<VisuallyHidden>{name}</VisuallyHidden>}
                            checked={selected.includes(row.id)}
                            onChange={() =>
                              setSelected((ids) =>
                                ids.includes(row.id) ? ids.filter((x) => x !== row.id) : [...ids, row.id],
                              )
                            }
                          />
                          <Avatar name={name} alt="" />
                          <div style={{ minWidth: 0 }}>
                            <h2>
                              <Link to={`/resumes/${row.id}/detail`}>{name}</Link>
                            </h2>
                            {row.email && <Muted style={{ overflowWrap: 'anywhere' }}>{row.email}</Muted>}
                            {row.skills.length > 0 && (
                              <Skills aria-label={t('skills')}>
                                {row.skills.map((skill) => (
                                  <li key={skill}>
                                    {isMatchedSkill(skill, terms) ? (
                                      <mark title={t('highlighted')}>{skill}</mark>
                                    ) : (
                                      skill
                                    )}
                                  </li>
                                ))}
                              </Skills>
                            )}
                            {fit && (
                              <Verdict data-verdict={fit.verdict}>
                                <strong>{t(`verdict.${fit.verdict}`)}</strong>
                                {' · '}
                                {t('matched', {
                                  matched: fit.matched,
                                  total: fit.total,
                                  percent: Math.round(fit.ratio * 100),
                                })}
                                {fit.missing.length > 0 && (
                                  <>
                                    <br />
                                    <Muted>{t('missing', { skills: fit.missing.join(', ') })}</Muted>
                                  </>
                                )}
                              </Verdict>
                            )}
                          </div>
                        </Card>
                      );
                    })}
              </Cards>
              <Pagination
                page={page}
                total={data?.total ?? 0}
                onPageChange={(next) => {
                  const p = new URLSearchParams(params);
                  if (next.skip) p.set('skip', String(next.skip));
                  else p.delete('skip');
                  if (next.limit !== 25) p.set('limit', String(next.limit));
                  else p.delete('limit');
                  setParams(p);
                }}
                pageSizeOptions={[25, 50, 100]}
              />
            </>
          )}
        </Results>
      </WithRail>
      <NominateDialog
        resumeIds={selected}
        open={nominating}
        onOpenChange={setNominating}
        onDone={() => setSelected([])}
      />
      <Modal open={saving} onOpenChange={setSaving} title={t('saveSearch')}>
        <TextField label={t('savedSearchName')} value={saveName} onChange={(e) => setSaveName(e.target.value)} />
        <Modal.Actions>
          <Button onClick={() => setSaving(false)}>{t('cancel')}</Button>
          <Button
            variant="primary"
            disabled={!saveName.trim()}
            onClick={() => {
              const search = new URLSearchParams(params);
              search.delete('skip');
              saved.save({ name: saveName.trim().slice(0, 80), search: search.toString() });
              setSaving(false);
              setSaveName('');
              toast.show({ variant: 'success', message: t('savedSearchSaved') });
            }}
          >
            {t('save')}
          </Button>
        </Modal.Actions>
      </Modal>
    </>
  );
}

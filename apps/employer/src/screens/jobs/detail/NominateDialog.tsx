import { useArmsClient, useArmsQuery, type components, type paths } from '@arms/api-client';
import { Button, Checkbox, Modal, Tabs, TextField, useToast, VisuallyHidden } from '@arms/ui';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, useLang, type Job } from './shared';
import { useJobDetailStrings } from './strings';

type Resume = components['schemas']['ResumeSummary'];
type Match = NonNullable<
  paths['/resume/auto-match-job']['post']['responses']['200']['content']['application/json']
>['data'][number];

const Results = styled.ul`
  display: grid;
  gap: var(--arms-space-1);
  max-height: 46vh;
  margin: var(--arms-space-3) 0 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--arms-space-3);
    padding: var(--arms-space-2);
    border-bottom: 1px solid var(--arms-color-border);
  }
  [data-part='info'] {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  [data-part='muted'] {
    overflow: hidden;
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-verdict='suitable'] {
    color: var(--arms-color-success);
  }
`;

const Note = styled.p`
  margin: var(--arms-space-3) 0 0;
  color: var(--arms-color-text-muted);
  &[role='alert'] {
    color: var(--arms-color-danger);
  }
`;

/**
 * Nominates resumes to the job: from a skills search of the company's resumes, or from the auto-match
 * suggestions ranked by the suitability rule with their scores (POST resume/auto-match-job). Each chosen
 * resume becomes one nomination (POST job-resumes); those already nominated cannot be chosen.
 */
export function NominateDialog({
  job,
  nominated,
  open,
  onOpenChange,
  onNominated,
}: {
  job: Job;
  nominated: readonly number[];
  onNominated: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const s = useJobDetailStrings().t;
  const { t, lang, statusLabel } = useLang();
  const toast = useToast();
  const { api } = useArmsClient();
  const [tab, setTab] = useState('search');
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [searchState, setSearchState] = useState<{ rows: Resume[]; error: string | null; loading: boolean }>({
    rows: [],
    error: null,
    loading: false,
  });
  const [suggestions, setSuggestions] = useState<{ scored: Match[] | null; error: string | null }>({
    scored: null,
    error: null,
  });
  const recent = useArmsQuery(
    '/resumes',
    open ? { params: { query: { $limit: 20, $sort: { updatedAt: -1 } } } } : null,
  );

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    setQuery('');
    setSubmitted('');
  }, [open]);

  useEffect(() => {
    if (!open || !submitted.trim()) return;
    let live = true;
    setSearchState((state) => ({ ...state, loading: true, error: null }));
    api
      .POST('/resumes/search', { body: { query: submitted, $limit: 30 } })
      .then(({ data }) => {
        if (live) setSearchState({ rows: data?.data ?? [], error: null, loading: false });
      })
      .catch((error: unknown) => {
        if (live) setSearchState({ rows: [], error: errorMessage(error, lang, t, statusLabel), loading: false });
      });
    return () => {
      live = false;
    };
  }, [api, open, submitted, lang, t, statusLabel]);

  useEffect(() => {
    if (!open || tab !== 'suggestions' || suggestions.scored) return;
    let live = true;
    api
      .POST('/resume/auto-match-job', { body: { jobId: job.id, $limit: 30 } })
      .then(({ data }) => {
        if (live) setSuggestions({ scored: data?.data ?? [], error: null });
      })
      .catch((error: unknown) => {
        if (live) setSuggestions({ scored: [], error: errorMessage(error, lang, t, statusLabel) });
      });
    return () => {
      live = false;
    };
  }, [api, open, tab, job.id, suggestions.scored, lang, t, statusLabel]);

  const toggle = (id: number, on: boolean) =>
    setSelected((all) => (on ? [...new Set([...all, id])] : all.filter((x) => x !== id)));

  const nominate = async () => {
    setSending(true);
    let done = 0;
    const failures: string[] = [];
    for (const resumeId of selected) {
      try {
        await api.POST('/job-resumes', { body: { resumeId, jobId: job.id } });
        done += 1;
      } catch (error) {
        failures.push(errorMessage(error, lang, t, statusLabel));
      }
    }
    setSending(false);
    if (failures.length === 0) {
      toast.success(s('nominate.done', { count: done }));
      onOpenChange(false);
    } else {
      toast.error(s('nominate.partly', { count: done, failed: failures.length, message: failures[0] }));
    }
    setSelected([]);
    onNominated();
  };

  const row = (resume: { id: number; firstName: string; lastName: string; skills: string[] }, extra?: ReactNode) => {
    const name = `${resume.firstName} ${resume.lastName}`;
    const already = nominated.includes(resume.id);
    return (
      <li key={resume.id}>
        <Checkbox
          label={<VisuallyHidden>{s('nominate.select', { name })}</VisuallyHidden>}
          checked={already || selected.includes(resume.id)}
          disabled={already}
          onChange={(event) => toggle(resume.id, event.currentTarget.checked)}
        />
        <span data-part="info">
          <strong>{name}</strong>
          <span data-part="muted">
            {already
              ? s('nominate.alreadyNominated')
              : s('nominate.skills', { skills: resume.skills.join(', ') || '—' })}
          </span>
        </span>
        {extra}
      </li>
    );
  };

  const searchRows = submitted.trim() ? searchState.rows : (recent.data?.data ?? []);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={s('nominate.title', { position: job.position })} size="lg">
      <Tabs value={tab} onValueChange={setTab}>
        <Tabs.List aria-label={s('nominate.title', { position: job.position })}>
          <Tabs.Tab value="search">{s('nominate.searchTab')}</Tabs.Tab>
          <Tabs.Tab value="suggestions">{s('nominate.suggestionsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search">
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setSubmitted(query);
            }}
            style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginTop: 12 }}
          >
            <div style={{ flex: 1 }}>
              <TextField
                type="search"
                label={s('nominate.search')}
                placeholder={s('nominate.searchPlaceholder')}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
              />
            </div>
            <Button type="submit">{s('nominate.searchTab')}</Button>
          </form>
          {searchState.error && submitted.trim() ? (
            <Note role="alert">{searchState.error}</Note>
          ) : !submitted.trim() ? (
            <Note>{s('nominate.typeToSearch')}</Note>
          ) : null}
          {searchRows.length === 0 && submitted.trim() && !searchState.loading && !searchState.error ? (
            <Note>{s('nominate.noResults')}</Note>
          ) : (
            <Results aria-label={s('nominate.results')} aria-busy={searchState.loading}>
              {searchRows.map((resume) => row(resume))}
            </Results>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="suggestions">
          <Note>{s('nominate.suggestions')}</Note>
          {suggestions.error ? (
            <Note role="alert">{suggestions.error}</Note>
          ) : suggestions.scored === null ? (
            <Note aria-busy="true">{s('loading')}</Note>
          ) : suggestions.scored.length === 0 ? (
            <Note>{s('nominate.noSuggestions')}</Note>
          ) : (
            <Results aria-label={s('nominate.suggestionsTab')}>
              {suggestions.scored.map((match) =>
                row(
                  match,
                  <span data-part="muted" data-verdict={match.verdict} style={{ textAlign: 'end' }}>
                    {s(`nominate.verdict.${match.verdict}`)}
                    <br />
                    {s('nominate.score', {
                      matched: match.matched,
                      total: match.total,
                      percent: Math.round(match.ratio * 100),
                    })}
                  </span>,
                ),
              )}
            </Results>
          )}
        </Tabs.Panel>
      </Tabs>
      <Modal.Actions>
        <Button onClick={() => onOpenChange(false)}>{s('nominate.cancel')}</Button>
        <Button
          variant="primary"
          disabled={selected.length === 0 || sending}
          loading={sending}
          onClick={() => void nominate()}
        >
          {s('nominate.nominateSelected', { count: selected.length })}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

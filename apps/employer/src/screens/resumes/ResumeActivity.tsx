import { useArmsMutation, useArmsQuery, useSession, type ApiError, type paths } from '@arms/api-client';
import { formatDate, nominationStatuses, type ValidationIssue } from '@arms/domain';
import { Button, TextArea, useArmsForm } from '@arms/ui';
import { MessageSquarePlus, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DetailCard as Card } from './detail';
import { Muted } from './layout';
import { useResumesStrings } from './strings';

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--arms-space-2);
  li {
    display: grid;
    gap: 2px;
    overflow-wrap: anywhere;
  }
`;

const NoteForm = styled.form`
  display: grid;
  gap: var(--arms-space-2);
  margin-top: var(--arms-space-4);
  border-top: 1px solid var(--arms-color-border);
  padding-top: var(--arms-space-4);
  > div[data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--arms-space-2);
  }
`;
const EditForm = styled(NoteForm)`
  margin-top: var(--arms-space-1);
  border-top: 0;
  padding-top: 0;
`;

type History =
  paths['/resumes/{id}/histories']['get']['responses']['200']['content']['application/json']['data'][number];

/** The API's limits on an updated log's note (`POST`/`PATCH resume/updated-logs`). */
const noteMax = 2000;
interface NoteValues {
  note: string;
}
function validateNote({ note }: NoteValues): ValidationIssue[] {
  if (!note.trim()) return [{ field: 'note', code: 'domain.validation.general.required', params: {} }];
  if (note.trim().length > noteMax)
    return [{ field: 'note', code: 'domain.validation.general.tooLong', params: { max: noteMax } }];
  return [];
}

/** Records that the caller reviewed the resume, with a note (`POST resume/updated-logs`). */
function AddReviewNote({ resumeId, onSaved }: { resumeId: number; onSaved: () => Promise<unknown> }) {
  const { t } = useResumesStrings();
  const add = useArmsMutation('post', '/resume/updated-logs', { invalidates: ['/resumes/{id}/histories'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<NoteValues>({
    defaultValues: { note: '' },
    validate: validateNote,
    successMessage: t('reviewNoteAdded'),
  });
  const submit = onSubmit(async ({ note }) => {
    await add.trigger({ body: { resumeId, note: note.trim() } });
    form.reset({ note: '' });
    await onSaved();
  });
  return (
    <NoteForm onSubmit={submit} noValidate aria-label={t('addReviewNote')}>
      <Controller
        control={form.control}
        name="note"
        render={({ field }) => (
          <TextArea
            label={t('reviewNote')}
            hint={t('reviewNoteHint')}
            required
            rows={2}
            maxLength={noteMax}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('note')}
          />
        )}
      />
      {formError && <p role="alert">{formError}</p>}
      <div data-part="actions">
        <Button type="submit" loading={sending} leadingIcon={<MessageSquarePlus size={16} aria-hidden="true" />}>
          {t('addReviewNote')}
        </Button>
      </div>
    </NoteForm>
  );
}

/** Edits the note of the caller's own updated log in place (`PATCH resume/updated-logs/{id}`). */
function EditReviewNote({ log, onDone }: { log: History; onDone: (saved: boolean) => Promise<unknown> }) {
  const { t } = useResumesStrings();
  const edit = useArmsMutation('patch', '/resume/updated-logs/{id}', { invalidates: ['/resumes/{id}/histories'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<NoteValues>({
    defaultValues: { note: log.note ?? '' },
    validate: validateNote,
    successMessage: t('noteSaved'),
  });
  const submit = onSubmit(async ({ note }) => {
    await edit.trigger({ params: { path: { id: log.id } }, body: { note: note.trim() } });
    await onDone(true);
  });
  return (
    <EditForm onSubmit={submit} noValidate aria-label={t('editNote')}>
      <Controller
        control={form.control}
        name="note"
        render={({ field }) => (
          <TextArea
            label={t('reviewNote')}
            required
            rows={2}
            maxLength={noteMax}
            autoFocus
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('note')}
          />
        )}
      />
      {formError && <p role="alert">{formError}</p>}
      <div data-part="actions">
        <Button type="submit" variant="primary" size="sm" loading={sending}>
          {t('saveNote')}
        </Button>
        <Button size="sm" disabled={sending} onClick={() => void onDone(false)}>
          {t('cancel')}
        </Button>
      </div>
    </EditForm>
  );
}

const Note = styled.span`
  white-space: pre-line;
`;

/** The label key of a history's field where it differs from the field's name. */
const fieldKeys: Record<string, string> = {
  nationalityId: 'nationality',
  currentLocationId: 'location',
  residentialStatusId: 'residentialStatus',
  maritalStatusId: 'maritalStatus',
  specialtyIds: 'specialties',
  sectorIds: 'sectors',
  sourceChannelId: 'sourceChannel',
  workExperiences: 'workExperience',
  contacts: 'contact',
  salaryAmount: 'currentSalary',
  salaryCurrency: 'currentSalary',
  salaryFreq: 'currentSalary',
  expSalaryAmount: 'expectedSalary',
  expSalaryCurrency: 'expectedSalary',
  expSalaryFreq: 'expectedSalary',
  expRmsIsNegotiable: 'negotiable',
  termAcceptedAt: 'terms',
  educationalAward: 'award',
  instNameLoc: 'institution',
  experienceMonths: 'experienceMonths',
  cv: 'cvFile',
  photo: 'avatar',
};

/** One card of the activity: its title, a note while its rows load, failed or are none, then the rows. */
function ActivityCard<Row>({
  id,
  title,
  query,
  rows,
  emptyText,
  row,
  children,
}: {
  id: string;
  title: string;
  query: { isLoading: boolean; error: ApiError | undefined };
  rows: Row[];
  emptyText: string;
  row: (row: Row) => ReactNode;
  /** What follows the list (the review note form of the histories). */
  children?: ReactNode;
}) {
  const { t: td, i18n } = useTranslation('employer');
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isLoading ? (
        <Muted aria-busy="true">{td('loadingPage')}</Muted>
      ) : query.error ? (
        <p role="alert">{query.error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}</p>
      ) : (
        rows.length === 0 && <Muted>{emptyText}</Muted>
      )}
      {rows.length > 0 && <Entries>{rows.map(row)}</Entries>}
      {children}
    </Card>
  );
}

/**
 * Section 3's histories, applied jobs and nominations of a resume (issue 13 point 4): who changed which
 * fields when, the jobs the candidate applied to elsewhere, and this company's nominations with their status.
 */
export function ResumeActivity({ resumeId }: { resumeId: number }) {
  const { t } = useResumesStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const path = { params: { path: { id: resumeId } } };
  const histories = useArmsQuery('/resumes/{id}/histories', {
    ...path,
    params: { ...path.params, query: { $limit: 50, $sort: { createdAt: -1 } } },
  });
  const applied = useArmsQuery('/resumes/{id}/applied-jobs', path);
  const nominations = useArmsQuery('/job-resumes', { params: { query: { resumeId, $limit: 50 } } });
  const session = useSession();
  const myId = session.status === 'authenticated' ? session.user?.id : undefined;
  const [editing, setEditing] = useState<number | null>(null);
  const fieldLabel = (field: string) => {
    const key = fieldKeys[field] ?? field;
    // A field without a label of its own shows its name.
    return (t as unknown as (key: string, options: { defaultValue: string }) => string)(key, { defaultValue: field });
  };
  const when = (value: string) => formatDate(value, { lang, pattern: 'DD MMM YYYY HH:mm' });

  return (
    <>
      <ActivityCard
        id="resume-nominations"
        title={t('nominations')}
        query={nominations}
        rows={nominations.data?.data ?? []}
        emptyText={t('noNominations')}
        row={(n) => {
          const status = nominationStatuses.byId(n.status);
          return (
            <li key={n.id}>
              {n.job ? <Link to={`/jobs/${n.job.id}/detail`}>{n.job.position}</Link> : <span>{t('hiringEntity')}</span>}
              <Muted>
                {status ? td(status.labelKey) : n.status} · {when(n.createdAt)}
              </Muted>
            </li>
          );
        }}
      />
      <ActivityCard
        id="resume-applied"
        title={t('appliedJobs')}
        query={applied}
        rows={applied.data?.data ?? []}
        emptyText={t('noAppliedJobs')}
        row={(a) => (
          <li key={a.id}>
            <span>{[a.position, a.companyName].filter(Boolean).join(' · ')}</span>
            <Muted>
              {[
                a.appliedDate ? formatDate(a.appliedDate, { lang, pattern: 'DD MMM YYYY' }) : null,
                t(`outcome.${a.outcome}`),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Muted>
          </li>
        )}
      />
      <ActivityCard
        id="resume-histories"
        title={t('histories')}
        query={histories}
        rows={histories.data?.data ?? []}
        emptyText={t('noHistories')}
        row={(h) => {
          const mine = h.action === 'reviewed' && myId !== undefined && h.userId === myId;
          return (
            <li key={h.id}>
              <span>
                {t('historyEntry', {
                  who: h.userName ?? '—',
                  what: [...new Set(h.fields.map(fieldLabel))].join(', ') || t(`historyAction.${h.action}` as 'terms'),
                })}
              </span>
              <Muted>
                {when(h.createdAt)}
                {h.noteUpdatedAt ? ` · ${t('noteEdited', { date: when(h.noteUpdatedAt) })}` : ''}
              </Muted>
              {mine && editing === h.id ? (
                <EditReviewNote
                  log={h}
                  onDone={async (saved) => {
                    setEditing(null);
                    if (saved) await histories.reload();
                  }}
                />
              ) : (
                <>
                  {h.note && <Note>{h.note}</Note>}
                  {mine && (
                    <div>
                      <Button
                        size="sm"
                        variant="ghost"
                        leadingIcon={<Pencil size={14} aria-hidden="true" />}
                        aria-label={t('editNoteOf', { date: when(h.createdAt) })}
                        onClick={() => setEditing(h.id)}
                      >
                        {t('editNote')}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          );
        }}
      >
        <AddReviewNote resumeId={resumeId} onSaved={histories.reload} />
      </ActivityCard>
    </>
  );
}

import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { jobEditTypes, salaryPeriods, type JobEditType } from '@arms/domain';
import { Button, EmptyState, FileDropzone, Select, Tag, useToast } from '@arms/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, fileSize, saveBlob, useFileLoader, useLang, useUploadQueue, type Job } from './shared';
import { useJobDetailStrings } from './strings';

const Section = styled.section`
  display: grid;
  gap: var(--arms-space-3);
  max-width: 960px;
  padding-block-start: var(--arms-space-3);
  h2 {
    margin: 0;
    font-size: var(--arms-font-size-lg);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--arms-space-3) var(--arms-space-5);
  margin: 0;
  dt {
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const List = styled.ul`
  display: grid;
  gap: var(--arms-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--arms-space-2) var(--arms-space-3);
    padding: var(--arms-space-2) var(--arms-space-3);
    border: 1px solid var(--arms-color-border);
    border-radius: var(--arms-radius-md);
  }
  [data-part='name'] {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
  [data-part='muted'] {
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
  }
  p {
    margin: 0;
  }
`;

/** Plain text of a rich-text description (its markup is never injected). */
function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

/** The Overview tab: the job's summary facts, skills and description. */
export function OverviewTab({ job }: { job: Job }) {
  const s = useJobDetailStrings().t;
  const { t, locale, date } = useLang();
  const number = new Intl.NumberFormat(locale);
  const period = salaryPeriods.byId(job.salaryPeriod as never);
  const salary =
    job.salaryMin !== null && job.salaryMax !== null
      ? `${job.salaryCurrency ?? ''} ${number.format(job.salaryMin)} – ${number.format(job.salaryMax)}${period ? ` (${t(period.labelKey)})` : ''}`
      : job.salaryNegotiable
        ? s('overview.negotiable')
        : s('overview.notGiven');
  const description = job.description ? plainText(job.description) : '';
  return (
    <Section aria-labelledby="job-overview">
      <h2 id="job-overview">{s('overview.heading')}</h2>
      <Facts>
        <div>
          <dt>{s('overview.salary')}</dt>
          <dd>{salary}</dd>
        </div>
        <div>
          <dt>{s('overview.country')}</dt>
          <dd>{job.countryOfWork ?? s('overview.notGiven')}</dd>
        </div>
        <div>
          <dt>{s('overview.contract')}</dt>
          <dd>
            {job.contractDuration && job.contractDurationType
              ? `${job.contractDuration} ${t(`domain.contractDurationType.${job.contractDurationType}`)}`
              : s('overview.notGiven')}
          </dd>
        </div>
        <div>
          <dt>{s('overview.postingExpiry')}</dt>
          <dd>{job.postingExpiry ? date(job.postingExpiry) : s('overview.notGiven')}</dd>
        </div>
        <div>
          <dt>{s('overview.posted')}</dt>
          <dd>{date(job.postedAt)}</dd>
        </div>
        <div>
          <dt>{s('overview.created')}</dt>
          <dd>{date(job.createdAt)}</dd>
        </div>
        <div>
          <dt>{s('overview.warranty')}</dt>
          <dd>{job.warrantyPeriod ?? s('overview.notGiven')}</dd>
        </div>
      </Facts>
      <h2>{s('overview.skills')}</h2>
      {job.skills.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {job.skills.map((skill) => (
            <Tag key={skill} label={skill} />
          ))}
        </div>
      ) : (
        <p style={{ margin: 0 }}>{s('overview.noSkills')}</p>
      )}
      <h2>{s('overview.description')}</h2>
      <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{description || s('overview.noDescription')}</p>
    </Section>
  );
}

/** The Documents tab: the job's documents, uploaded with progress and downloaded through the API. */
export function DocumentsTab({ job, canEdit }: { job: Job; canEdit: boolean }) {
  const s = useJobDetailStrings().t;
  const { t, lang, locale, date, statusLabel } = useLang();
  const toast = useToast();
  const documents = useArmsQuery('/jobs/{id}/documents', { params: { path: { id: job.id } } });
  const remove = useArmsMutation('delete', '/job-documents/{id}', { invalidates: ['/jobs/{id}/documents'] });
  const load = useFileLoader();

  const { files, setFiles, accept } = useUploadQueue(`/jobs/${job.id}/documents`, async (file) => {
    toast.success(s('documents.uploaded', { name: file.name }));
    await documents.reload();
  });

  return (
    <Section aria-labelledby="job-documents">
      <h2 id="job-documents">{s('documents.heading')}</h2>
      {documents.error ? (
        <EmptyState
          variant="error"
          title={documents.error.localizedMessage(lang)}
          action={<Button onClick={() => void documents.reload()}>{s('tryAgain')}</Button>}
        />
      ) : !documents.data ? (
        <p aria-busy="true">{s('loading')}</p>
      ) : documents.data.length === 0 ? (
        <p style={{ margin: 0 }}>{s('documents.empty')}</p>
      ) : (
        <List>
          {documents.data.map((doc) => (
            <li key={doc.id}>
              <span data-part="name">{doc.name}</span>
              <span data-part="muted">
                {fileSize(doc.size, locale)} · {date(doc.createdAt)}
              </span>
              <Button
                size="sm"
                aria-label={s('documents.download', { name: doc.name })}
                onClick={() =>
                  void load('/job-documents/{id}/download', doc.id)
                    .then((blob) => saveBlob(blob, doc.name))
                    .catch((error: unknown) => toast.error(errorMessage(error, lang, t, statusLabel)))
                }
              >
                {s('preview.download')}
              </Button>
              {canEdit && (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={s('documents.remove', { name: doc.name })}
                  onClick={() =>
                    void remove
                      .trigger({ params: { path: { id: doc.id } } })
                      .then(() => toast.success(s('documents.removed', { name: doc.name })))
                      .catch((error: unknown) => toast.error(errorMessage(error, lang, t, statusLabel)))
                  }
                >
                  {s('drawer.removeShort')}
                </Button>
              )}
            </li>
          ))}
        </List>
      )}
      {canEdit && (
        <FileDropzone
          maxSizeMb={10}
          label={s('documents.upload')}
          multiple
          files={files}
          onFilesAccepted={(accepted) => void accept(accepted)}
          onFileRemove={(file) => setFiles((all) => all.filter((f) => f.id !== file.id))}
        />
      )}
    </Section>
  );
}

function describeChanges(
  changes: Record<string, unknown>,
  s: (key: string, params: Record<string, string>) => string,
): string {
  const parts = Object.entries(changes).map(([field, value]) => {
    if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
      const { from, to } = value as { from: unknown; to: unknown };
      return s('history.changed', { field, from: show(from), to: show(to) });
    }
    return field;
  });
  return parts.join('; ');
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The History tab: the job's changes, newest first, filtered by edit type (section 4). */
export function HistoryTab({ job }: { job: Job }) {
  const s = useJobDetailStrings().t;
  const { t, lang, date } = useLang();
  const [editType, setEditType] = useState<string | null>(null);
  const history = useArmsQuery('/jobs/{id}/histories', {
    params: {
      path: { id: job.id },
      query: editType ? { editType: [editType as JobEditType['id']] } : {},
    },
  } as never);
  const options = useMemo(
    () => jobEditTypes.items.map((type) => ({ value: String(type.id), label: t(type.labelKey) })),
    [t],
  );
  const rows = (history.data ?? []) as Array<{
    id: number;
    editType: string;
    changes: Record<string, unknown>;
    userName: string | null;
    createdAt: string;
  }>;
  return (
    <Section aria-labelledby="job-history">
      <h2 id="job-history">{s('history.heading')}</h2>
      <div style={{ maxWidth: 320 }}>
        <Select
          label={s('history.filter')}
          placeholder={s('history.all')}
          options={[{ value: '', label: s('history.all') }, ...options]}
          value={editType ?? ''}
          onValueChange={(value) => setEditType(value ? value : null)}
        />
      </div>
      {history.error ? (
        <EmptyState
          variant="error"
          title={history.error.localizedMessage(lang)}
          action={<Button onClick={() => void history.reload()}>{s('tryAgain')}</Button>}
        />
      ) : !history.data ? (
        <p aria-busy="true">{s('loading')}</p>
      ) : rows.length === 0 ? (
        <p style={{ margin: 0 }}>{s('history.empty')}</p>
      ) : (
        <List>
          {rows.map((row) => {
            const type = jobEditTypes.byId(row.editType);
            return (
              <li key={row.id}>
                <Tag label={type ? t(type.labelKey) : row.editType} />
                <span data-part="name">{describeChanges(row.changes, (key, params) => s(key, params)) || '—'}</span>
                <span data-part="muted">
                  {date(row.createdAt, true)} · {s('history.by', { name: row.userName ?? s('history.system') })}
                </span>
              </li>
            );
          })}
        </List>
      )}
    </Section>
  );
}

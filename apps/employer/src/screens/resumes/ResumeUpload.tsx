import { ApiError, useArmsClient, type paths } from '@arms/api-client';
import { validateEmail, validateFirstName } from '@arms/domain';
import { Button, FileDropzone, PageHeader, TextArea, TextField, useToast, type FileDropzoneFile } from '@arms/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Actions, Muted } from './layout';
import { useUploadStrings } from './uploadStrings';

type Proposal = paths['/resume/propose-from-cv']['post']['responses'][200]['content']['application/json'];
type Issue = { field: string; code: string; params?: Readonly<Record<string, string | number>> };

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  skills: string;
}

interface Entry extends FileDropzoneFile {
  file: File;
  result?: Proposal;
  draft?: Draft;
  savedId?: number;
}

const apiBase = '/api';
const cvAccept = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: var(--arms-space-5);
  align-items: start;
  margin-top: var(--arms-space-4);
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Panel = styled.section`
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  padding: var(--arms-space-4);
  display: grid;
  gap: var(--arms-space-3);
  min-width: 0;
  h2 {
    margin: 0;
    font-size: var(--arms-font-size-lg);
  }
  ul {
    margin: 0;
    padding-left: var(--arms-space-4);
  }
`;
const Warning = styled.div`
  border: 1px solid var(--arms-color-danger);
  border-radius: var(--arms-radius-sm);
  padding: var(--arms-space-3);
  display: grid;
  gap: var(--arms-space-2);
  h3 {
    margin: 0;
    font-size: var(--arms-font-size-md, 14px);
  }
`;
const FileButtons = styled.ul`
  list-style: none;
  padding: 0 !important;
  display: grid;
  gap: var(--arms-space-1);
`;
const Extracted = styled.details`
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 320px;
    overflow: auto;
    font-size: var(--arms-font-size-sm);
  }
`;

/** Sends one file as multipart with upload progress (fetch cannot report it), answering the JSON body. */
function postFile(path: string, token: string | null, file: File, onProgress: (percent: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}${path}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { error?: string; message?: string; details?: [] } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else
        reject(
          new ApiError(
            (body.error ?? 'UNKNOWN_ERROR') as ConstructorParameters<typeof ApiError>[0],
            xhr.status,
            body.message,
            body.details ?? [],
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 0));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

const toDraft = (result: Proposal): Draft => ({
  firstName: result.proposal.firstName ?? '',
  lastName: result.proposal.lastName ?? '',
  email: result.proposal.email ?? '',
  phone: result.proposal.phone ?? '',
  skills: result.proposal.skills.join('\n'),
});

/**
 * `/resumes/upload` (issue 13, SCREENS.md "Upload"): CVs dropped one or many, each read on the server
 * with a progress bar and proposed as a resume to correct before saving; possible duplicates of the
 * employer are flagged above the form with open, update or save anyway; a failed file says why and
 * leaves the others alone.
 */
export function ResumeUpload() {
  const { t } = useUploadStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api, session } = useArmsClient();
  const toast = useToast();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const counter = useRef(0);

  const update = (id: string, change: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));
  const messageOf = (failure: unknown) =>
    failure instanceof ApiError
      ? failure.details[0]?.code
        ? td(failure.details[0].code, { ...failure.details[0].params, defaultValue: failure.localizedMessage(lang) })
        : failure.localizedMessage(lang)
      : String(failure);

  const accept = (files: File[]) => {
    const added = files.map((file) => {
      counter.current += 1;
      return {
        id: `cv-${counter.current}`,
        name: file.name,
        size: file.size,
        status: 'uploading',
        progress: 0,
        file,
      } as Entry;
    });
    setEntries((list) => [...list, ...added]);
    for (const entry of added) {
      postFile('/resume/propose-from-cv', session.getState().token, entry.file, (progress) =>
        update(entry.id, { progress }),
      )
        .then((body) => {
          const result = body as Proposal;
          update(entry.id, { status: 'done', progress: 100, result, draft: toDraft(result) });
          setSelectedId((current) => current ?? entry.id);
        })
        .catch((failure: unknown) => update(entry.id, { status: 'error', error: messageOf(failure) }));
    }
  };

  const selected = entries.find((e) => e.id === selectedId && e.result && e.draft);
  const errorOf = (field: string) => {
    const found = issues.find((i) => i.field === field);
    return found ? td(found.code, found.params) : undefined;
  };

  const bodyOf = (draft: Draft, result: Proposal) => ({
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim() || null,
    skills: draft.skills
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    contacts: [
      ...(draft.phone.trim() ? [{ category: 1 as const, value: draft.phone.trim() }] : []),
      ...(draft.email.trim() ? [{ category: 3 as const, value: draft.email.trim() }] : []),
    ],
    workExperiences: result.proposal.workExperiences
      .filter((w) => w.periodTo !== null)
      .map((w) => ({ periodFrom: w.periodFrom, periodTo: w.periodTo, company: w.company, position: w.position })),
  });

  const save = async (mode: 'create' | { updateId: number }) => {
    if (!selected?.draft || !selected.result) return;
    const found: Issue[] = [
      ...validateFirstName(selected.draft.firstName),
      ...(selected.draft.email.trim() ? validateEmail(selected.draft.email) : []),
    ];
    setIssues(found);
    if (found.length > 0) return;
    setSaving(true);
    setSaveError(null);
    try {
      const body = bodyOf(selected.draft, selected.result);
      let id: number;
      if (mode === 'create') {
        const { data } = await api.POST('/resumes', { body });
        id = data!.id;
      } else {
        id = mode.updateId;
        await api.PATCH('/resumes/{id}', { params: { path: { id } }, body });
      }
      await postFile(`/upload-cv/${id}`, session.getState().token, selected.file, () => {});
      update(selected.id, { savedId: id });
      toast.show({ variant: 'success', message: mode === 'create' ? t('savedToast') : t('updatedToast') });
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        (failure.code === 'VALIDATION_ERROR' || failure.code === 'FILE_TOO_LARGE') &&
        failure.details.length > 0
      ) {
        setIssues(failure.details.map((d) => ({ field: d.field, code: d.code, params: d.params ?? {} })));
      }
      setSaveError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const setDraft = (change: Partial<Draft>) =>
    selected?.draft && update(selected.id, { draft: { ...selected.draft, ...change } });
  const readable = entries.filter((e) => e.result);

  return (
    <>
      <PageHeader title={t('title')} />
      <FileDropzone
        label={t('dropLabel')}
        hint={t('dropHint')}
        multiple
        maxSizeMb={10}
        accept={cvAccept}
        files={entries}
        onFilesAccepted={accept}
        onFileRemove={(file) => setEntries((list) => list.filter((e) => e.id !== file.id))}
      />
      <Layout>
        <Panel aria-labelledby="upload-files">
          <h2 id="upload-files">{t('files')}</h2>
          {readable.length === 0 ? (
            <Muted>{t('nothingSelected')}</Muted>
          ) : (
            <FileButtons>
              {readable.map((entry) => (
                <li key={entry.id}>
                  <Button
                    variant={entry.id === selectedId ? 'primary' : 'secondary'}
                    aria-pressed={entry.id === selectedId}
                    onClick={() => {
                      setSelectedId(entry.id);
                      setIssues([]);
                      setSaveError(null);
                    }}
                  >
                    {t('review', { name: entry.name })}
                  </Button>{' '}
                  {entry.savedId ? (
                    <Link to={`/resumes/${entry.savedId}/detail`}>{t('openSaved')}</Link>
                  ) : entry.result?.duplicates.length ? (
                    <Muted>⚠ {t('duplicatesTitle')}</Muted>
                  ) : null}
                </li>
              ))}
            </FileButtons>
          )}
        </Panel>
        {selected?.draft && selected.result && (
          <Panel aria-labelledby="upload-review">
            <h2 id="upload-review">{t('reviewTitle', { name: selected.name })}</h2>
            {selected.result.duplicates.length > 0 && !selected.savedId && (
              <Warning role="status">
                <h3>{t('duplicatesTitle')}</h3>
                <ul>
                  {selected.result.duplicates.map((d) => (
                    <li key={d.id}>
                      <Link to={`/resumes/${d.id}/detail`}>{`${d.firstName} ${d.lastName}`.trim()}</Link>{' '}
                      <Muted>({t('matchedOn', { fields: d.matchedOn.map((m) => t(`match.${m}`)).join(', ') })})</Muted>{' '}
                      <Button size="sm" disabled={saving} onClick={() => void save({ updateId: d.id })}>
                        {t('updateExisting')}
                      </Button>
                    </li>
                  ))}
                </ul>
              </Warning>
            )}
            <TextField
              label={t('firstName')}
              required
              value={selected.draft.firstName}
              error={errorOf('firstName')}
              onChange={(e) => setDraft({ firstName: e.target.value })}
            />
            <TextField
              label={t('lastName')}
              value={selected.draft.lastName}
              error={errorOf('lastName')}
              onChange={(e) => setDraft({ lastName: e.target.value })}
            />
            <TextField
              label={t('email')}
              type="email"
              value={selected.draft.email}
              error={errorOf('email')}
              onChange={(e) => setDraft({ email: e.target.value })}
            />
            <TextField
              label={t('phone')}
              type="tel"
              value={selected.draft.phone}
              onChange={(e) => setDraft({ phone: e.target.value })}
            />
            <TextArea
              label={t('skills')}
              hint={t('skillsHint')}
              rows={5}
              value={selected.draft.skills}
              onValueChange={(skills) => setDraft({ skills })}
            />
            {selected.result.proposal.workExperiences.length > 0 && (
              <div>
                <h3 style={{ margin: '0 0 4px', fontSize: 14 }}>{t('workExperiences')}</h3>
                <ul>
                  {selected.result.proposal.workExperiences.map((w, index) => (
                    <li key={index}>
                      {w.position} · {w.company} ({w.periodFrom.slice(0, 7)} – {w.periodTo?.slice(0, 7) ?? t('present')}
                      ){w.periodTo === null && <Muted> — {t('noEndDate')}</Muted>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Extracted>
              <summary>{t('extractedText')}</summary>
              <pre>{selected.result.text}</pre>
            </Extracted>
            {saveError && <p role="alert">{saveError}</p>}
            {selected.savedId ? (
              <Link to={`/resumes/${selected.savedId}/detail`}>{t('openSaved')}</Link>
            ) : (
              <Actions>
                <Button variant="primary" disabled={saving} loading={saving} onClick={() => void save('create')}>
                  {selected.result.duplicates.length > 0 ? t('saveAnyway') : t('saveResume')}
                </Button>
              </Actions>
            )}
          </Panel>
        )}
      </Layout>
    </>
  );
}

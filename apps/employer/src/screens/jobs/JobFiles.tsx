import { useArmsClient, useArmsQuery } from '@arms/api-client';
import { messageFor } from '@arms/domain';
import { FileDropzone, type FileDropzoneFile } from '@arms/ui';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardStrings } from './wizardStrings';

export type JobFileKind = 'documents' | 'worksheets';

/** The accepted formats of job documents and worksheets (the API checks the content, decision 0071). */
const accept = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
} as const;

/** What the wizard calls after creating a job: uploads the files chosen before it existed. */
export interface JobFilesHandle {
  uploadQueued(jobId: number): Promise<void>;
}

/**
 * A job's documents or worksheets in the wizard: on a saved job each file uploads at once with its
 * progress; on a new job the files wait and upload right after the job is created.
 */
export function JobFiles({
  kind,
  jobId,
  handle,
}: {
  kind: JobFileKind;
  jobId: number | undefined;
  handle?: Ref<JobFilesHandle>;
}) {
  const { t } = useWizardStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api, session } = useArmsClient();
  const saved = useArmsQuery(
    kind === 'documents' ? '/jobs/{id}/documents' : '/jobs/{id}/worksheets',
    jobId ? { params: { path: { id: jobId } } } : null,
  );
  const [files, setFiles] = useState<FileDropzoneFile[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;

  useEffect(() => {
    if (!saved.data) return;
    setFiles((current) => [
      ...saved.data!.map((a) => ({ id: `saved-${a.id}`, name: a.name, size: a.size, status: 'done' as const })),
      ...current.filter((f) => !f.id.startsWith('saved-')),
    ]);
  }, [saved.data]);

  const patch = (id: string, change: Partial<FileDropzoneFile>) =>
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, ...change } : f)));

  /** One multipart upload with progress (fetch cannot report upload progress; XHR can). */
  const upload = useCallback(
    (target: number, entry: FileDropzoneFile) =>
      new Promise<void>((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `/api/jobs/${target}/${kind}`);
        const token = session.getState().token;
        if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) patch(entry.id, { progress: Math.round((event.loaded / event.total) * 100) });
        };
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) patch(entry.id, { status: 'done', progress: 100 });
          else {
            let code = 'UNKNOWN_ERROR';
            try {
              code = (JSON.parse(xhr.responseText) as { error?: string }).error ?? code;
            } catch {
              // not a catalogue answer
            }
            patch(entry.id, { status: 'error', error: messageFor(code, lang) });
          }
          resolve();
        };
        xhr.onerror = () => {
          patch(entry.id, { status: 'error', error: messageFor('NETWORK_ERROR', lang) });
          resolve();
        };
        patch(entry.id, { status: 'uploading', progress: 0 });
        const body = new FormData();
        body.append('file', entry.file!, entry.name);
        xhr.send(body);
      }),
    [kind, lang, session],
  );

  useImperativeHandle(
    handle,
    () => ({
      async uploadQueued(target: number) {
        for (const entry of filesRef.current.filter((f) => f.status === 'queued' && f.file))
          await upload(target, entry);
      },
    }),
    [upload],
  );

  return (
    <FileDropzone
      label={kind === 'documents' ? t('jobDocuments') : t('worksheets')}
      hint={jobId ? undefined : t('uploadAfterCreate')}
      accept={accept}
      maxSizeMb={10}
      multiple
      files={files}
      onFilesAccepted={(accepted) => {
        const added = accepted.map((file, i) => ({
          id: `new-${Date.now()}-${i}-${file.name}`,
          name: file.name,
          size: file.size,
          status: 'queued' as const,
          file,
        }));
        setFiles((current) => [...current, ...added]);
        if (jobId) for (const entry of added) void upload(jobId, entry);
      }}
      onFileRemove={(file) => {
        const drop = () => setFiles((current) => current.filter((f) => f.id !== file.id));
        if (!file.id.startsWith('saved-')) return drop();
        const id = Number(file.id.slice('saved-'.length));
        const path = kind === 'documents' ? '/job-documents/{id}' : '/job-worksheets/{id}';
        void api
          .DELETE(path, { params: { path: { id } } })
          .then(drop, () => patch(file.id, { status: 'error', error: messageFor('UNKNOWN_ERROR', lang) }));
      }}
    />
  );
}

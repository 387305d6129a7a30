import { ApiError, useArmsClient, type components } from '@arms/api-client';
import { nominationStatuses, type Lang, type NominationStatusId } from '@arms/domain';
import type { FileDropzoneFile } from '@arms/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Nomination = components['schemas']['Nomination'];
export type Attachment = components['schemas']['Attachment'];
export type Job = components['schemas']['Job'];
export type Interview = components['schemas']['Interview'];

/** The interface language as the domain names it, and the locale for dates and numbers. */
export function useLang() {
  const { t, i18n } = useTranslation('employer');
  const lang: Lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = lang === 'vn' ? 'vi' : 'en';
  const statusLabel = useCallback(
    (id: number) => {
      const item = nominationStatuses.byId(id as NominationStatusId);
      return item ? t(item.labelKey) : String(id);
    },
    [t],
  );
  const date = useCallback(
    (iso: string | null | undefined, withTime = false) =>
      iso
        ? new Intl.DateTimeFormat(
            locale,
            withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
          ).format(new Date(iso))
        : '—',
    [locale],
  );
  return { t, lang, locale, statusLabel, date };
}

/** The message to show for a failed call: the catalogue's, or the illegal-move rule with the statuses named. */
export function errorMessage(
  error: unknown,
  lang: Lang,
  t: (key: string, params?: Record<string, unknown>) => string,
  statusLabel: (id: number) => string,
): string {
  if (!(error instanceof ApiError)) return t('domain.validation.general.required');
  const illegal = error.details.find((d) => d.code === 'nomination.illegalTransition');
  if (illegal?.params) {
    const { from, to } = illegal.params as { from?: number; to?: number };
    return t('domain.validation.nomination.illegalTransition', {
      fromName: statusLabel(Number(from)),
      toName: statusLabel(Number(to)),
    });
  }
  return error.localizedMessage(lang);
}

/** Whole days since a time (0 today). */
export function daysSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 86_400_000));
}

/** A human file size (kB or MB). */
export function fileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= 1_048_576
    ? `${number.format(bytes / 1_048_576)} MB`
    : `${number.format(Math.max(1, bytes / 1024))} kB`;
}

type DownloadPath =
  | '/job-documents/{id}/download'
  | '/nomination-documents/{id}/download'
  | '/nomination-costing/{id}/download'
  | '/job-resume-acknowledgements/{id}/download';

/**
 * Reads a protected file as a blob (the API streams it to a signed-in caller only) and answers an object
 * URL for an inline preview or a download; the caller revokes it.
 */
export function useFileLoader() {
  const { api } = useArmsClient();
  return useCallback(
    async (path: DownloadPath, id: number): Promise<Blob> => {
      const get = api.GET as unknown as (
        path: string,
        init: { params: { path: { id: number } }; parseAs: 'blob' },
      ) => Promise<{ data?: Blob }>;
      const { data } = await get(path, { params: { path: { id } }, parseAs: 'blob' });
      if (!data) throw new ApiError('FILE_NOT_EXISTED', 404);
      return data;
    },
    [api],
  );
}

/** Saves a blob under its name through a temporary link. */
export { saveBlob } from '../../../shell/saveBlob';

/**
 * Uploads one file as multipart `file` with progress (fetch has no upload progress; XMLHttpRequest does),
 * with the session's token, answering the stored attachment or throwing the catalogue error.
 */
export function useUploader() {
  const { session } = useArmsClient();
  return useCallback(
    (path: string, file: File, onProgress: (percent: number) => void) =>
      new Promise<Attachment>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `/api${path}`);
        const token = session.getState().token;
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 0));
        xhr.onload = () => {
          let body: unknown = null;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = null;
          }
          if (xhr.status >= 200 && xhr.status < 300) resolve(body as Attachment);
          else {
            const error = body as { error?: string; message?: string } | null;
            reject(
              new ApiError(
                (error?.error ?? 'UNKNOWN_ERROR') as ConstructorParameters<typeof ApiError>[0],
                xhr.status,
                error?.message,
              ),
            );
          }
        };
        const form = new FormData();
        form.append('file', file);
        xhr.send(form);
      }),
    [session],
  );
}

/**
 * Files dropped for upload to `path`, sent one after another with their progress: a sent one leaves the
 * list (then `onUploaded`), a failed one stays with the catalogue's message.
 */
export function useUploadQueue(path: string, onUploaded: (file: File) => Promise<unknown>) {
  const { t, lang, statusLabel } = useLang();
  const upload = useUploader();
  const [files, setFiles] = useState<readonly FileDropzoneFile[]>([]);
  const accept = async (accepted: File[]) => {
    for (const file of accepted) {
      const id = `${file.name}-${file.size}-${Date.now()}`;
      setFiles((all) => [...all, { id, name: file.name, size: file.size, status: 'uploading', progress: 0, file }]);
      try {
        await upload(path, file, (progress) =>
          setFiles((all) => all.map((f) => (f.id === id ? { ...f, progress } : f))),
        );
        setFiles((all) => all.filter((f) => f.id !== id));
        await onUploaded(file);
      } catch (error) {
        const message = errorMessage(error, lang, t, statusLabel);
        setFiles((all) => all.map((f) => (f.id === id ? { ...f, status: 'error', error: message } : f)));
      }
    }
  };
  return { files, setFiles, accept };
}

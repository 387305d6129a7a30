import type { ArmsClient } from '@arms/api-client';

/** The resume's file as the API serves it: the uploaded CV, or the employer's branded PDF. */
export async function fetchResumeFile(api: ArmsClient['api'], id: number, branded: boolean) {
  const { data, response } = await api.GET('/download-cv/company-user/{id}', {
    params: { path: { id }, query: branded ? { isBrandedFormat: true } : {} },
    parseAs: 'blob',
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? (branded ? 'resume.pdf' : 'cv'));
  return { blob: data as unknown as Blob, name };
}

/** Saves a blob under its name through a temporary link (the file never gets a public URL). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

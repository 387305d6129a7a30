import type { ArmsClient } from '@arms/api-client';

/** The job seeker's CV as the API streams it, with the name from its Content-Disposition. */
export async function fetchJobSeekerCv(api: ArmsClient['api'], userId: number) {
  // A refused download throws the API's catalogue error (the client's middleware).
  const { data, response } = await api.GET('/download-cv/job-seeker/{userId}', {
    params: { path: { userId } },
    parseAs: 'blob',
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: data as unknown as Blob, name: encoded ? decodeURIComponent(encoded) : (plain ?? 'cv') };
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

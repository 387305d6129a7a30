import { useArmsClient, type ApiError } from '@arms/api-client';
import { useCallback, useState } from 'react';

export interface CsvProgress {
  /** Bytes received so far. */
  received: number;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Downloads a report as CSV (`format=csv`, headers in the user's language) through the API client, so
 * the session and transport errors behave as every other call; reports the bytes received while a large
 * export streams in, then saves the file.
 */
export function useCsvDownload(path: string) {
  const { api } = useArmsClient();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const download = useCallback(
    async (query: Record<string, unknown>, fallbackName: string): Promise<boolean> => {
      setError(null);
      setProgress({ received: 0 });
      try {
        const get = api.GET as unknown as (
          path: string,
          init: unknown,
        ) => Promise<{ response: Response; data?: ReadableStream<Uint8Array> | null }>;
        const { response, data } = await get(path, {
          params: { query: { ...query, format: 'csv' } },
          parseAs: 'stream',
        });
        const chunks: Uint8Array[] = [];
        let received = 0;
        if (data) {
          const reader = data.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            chunks.push(value);
            received += value.byteLength;
            setProgress({ received });
          }
        }
        const blob = new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
        return true;
      } catch (caught) {
        setError(caught as ApiError);
        return false;
      } finally {
        setProgress(null);
      }
    },
    [api, path],
  );
  return { download, progress, error };
}

import type { operations } from '@arms/api-client';
import { createContext, useContext } from 'react';

type Json<O extends keyof operations, S extends number> =
  operations[O]['responses'] extends Record<S, { content: { 'application/json': infer T } }> ? T : never;

/** The job an invitation link names, as the candidate sees it. */
export type PublicJob = Json<'readInvitation', 200>;
/** The nominated candidate's summary a feedback link shows. */
export type FeedbackView = Json<'readNominationFeedback', 200>;
/** The body of a feedback answer. */
export type FeedbackAnswer = NonNullable<
  operations['answerNominationFeedback']['requestBody']
>['content']['application/json'];

/**
 * Sends one request: the browser's fetch, or XMLHttpRequest when upload progress is wanted (fetch
 * cannot report it). Stories pass their own, answering from typed MSW handlers.
 */
export type Transport = (
  url: string,
  init: { method: 'GET' | 'POST'; body?: FormData | string; headers?: Record<string, string> },
  onUploadProgress?: (fraction: number) => void,
) => Promise<Response>;

export const browserTransport: Transport = (url, init, onUploadProgress) => {
  if (!onUploadProgress) return fetch(url, init);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new TypeError('Network request aborted'));
    xhr.send(init.body ?? null);
  });
};

/** Why a call did not give its answer, as the pages explain it. */
export type Failure =
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'used' }
  /** Field name (firstName, email, phone, consent, cv, action, comment) → problem code. */
  | { kind: 'validation'; fields: Record<string, string> }
  | { kind: 'unreachable' };
export type Result<T> = { ok: true; data: T } | { ok: false; failure: Failure };

interface ErrorBody {
  error?: string;
  details?: { field?: string; code?: string }[];
}

const fieldName = (field = '') => {
  const name = field.replace(/^body\./, '');
  return name === 'file' ? 'cv' : name;
};

/** Maps the API's answer (section 8 catalogue codes) onto what the page must say. */
async function toResult<T>(response: Response): Promise<Result<T>> {
  if (response.ok) return { ok: true, data: (await response.json()) as T };
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  if (response.status === 410) return { ok: false, failure: { kind: 'expired' } };
  if (response.status === 409) return { ok: false, failure: { kind: 'used' } };
  if (response.status === 413) return { ok: false, failure: { kind: 'validation', fields: { cv: 'tooLarge' } } };
  if (response.status === 400 && body.error !== 'INVALID_TOKEN' && body.details?.length) {
    const fields: Record<string, string> = {};
    for (const d of body.details) fields[fieldName(d.field)] ??= d.code ?? 'invalid';
    if (!('token' in fields)) return { ok: false, failure: { kind: 'validation', fields } };
  }
  if (response.status === 400 || response.status === 404) return { ok: false, failure: { kind: 'invalid' } };
  return { ok: false, failure: { kind: 'unreachable' } };
}

/** The candidate site's calls to the public candidate-link endpoints (no session). */
export function createApi(transport: Transport = browserTransport, base = '/api') {
  const call = async <T>(...args: Parameters<Transport>): Promise<Result<T>> => {
    try {
      return await toResult<T>(await transport(...args));
    } catch {
      return { ok: false, failure: { kind: 'unreachable' } };
    }
  };
  const json = { 'content-type': 'application/json' };
  return {
    readInvitation: (token: string) =>
      call<PublicJob>(`${base}/candidate-links/invitation?token=${encodeURIComponent(token)}`, { method: 'GET' }),
    /** The form's fields first (the server checks the token before storing the CV), the CV last. */
    apply: (fields: Record<string, string>, cv: File, onProgress: (fraction: number) => void) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('cv', cv, cv.name);
      return call<{ ok: true }>(`${base}/candidate-links/invitation`, { method: 'POST', body }, onProgress);
    },
    readFeedback: (token: string) =>
      call<FeedbackView>(`${base}/candidate-links/feedback?token=${encodeURIComponent(token)}`, { method: 'GET' }),
    answerFeedback: (answer: FeedbackAnswer) =>
      call<{ ok: true }>(`${base}/candidate-links/feedback`, {
        method: 'POST',
        body: JSON.stringify(answer),
        headers: json,
      }),
  };
}
export type CandidateApi = ReturnType<typeof createApi>;

export const ApiContext = createContext<CandidateApi | null>(null);

/** The API the pages call: the browser's by default, a story's mock when one is provided. */
export function useApi(): CandidateApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiContext.Provider>');
  return api;
}

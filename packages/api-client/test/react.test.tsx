// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ArmsClientProvider,
  browserSessionStorage,
  createArmsClient,
  useArmsMutation,
  useArmsQuery,
  useJobs,
  useSession,
  useTransportEvents,
  type ArmsClient,
} from '../src';
import { aJob, armsHttp, aSessionUser, errorBody, listOf } from '../src/mocks';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'arms_token=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

const baseUrl = 'http://localhost/api';
const wrapper = (client: ArmsClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ArmsClientProvider client={client}>{children}</ArmsClientProvider>;
  };

function loginHandler() {
  return armsHttp.post('/auth', async ({ request, response }) => {
    const body = await request.json();
    return body.password === 'right'
      ? response(201).json({ accessToken: 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s', user: aSessionUser({ email: body.email }) })
      : response(400).json(errorBody('WRONG_EMAIL_PASSWORD'));
  });
}

describe('given the browser session storage', () => {
  it('should keep a remembered session in a persistent cookie and the user in localStorage', async () => {
    server.use(loginHandler());
    const client = createArmsClient({ baseUrl, storage: browserSessionStorage() });
    await client.session.login({ email: 'a@b.co', password: 'right', portal: 'crms', remember: true });
    expect(document.cookie).toContain('arms_token=');
    expect(window.sessionStorage.length).toBe(0);
    expect(JSON.parse(window.localStorage.getItem('arms.session')!)).toMatchObject({
      portal: 'crms',
      user: { email: 'a@b.co' },
    });
    // A new page load finds the session.
    expect(createArmsClient({ baseUrl, storage: browserSessionStorage() }).session.getState()).toMatchObject({
      status: 'authenticated',
    });
  });

  it('should keep a session that is not remembered in sessionStorage only, and logout should clear both', async () => {
    server.use(
      loginHandler(),
      armsHttp.delete('/auth', ({ response }) => response(204).empty()),
    );
    const storage = browserSessionStorage();
    const client = createArmsClient({ baseUrl, storage });
    await client.session.login({ email: 'a@b.co', password: 'right', portal: 'arms', remember: false });
    expect(document.cookie).not.toContain('arms_token=h');
    expect(window.sessionStorage.getItem('arms.session.token')).toBe('h.eyJleHAiOjQxMDI0NDQ4MDB9.s');
    await client.session.logout();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
    expect(storage.load()).toBeNull();
  });
});

describe('given the React bindings', () => {
  it('should re-render useSession on login and logout', async () => {
    server.use(
      loginHandler(),
      armsHttp.delete('/auth', ({ response }) => response(204).empty()),
    );
    const client = createArmsClient({ baseUrl });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(client) });
    expect(result.current.status).toBe('anonymous');
    await act(() => client.session.login({ email: 'a@b.co', password: 'right', portal: 'crms', remember: false }));
    expect(result.current).toMatchObject({ status: 'authenticated', portal: 'crms', user: { email: 'a@b.co' } });
    await act(() => client.session.logout());
    expect(result.current.status).toBe('anonymous');
  });

  it('should load a page with useJobs, expose loading, and send the query the server expects', async () => {
    const seen: string[] = [];
    server.use(
      armsHttp.get('/jobs', ({ request, response }) => {
        seen.push(new URL(request.url).search);
        return response(200).json(listOf([aJob({ id: 7, position: 'Kỹ sư' })], { total: 31, skip: 25, limit: 25 }));
      }),
    );
    const { result } = renderHook(() => useJobs({ $skip: 25, $limit: 25, $sort: { createdAt: -1 } }), {
      wrapper: wrapper(createArmsClient({ baseUrl })),
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.total).toBe(31));
    expect(result.current.data?.data[0]?.position).toBe('Kỹ sư');
    expect(decodeURIComponent(seen[0]!)).toBe('?$skip=25&$limit=25&$sort[createdAt]=-1');
  });

  it('should expose an ApiError as the error state', async () => {
    server.use(armsHttp.get('/jobs', ({ response }) => response(403).json(errorBody('PERMISSION_NOT_ACCEPT'))));
    const { result } = renderHook(() => useJobs({}), { wrapper: wrapper(createArmsClient({ baseUrl })) });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ code: 'PERMISSION_NOT_ACCEPT', status: 403 });
    expect(result.current.data).toBeUndefined();
  });

  it('should revalidate the lists a mutation touches', async () => {
    let total = 1;
    server.use(
      armsHttp.get('/jobs', ({ response }) => response(200).json(listOf([aJob()], { total }))),
      loginHandler(),
    );
    const client = createArmsClient({ baseUrl });
    function Screen() {
      const jobs = useArmsQuery('/jobs', { params: { query: {} } });
      const signIn = useArmsMutation('post', '/auth', { invalidates: ['/jobs'] });
      return (
        <>
          <output>{jobs.data?.total ?? 'loading'}</output>
          <button
            type="button"
            onClick={() =>
              void signIn.trigger({ body: { email: 'a@b.co', password: 'right', strategy: 'local', portal: 'crms' } })
            }
          >
            go
          </button>
        </>
      );
    }
    render(
      <ArmsClientProvider client={client}>
        <Screen />
      </ArmsClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1'));
    total = 2;
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2'));
  });

  it('should fetch a list cached for the session only once across components', async () => {
    let calls = 0;
    server.use(
      armsHttp.get('/jobs', ({ response }) => {
        calls++;
        return response(200).json(listOf([aJob()]));
      }),
    );
    const client = createArmsClient({ baseUrl });
    const { result, rerender } = renderHook(
      () => [
        useArmsQuery('/jobs', { params: { query: { $limit: -1 } } }, { cacheForSession: true }),
        useArmsQuery('/jobs', { params: { query: { $limit: -1 } } }, { cacheForSession: true }),
      ],
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current[1]?.data?.total).toBe(1));
    rerender();
    expect(calls).toBe(1);
  });
});

describe('given useTransportEvents', () => {
  it('should expose server-down until retry finds the server back, and session-expired with its login page', async () => {
    let healthy = false;
    server.use(
      armsHttp.get('/jobs', ({ response }) => response(401).json(errorBody('SESSION_EXPIRED'))),
      armsHttp.get('/ping', ({ response }) =>
        healthy
          ? response(200).json({ ok: true, time: new Date().toISOString() })
          : response.untyped(new Response(null, { status: 503 })),
      ),
    );
    const storage = {
      load: () => ({ token: 't', user: null, portal: 'crms' as const }),
      save: () => undefined,
      clear: () => undefined,
    };
    const client = createArmsClient({ baseUrl, storage, currentPath: () => '/jobs' });
    const { result } = renderHook(() => useTransportEvents(), { wrapper: wrapper(client) });
    expect(result.current).toMatchObject({ serverDown: null, sessionExpired: null });

    await act(async () => {
      await client.api.GET('/ping').catch(() => undefined);
    });
    expect(result.current.serverDown).not.toBeNull();
    await act(async () => expect(await result.current.serverDown!.retry()).toBe(false));
    expect(result.current.serverDown).not.toBeNull();
    healthy = true;
    await act(async () => expect(await result.current.serverDown!.retry()).toBe(true));
    expect(result.current.serverDown).toBeNull();

    await act(async () => {
      await client.api.GET('/jobs').catch(() => undefined);
    });
    expect(result.current.sessionExpired).toEqual({ loginPath: '/login' });
    act(() => result.current.acknowledgeSessionExpired());
    expect(result.current.sessionExpired).toBeNull();
  });
});

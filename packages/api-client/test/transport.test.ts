import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createArmsClient, type TransportEvent } from '../src';
import { aJob, armsHttp, errorBody, listOf } from '../src/mocks';

// The contract's own mocks stand in for a server that fails in ways the real one cannot be made to.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrl = 'http://arms.test/api';

describe('given a server answering 5xx', () => {
  it('should raise server-down once, and retry() should close it when /ping answers', async () => {
    let healthy = false;
    server.use(
      armsHttp.get('/jobs', ({ response }) =>
        healthy
          ? response(200).json(listOf([aJob()]))
          : response.untyped(HttpResponse.json(errorBody('UNKNOWN_ERROR'), { status: 503 })),
      ),
      armsHttp.get('/ping', ({ response }) =>
        healthy
          ? response(200).json({ ok: true, time: new Date().toISOString() })
          : response.untyped(new HttpResponse(null, { status: 502 })),
      ),
    );
    const client = createArmsClient({ baseUrl });
    const events: TransportEvent[] = [];
    client.onEvent((e) => events.push(e));

    const first = await client.api.GET('/jobs').catch((e: unknown) => e);
    await client.api.GET('/jobs').catch(() => undefined);
    expect(first).toMatchObject({ status: 503, code: 'UNKNOWN_ERROR' });
    expect(events.map((e) => e.type)).toEqual(['server-down']);

    const event = events[0]!;
    if (event.type !== 'server-down') throw new Error('expected server-down');
    expect(await event.retry()).toBe(false);
    healthy = true;
    expect(await event.retry()).toBe(true);
    const { data } = await client.api.GET('/jobs');
    expect(data?.total).toBe(1);
  });

  it('should map a 5xx without a catalogue body to SERVER_DOWN', async () => {
    server.use(
      armsHttp.get('/jobs', ({ response }) =>
        response.untyped(new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
      ),
    );
    const error = await createArmsClient({ baseUrl })
      .api.GET('/jobs')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVER_DOWN', status: 502 });
  });

  it('should map a 4xx without a catalogue body to UNKNOWN_ERROR', async () => {
    server.use(
      armsHttp.get('/jobs', ({ response }) => response.untyped(HttpResponse.json({ oops: true }, { status: 418 }))),
    );
    const error = await createArmsClient({ baseUrl })
      .api.GET('/jobs')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', status: 418 });
  });

  it('should time out a call that gets no answer and report SERVER_DOWN', async () => {
    server.use(armsHttp.get('/jobs', async () => new Promise<never>(() => undefined)));
    const error = await createArmsClient({ baseUrl, timeoutMs: 200 })
      .api.GET('/jobs')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVER_DOWN', status: 0, message: 'Network Error' });
  });
});

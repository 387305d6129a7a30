import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requester, type TestContext } from '../../harness';

let ctx: TestContext;
const send = requester(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('given the health check', () => {
  it('should answer GET /ping without a session', async () => {
    const res = await send('GET', '/ping');
    expect(res.json()).toMatchObject({ ok: true });
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema';
import { demoAccounts } from '../../src/db/seed';
import { createCompany } from '../fixtures';
import { createTestContext, login, requester, type Auth, type TestContext } from '../harness';

// The route kit's list helper (docs/decisions/0196): one query gives the page and its total, and a page
// past the last row or `$limit=0` still answers the total. Read through `GET /companies`, a list built on it.
let ctx: TestContext;
let arms: Auth;
const send = requester(() => ctx.app);
const countWhere = async (status?: number) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(companies)
      .where(status === undefined ? undefined : eq(companies.status, status))
  )[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext();
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
  for (let i = 0; i < 3; i++) await createCompany(ctx.database.db, { name: `Listed ${i}`, status: i === 0 ? 0 : 1 });
});
afterAll(async () => {
  await ctx?.close();
});

describe('given a list built with the route kit', () => {
  it('should answer a page with the total of every matching row', async () => {
    const all = await countWhere();
    const res = await send('GET', '/companies?$limit=2&$sort[id]=1', arms);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: all, limit: 2, skip: 0 });
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data[0]).not.toHaveProperty('total');
  });

  it.each([
    ['a page past the last row', (n: number) => `$skip=${n + 5}&$limit=5`],
    ['a page of no rows ($limit=0)', () => '$limit=0'],
  ])('should still answer the total for %s', async (_name, query) => {
    const all = await countWhere();
    const res = await send('GET', `/companies?${query(all)}`, arms);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.json().total).toBe(all);
  });

  it('should count only the filtered rows, on a page and past the last one', async () => {
    const suspended = await countWhere(0);
    expect(suspended).toBeGreaterThan(0);
    const page = (await send('GET', '/companies?status=0&$limit=1', arms)).json();
    expect(page.total).toBe(suspended);
    const past = (await send('GET', `/companies?status=0&$skip=${suspended}`, arms)).json();
    expect(past).toMatchObject({ total: suspended, skip: suspended, data: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

let ctx: TestContext;
let admin: { authorization: string };
let other: { authorization: string };
let otherCompanyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const company = await createCompany(ctx.database.db, { name: 'Other Tenant Co' });
  otherCompanyId = company.id;
  const base = new Date('2026-01-01T00:00:00Z').getTime();
  for (let i = 0; i < 30; i++) {
    await createJob(ctx.database.db, {
      companyId: company.id,
      position: `Other tenant job ${String(i).padStart(2, '0')}`,
      jobStatusId: i % 3 === 0 ? 240 : 239,
      createdAt: new Date(base + i * 60_000),
    });
  }
  const user = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
  other = await login(ctx.app, user.email, user.password);
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);

describe('given GET /jobs', () => {
  it("should list only the caller's company jobs", async () => {
    const mine = (await send('GET', '/jobs?$limit=-1', admin)).json();
    const theirs = (await send('GET', '/jobs?$limit=200', other)).json();
    expect(mine.total).toBe(6);
    expect(theirs.total).toBe(30);
    expect(theirs.data.every((j: { companyId: number }) => j.companyId === otherCompanyId)).toBe(true);
    expect(mine.data.some((j: { companyId: number }) => j.companyId === otherCompanyId)).toBe(false);
  });

  it('should page with $skip and $limit and report the total', async () => {
    const first = (await send('GET', '/jobs?$limit=10&$sort[position]=1', other)).json();
    const third = (await send('GET', '/jobs?$skip=20&$limit=10&$sort[position]=1', other)).json();
    expect(first).toMatchObject({ total: 30, limit: 10, skip: 0 });
    expect(first.data.map((j: { position: string }) => j.position)[0]).toBe('Other tenant job 00');
    expect(third.data.map((j: { position: string }) => j.position)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Other tenant job ${20 + i}`),
    );
  });

  // The total comes with the page (a window count, ADR 0182); an empty page must still tell it.
  it.each([
    ['a page past the last row', '$skip=40&$limit=10', 30, 0],
    ['$limit=0', '$limit=0', 30, 0],
    ['a filter that matches nothing', 'position=None%20such', 0, 0],
    ['a filtered last page', 'jobStatusId=240&$skip=8&$limit=5', 10, 2],
  ])('should report the total for %s', async (_case, query, total, rows) => {
    const page = (await send('GET', `/jobs?${query}`, other)).json();
    expect(page.total).toBe(total);
    expect(page.data).toHaveLength(rows);
  });

  // Without filters or $sort the page comes from a prepared statement (ADR 0197): the same rows and
  // total as the general path, which an explicit default sort takes.
  it.each([
    ['the first page', '$limit=7'],
    ['a middle page', '$skip=5&$limit=7'],
    ['the last page', '$skip=27&$limit=7'],
  ])('should answer %s without $sort as with the default sort spelled out', async (_case, query) => {
    const plain = (await send('GET', `/jobs?${query}`, other)).json();
    const sorted = (await send('GET', `/jobs?${query}&$sort[createdAt]=-1&$sort[id]=-1`, other)).json();
    expect(plain.total).toBe(30);
    expect(plain.data.length).toBeGreaterThan(0);
    expect(plain).toEqual(sorted);
  });

  it('should default to 25 rows, newest first', async () => {
    const page = (await send('GET', '/jobs', other)).json();
    expect(page.limit).toBe(25);
    expect(page.data).toHaveLength(25);
    expect(page.data[0].position).toBe('Other tenant job 29');
  });

  it('should sort descending with $sort[field]=-1', async () => {
    const page = (await send('GET', '/jobs?$limit=3&$sort[position]=-1', other)).json();
    expect(page.data.map((j: { position: string }) => j.position)).toEqual([
      'Other tenant job 29',
      'Other tenant job 28',
      'Other tenant job 27',
    ]);
  });

  it('should cap $limit at the maximum page size', async () => {
    const page = (await send('GET', '/jobs?$limit=100000', other)).json();
    expect(page.limit).toBe(200);
  });

  it.each([
    ['jobStatusId=240', 10],
    ['jobStatusId[$ne]=240', 20],
    ['jobStatusId[$in][]=240&jobStatusId[$in][]=239', 30],
    ['jobStatusId[$nin][]=239', 10],
    ['position=Other%20tenant%20job%2001', 1],
    ['$or[0][position]=Other%20tenant%20job%2001&$or[1][position]=Other%20tenant%20job%2002', 2],
    ['createdAt[$gte]=2026-01-01T00:10:00.000Z', 20],
  ])('should filter with %s', async (query, total) => {
    const res = await send('GET', `/jobs?${query}`, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(total);
  });

  it.each([
    ['an unknown field', 'salary=1'],
    ['an unknown operator', 'position[$regex]=.*'],
    ['an unknown sort field', '$sort[passwordHash]=1'],
    ['a sort direction other than 1 or -1', '$sort[position]=2'],
    ['a negative $skip', '$skip=-5'],
    ['a non-numeric $limit', '$limit=ten'],
    ['SQL in a number field', 'jobStatusId=1%20OR%201%3D1'],
  ])('should answer 400 VALIDATION_ERROR for %s', async (_case, query) => {
    const res = await send('GET', `/jobs?${query}`, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });

  it('should answer 401 SESSION_EXPIRED without a token', async () => {
    const res = await send('GET', '/jobs');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('SESSION_EXPIRED');
  });

  it('should refuse the platform administrator with ROLE_NOT_ALLOWED', async () => {
    const arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
    const res = await send('GET', '/jobs', arms);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ROLE_NOT_ALLOWED');
  });

  it.each([
    ['human resource staff without view_all_job', ['hr_staff'], ['post_job'], 403],
    ['human resource staff with view_all_job', ['hr_staff'], ['view_all_job'], 200],
    ['level 2 staff without view_all_job', ['hr_staff_l2'], [], 403],
    ['a hiring manager (not permission-checked)', ['hiring_manager'], [], 200],
    ['a sourcer', ['sourcer'], ['view_all_job'], 403],
  ])('should answer %s with %s', async (_case, roles, permissions, status) => {
    const user = await createStaffUser(ctx.database.db, { roles, permissions, companyId: otherCompanyId });
    const res = await send('GET', '/jobs', await login(ctx.app, user.email, user.password));
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(['PERMISSION_NOT_ACCEPT', 'ROLE_NOT_ALLOWED']).toContain(res.json().error);
  });
});

describe('given GET /jobs/:id/resumes', () => {
  // The job check and the nominations are one query (ADR 0197): a job without nominations is an empty
  // list, another company's job or a missing one is 404 JOB_NOT_EXISTED.
  it('should answer an empty list for a job of the caller without nominations', async () => {
    const job = await createJob(ctx.database.db, { companyId: otherCompanyId, position: 'No nominations yet' });
    const res = await send('GET', `/jobs/${job.id}/resumes`, other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ["another company's job", 'other'],
    ['a job that does not exist', 'missing'],
  ])('should answer 404 JOB_NOT_EXISTED for %s', async (_case, which) => {
    const job = await createJob(ctx.database.db, { companyId: otherCompanyId, position: 'Not the caller’s' });
    const id = which === 'other' ? job.id : job.id + 1000;
    const res = await send('GET', `/jobs/${id}/resumes`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('JOB_NOT_EXISTED');
  });
});

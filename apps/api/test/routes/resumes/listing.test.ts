import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { createTestContext, login, requester, type TestContext } from '../../harness';

// The list screen's filters on POST /resumes/search (issue 13): the name keyword folded for accents,
// the age and experience sliders, and the duplicate check's accent-blind name match; and GET /resumes
// paged and sorted: the order, its tie-breaks and the total on every page.
let ctx: TestContext;
let admin: { authorization: string };
type Json = Record<string, unknown>;
const send = requester(() => ctx.app);
const call = (method: string, url: string, payload?: object) => send(method, url, admin, payload);

const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const year = new Date().getUTCFullYear();
  const people: Record<string, Json> = {
    an: { firstName: 'An', lastName: 'Nguyễn Văn', dob: `${year - 30}-01-01`, experienceMonths: 60 },
    hong: { firstName: 'HỒNG', lastName: 'ĐẶNG THỊ', dob: `${year - 45}-01-01`, experienceMonths: 240 },
    anh: { firstName: 'Ánh', lastName: 'Phạm Ngọc', dob: `${year - 20}-01-01`, experienceMonths: 11 },
  };
  for (const [key, body] of Object.entries(people)) {
    const res = await call('POST', '/resumes', { ...body, tags: ['listing'] });
    expect(res.statusCode).toBe(201);
    ids[key] = res.json().id;
  }
});
afterAll(async () => {
  await ctx?.close();
});

const found = async (body: Json) => {
  const res = await call('POST', '/resumes/search', { tags: ['listing'], ...body });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ id: number }>).map((r) => r.id).sort();
};
const idsOf = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

describe('given the keyword filter', () => {
  it.each([
    ['nguyen van an', ['an']],
    ['Nguyễn', ['an']],
    ['dang thi hong', ['hong']],
    ['anh pham', ['anh']],
    ['ngoc', ['anh']],
    ['nguyen hong', []],
    ['50%_', []],
    // Read as text, never as a pattern: the keyword is matched by a regular expression built from it.
    ['a.*', []],
    ['(an', []],
    ['[n]', []],
    ['an\\', []],
    ['^an$', []],
    ['ÁNH', ['anh']],
  ])('should find %s without its accents', async (keyword, expected) => {
    expect(await found({ keyword })).toEqual(idsOf(...expected));
  });
});

describe('given the age and experience sliders', () => {
  it.each([
    [{ ageMin: 25, ageMax: 40 }, ['an']],
    [{ ageMin: 18, ageMax: 20 }, ['anh']],
    [{ ageMin: 45 }, ['hong']],
    [{ experienceMin: 0, experienceMax: 0 }, ['anh']],
    [{ experienceMin: 5, experienceMax: 20 }, ['an', 'hong']],
    [{ experienceMax: 4 }, ['anh']],
  ])('should keep %j', async (filters, expected) => {
    expect(await found(filters)).toEqual(idsOf(...expected));
  });
});

describe('given the duplicate check', () => {
  it('should match name and date of birth without the accents', async () => {
    const year = new Date().getUTCFullYear();
    const query = new URLSearchParams({ firstName: 'an', lastName: 'nguyen van', dob: `${year - 30}-01-01` });
    const res = await call('GET', `/resume/check-duplicate?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().matches).toEqual([expect.objectContaining({ id: ids.an, matchedOn: ['nameAndDob'] })]);
  });
});

describe('given GET /resumes paged and sorted (docs/decisions/0164)', () => {
  type Row = { id: number; firstName: string; updatedAt: string };
  // Seven resumes whose first names and update times tie, so the tie-breaks decide the order.
  const names = ['Binh', 'An', 'Binh', 'Chi', 'An', 'Binh', 'Dung'];
  let rows: Row[] = [];
  beforeAll(async () => {
    const created: number[] = [];
    for (const firstName of names) {
      const res = await call('POST', '/resumes', { firstName, lastName: 'Pagetest' });
      expect(res.statusCode).toBe(201);
      created.push(res.json().id);
    }
    const db = ctx.database.db;
    await db
      .update(resumes)
      .set({ updatedAt: new Date('2026-01-02T00:00:00Z') })
      .where(inArray(resumes.id, created.slice(0, 4)));
    await db
      .update(resumes)
      .set({ updatedAt: new Date('2026-01-01T00:00:00Z') })
      .where(inArray(resumes.id, created.slice(4)));
    rows = (await call('GET', '/resumes?lastName=Pagetest&$limit=200')).json().data;
    expect(rows).toHaveLength(names.length);
  });

  const newestFirst = (a: Row, b: Row) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;
  const byName = (dir: number) => (a: Row, b: Row) =>
    (a.firstName < b.firstName ? -dir : a.firstName > b.firstName ? dir : 0) || newestFirst(a, b);
  const orders: Array<[string, string, (a: Row, b: Row) => number]> = [
    ['the default order', '', newestFirst],
    ['first name ascending', '&$sort[firstName]=1', byName(1)],
    ['first name descending', '&$sort[firstName]=-1', byName(-1)],
    ['update time ascending', '&$sort[updatedAt]=1', (a, b) => a.updatedAt.localeCompare(b.updatedAt) || b.id - a.id],
    ['id ascending', '&$sort[id]=1', (a, b) => a.id - b.id],
    ['id descending', '&$sort[id]=-1', (a, b) => b.id - a.id],
  ];

  it.each(orders)('should page %s with its tie-breaks and the total on every page', async (_, sort, compare) => {
    const expected = [...rows].sort(compare).map((r) => r.id);
    const pages: number[] = [];
    for (const skip of [0, 3, 6, 9]) {
      const res = await call('GET', `/resumes?lastName=Pagetest&$limit=3&$skip=${skip}${sort}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ total: names.length, limit: 3, skip });
      pages.push(...(page.data as Row[]).map((r) => r.id));
    }
    expect(pages).toEqual(expected);
  });

  it.each([
    [0, 0, 0],
    [7, 0, 7],
    [8, 0, 7],
    [7, 7, 0],
    [2, 5, 2],
  ])('should count %i from %i to the total with %i rows', async (limit, skip, length) => {
    const res = await call('GET', `/resumes?lastName=Pagetest&$limit=${limit}&$skip=${skip}`);
    expect(res.json()).toMatchObject({ total: names.length, limit, skip });
    expect(res.json().data).toHaveLength(length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/db/seed';
import { createTestContext, login, type TestContext } from './harness';

// The list screen's filters on POST /resumes/search (issue 13): the name keyword folded for accents,
// the age and experience sliders, and the duplicate check's accent-blind name match.
let ctx: TestContext;
let admin: { authorization: string };
type Json = Record<string, unknown>;
const call = (method: string, url: string, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });

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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { skillsToTsVector } from '@arms/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/db/client';
import { demoAccounts } from '../../../src/db/seed';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchCountLimit, searchResumes, type SearchTuning } from '../../../src/routes/resumes/repository';
import type { SearchBody } from '../../../src/routes/resumes/schemas';
import { createCompany, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

// POST /resumes/search at scale (issue 18 item 3, docs/decisions/0183): the count stops at
// searchCountLimit with totalIsEstimate, the relevance order ranks the newest matches, every company
// sees only its own resumes; and the boolean skills search is accent-blind (issue 13 item 7).
let ctx: TestContext;
const send = requester(() => ctx.app);
let admin: { authorization: string };
let other: { authorization: string };
let companyId: number;
let otherCompanyId: number;
type Json = Record<string, unknown>;
interface Answer {
  total: number;
  totalIsEstimate: boolean;
  data: Array<{ id: number; rank: number; firstName: string }>;
}

const search = async (body: Json, who = admin): Promise<Answer> => {
  const res = await send('POST', '/resumes/search', who, body);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const create = async (body: Json) => {
  const res = await send('POST', '/resumes', admin, body);
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

/** `count` resumes of one company holding `skills`, updated one minute apart from `newest` back. */
async function insertMany(company: number, count: number, skills: string[], firstName: string, newest: Date) {
  await ctx.database.db.execute(sql`
    insert into resumes (company_id, first_name, skills, skills_vector, updated_at)
    select ${company}, ${firstName} || '-' || n, ${`{${skills.map((s) => `"${s}"`).join(',')}}`}::text[],
      ${skillsToTsVector(skills)}::tsvector, ${newest.toISOString()}::timestamptz - n * interval '1 minute'
    from generate_series(1, ${count}) as n`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const company = await createCompany(ctx.database.db, { name: 'Search Scale Other Tenant' });
  otherCompanyId = company.id;
  const o = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
  other = await login(ctx.app, o.email, o.password);
  const probe = await send('POST', '/resumes', admin, { firstName: 'Probe' });
  companyId = probe.json().companyId;
  await send('DELETE', `/resumes/${probe.json().id}`, admin);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given more matches than the count limit', () => {
  beforeAll(async () => {
    const now = new Date();
    await insertMany(companyId, searchCountLimit + 5, ['Zyxwolf'], 'Broad', now);
    // Another company's matches are never counted nor shown.
    await insertMany(otherCompanyId, 7, ['Zyxwolf', 'Qrsmoth'], 'Foreign', now);
  });

  it('should stop counting at the limit and say the total is an estimate', async () => {
    const answer = await search({ query: 'zyxwolf' });
    expect(answer.total).toBe(searchCountLimit);
    expect(answer.totalIsEstimate).toBe(true);
    expect(answer.data).toHaveLength(25);
    // Equal ranks: newest first.
    expect(answer.data.slice(0, 3).map((r) => r.firstName)).toEqual(['Broad-1', 'Broad-2', 'Broad-3']);
    expect(answer.data.every((r) => r.firstName.startsWith('Broad-'))).toBe(true);
  });

  it('should count exactly below the limit, inside the company only', async () => {
    const answer = await search({ query: 'zyxwolf', $limit: 1 });
    expect(answer.totalIsEstimate).toBe(true);
    const foreign = await search({ query: 'zyxwolf AND qrsmoth' }, other);
    expect(foreign).toMatchObject({ total: 7, totalIsEstimate: false });
    expect(foreign.data.every((r) => r.firstName.startsWith('Foreign-'))).toBe(true);
    expect(await search({ query: 'qrsmoth' })).toMatchObject({ total: 0, totalIsEstimate: false, data: [] });
  });

  it('should rank a better match among the newest matches first', async () => {
    const best = await create({ firstName: 'Best', skills: ['Zyxwolf', 'Qrsmoth'] });
    const answer = await search({ query: 'zyxwolf OR qrsmoth' });
    expect(answer.data[0]?.id).toBe(best);
    expect(answer.data[0]!.rank).toBeGreaterThan(answer.data[1]!.rank);
    const ascending = await search({ query: 'zyxwolf OR qrsmoth', $sort: { relevance: 1 } });
    expect(ascending.data.map((r) => r.id)).not.toContain(best);
  });

  it('should page the newest matches by update time as well', async () => {
    const answer = await search({ query: 'zyxwolf', $sort: { updatedAt: -1 }, $skip: 980, $limit: 20 });
    expect(answer.data.map((r) => r.firstName)).toEqual(Array.from({ length: 20 }, (_, i) => `Broad-${980 + i}`));
    expect(answer.totalIsEstimate).toBe(true);
    // Past the count, pages go on to the last match (1,005 and the best one).
    const last = await search({ query: 'zyxwolf', $sort: { updatedAt: -1 }, $skip: 1000, $limit: 20 });
    expect(last.data).toHaveLength(searchCountLimit + 6 - 1000);
    const oldest = await search({ query: 'zyxwolf', $sort: { updatedAt: 1 }, $limit: 1 });
    expect(oldest.data[0]?.firstName).toBe(`Broad-${searchCountLimit + 5}`);
  });
});

describe('given a company with more resumes than the first read', () => {
  // 30,000 resumes (n = 1 the newest, a minute apart): the search first reads the newest
  // searchProbeRows (10,000), goes on from its last match when the share found says the rest lies
  // within searchProbeLimit, and otherwise searches through the GIN index (docs/decisions/0183, 0198).
  // Every path must answer the same newest matches.
  const size = 30_000;
  let big: { authorization: string };
  let bigCompanyId: number;
  const statusOf = (n: number) => [1, 2, 3, null][Math.floor(n / 20) % 4] ?? null;
  const words = (n: number) =>
    [
      n % 20 === 0 && 'Qorvex', // 1,500 matches, 500 in the first read: read on
      n % 3000 === 7 && 'Plimsk', // 10 matches, 4 in the first read: GIN
      n > 25_000 && n % 50 === 0 && 'Oldtarn', // 100 matches, none in the first read: GIN
      ((n <= 10_000 && n % 10 === 0) || n === 29_990) && 'Nearfen', // 1,001: the read on finds none, then GIN
    ].filter((w): w is string => typeof w === 'string');
  const names = (ns: number[]) => ns.map((n) => `Many-${n}`);
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

  beforeAll(async () => {
    const company = await createCompany(ctx.database.db, { name: 'Search Scale Many Resumes' });
    const user = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
    big = await login(ctx.app, user.email, user.password);
    bigCompanyId = company.id;
    const ns = range(1, size, 1);
    const skills = ns.map((n) => `{${['Filler', ...words(n)].map((w) => `"${w}"`).join(',')}}`);
    const vectors = ns.map((n) => skillsToTsVector(['Filler', ...words(n)]));
    // A residential status and a tag that vary along the Qorvex matches (n = 20, 40, …).
    const statuses = ns.map((n) => statusOf(n));
    const tags = ns.map((n) => (Math.floor(n / 20) % 3 === 0 ? '{hot}' : '{}'));
    await ctx.database.db.execute(sql`
      insert into resumes (company_id, first_name, skills, skills_vector, residential_status_id, tags, updated_at)
      select ${company.id}, 'Many-' || t.n, t.skills::text[], t.vector::tsvector, t.status, t.tags::text[],
        ${new Date().toISOString()}::timestamptz - t.n * interval '1 minute'
      from unnest(${sql.param(ns)}::int[], ${sql.param(skills)}::text[], ${sql.param(vectors)}::text[],
        ${sql.param(statuses)}::int[], ${sql.param(tags)}::text[]) as t(n, skills, vector, status, tags)`);
    await ctx.database.db.execute(sql`analyze resumes`);
  });

  it('should go on reading newest first past the first read and page across its end', async () => {
    const first = await search({ query: 'qorvex', $limit: 3 }, big);
    expect(first).toMatchObject({ total: searchCountLimit, totalIsEstimate: true });
    expect(first.data.map((r) => r.firstName)).toEqual(names([20, 40, 60]));
    // Matches 496 to 505: the last ones of the first read (n = 10,000) and the first ones read on.
    const across = await search({ query: 'qorvex', $sort: { updatedAt: -1 }, $skip: 495, $limit: 10 }, big);
    expect(across.data.map((r) => r.firstName)).toEqual(names(range(9_920, 10_100, 20)));
    const last = await search({ query: 'qorvex', $skip: 975, $limit: 50 }, big);
    expect(last.data.map((r) => r.firstName)).toEqual(names(range(19_520, 20_500, 20)));
  });

  it('should find rare and old matches through the index, counted exactly', async () => {
    const rare = await search({ query: 'plimsk' }, big);
    expect(rare).toMatchObject({ total: 10, totalIsEstimate: false });
    expect(rare.data.map((r) => r.firstName)).toEqual(names(range(7, 27_007, 3_000)));
    const old = await search({ query: 'oldtarn', $limit: 100 }, big);
    expect(old).toMatchObject({ total: 100, totalIsEstimate: false });
    expect(old.data.map((r) => r.firstName)).toEqual(names(range(25_050, 30_000, 50)));
    const none = await search({ query: 'oldtarn AND plimsk' }, big);
    expect(none).toMatchObject({ total: 0, totalIsEstimate: false, data: [] });
  });

  it('should find the match the read on missed through the index', async () => {
    const near = await search({ query: 'nearfen', $sort: { updatedAt: -1 }, $skip: 995, $limit: 25 }, big);
    expect(near).toMatchObject({ total: searchCountLimit, totalIsEstimate: true });
    expect(near.data.map((r) => r.firstName)).toEqual(names([...range(9_960, 10_000, 10), 29_990]));
    // Oldest first takes the other path (the whole order by the index) and agrees.
    const oldest = await search({ query: 'nearfen', $sort: { updatedAt: 1 }, $limit: 2 }, big);
    expect(oldest.data.map((r) => r.firstName)).toEqual(names([29_990, 10_000]));
  });

  // The window path (docs/decisions/0202) is taken past `readOnRows`; with these values it is taken for
  // the 30,000 resumes, and with a `windowShare` of 0 never. The statements sent tell which path ran.
  const paths: Record<string, SearchTuning> = {
    readOn: { readOnRows: Infinity, windowShare: 0 },
    window: { readOnRows: 0, windowShare: Infinity },
    gin: { readOnRows: 0, windowShare: 0 },
  };
  async function searchBy(path: string, body: SearchBody) {
    const dialect = new PgDialect();
    const sent: string[] = [];
    const db = new Proxy(ctx.database.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return (query: SQL) => {
          sent.push(dialect.sqlToQuery(query).sql);
          return target.execute(query);
        };
      },
    });
    const answer = await searchResumes(db, { companyId: bigCompanyId }, body, new Date(), paths[path]);
    return { answer, window: sent.some((text) => text.includes('arms_resume_search_keys')) };
  }
  const qorvex = (keep: (n: number) => boolean) => names(range(20, size, 20).filter(keep));

  it.each([
    ['qorvex', { query: 'qorvex' }, qorvex(() => true)],
    [
      'qorvex with residential statuses',
      { query: 'qorvex', residentialStatusIds: [2, 3] },
      qorvex((n) => [2, 3].includes(statusOf(n) ?? 0)),
    ],
    ['qorvex with a tag', { query: 'qorvex', tags: ['hot'] }, qorvex((n) => Math.floor(n / 20) % 3 === 0)],
  ])('should answer %s the same through the read on, the window and the GIN path', async (_, body, expected) => {
    const pages = { $sort: { updatedAt: -1 as const }, $skip: 0, $limit: 1000 };
    const answers = [];
    for (const path of Object.keys(paths)) {
      const { answer, window } = await searchBy(path, { ...body, ...pages });
      expect(window).toBe(path === 'window');
      const rest = await searchBy(path, { ...body, ...pages, $skip: 1000 });
      answers.push({
        total: answer.total,
        totalIsEstimate: answer.totalIsEstimate,
        names: [...answer.data, ...rest.answer.data].map((r) => r.firstName),
      });
    }
    // Two pages of 1,000: every match (at most 1,500 here).
    expect(answers[0]!.names).toEqual(expected);
    expect(answers[0]).toMatchObject({
      total: Math.min(expected.length, searchCountLimit),
      totalIsEstimate: expected.length > searchCountLimit,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('should go on through the GIN path when the window holds too few matches', async () => {
    // Nearfen: 1,000 matches in the first read, the next one far older than the window the share gives.
    const { answer, window } = await searchBy('window', { query: 'nearfen', $sort: { updatedAt: -1 }, $skip: 995 });
    expect(window).toBe(true);
    expect(answer.data.map((r) => r.firstName)).toEqual(names([...range(9_960, 10_000, 10), 29_990]));
  });
});

describe('given skills with Vietnamese accents', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.engineer = await create({ firstName: 'Kỹ', skills: ['Kỹ sư phần mềm', 'Đồ họa'] });
    ids.plain = await create({ firstName: 'Plain', skills: ['Ky su cau duong'] });
    ids.other = await create({ firstName: 'Other', skills: ['Kế toán'] });
  });
  const found = async (query: string) =>
    (await search({ query, $limit: 200 })).data
      .map((r) => r.id)
      .filter((id) => Object.values(ids).includes(id))
      .sort();
  const idsOf = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

  it.each([
    ['"ky su"', ['engineer', 'plain']],
    ['"kỹ sư" AND phan', ['engineer']],
    ['do AND hoa', ['engineer']],
    ['đồ*', ['engineer']],
    ['KE TOAN', ['other']],
    ['ky NOT phần', ['plain']],
  ])('should find %s without minding the accents', async (query, expected) => {
    expect(await found(query)).toEqual(idsOf(...expected));
  });

  it('should fold the skills vectors written before migration 0013 when it runs', async () => {
    const [row] = (
      (await ctx.database.db.execute(sql`
        insert into resumes (company_id, first_name, skills, skills_vector)
        values (${companyId}, 'Legacy', '{"Thiết kế đồ họa"}', $$'thiết':1 'kế':2 'đồ':3 'họa':4$$::tsvector)
        returning id`)) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    ids.legacy = row!.id;
    expect(await found('"thiet ke"')).toEqual([]);
    const migration = readFileSync(path.join(migrationsFolder, '0013_search-at-scale.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "resumes"'));
    await ctx.database.db.execute(sql.raw(backfill!));
    expect(await found('"thiet ke" AND "do hoa"')).toEqual(idsOf('legacy'));
  });
});

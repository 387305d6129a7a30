// Support for `pnpm bench:search --mode list` (bench/search/run.ts): times the pages of the resume list
// at 100,000 resumes, as the list screen (`POST /resumes/search` with filters and no boolean query) and
// as `GET /resumes` asks for them, first to last page, with filters and sorts (issue 13 point 1).
import { and, count, eq, sql } from 'drizzle-orm';
import { listResumes, resumeList } from '../routes/resumes/records-repository';
import { scopeCondition, searchResumes, summaryColumns, type ResumeScope } from '../routes/resumes/repository';
import type { SearchBody } from '../routes/resumes/schemas';
import type { Db } from './client';
import { companies, nationalities, resumes } from './schema';
import { demoCompanyName } from './seed';

export interface ListCase {
  name: string;
  run: (db: Db) => Promise<{ total: number; rows: number; estimate?: boolean }>;
  /** The same page as `GET /resumes` answered it before 0164, to run by `withoutListIndexes`. */
  before?: (db: Db) => Promise<{ total: number; rows: number }>;
}

/**
 * `GET /resumes` as it was before docs/decisions/0164: the whole rows sorted and skipped in one query,
 * the count beside it. The benchmark's baseline, timed in the same run as the route's function.
 */
async function listResumesBefore(db: Db, scope: ResumeScope, query: Record<string, unknown>) {
  const parsed = resumeList.parse(query);
  const where = and(scopeCondition(scope), parsed.where);
  const page = db
    .select(summaryColumns)
    .from(resumes)
    .where(where)
    .orderBy(...parsed.orderBy)
    .offset(parsed.skip);
  const [rows, totals] = await Promise.all([
    page.limit(parsed.limit ?? 25),
    db.select({ total: count() }).from(resumes).where(where),
  ]);
  return { total: totals[0]?.total ?? 0, rows: rows.length };
}

/** The indexes migration 0017 added for `GET /resumes` (docs/decisions/0164). */
const listIndexes = [
  'resumes_list_created_by_desc_idx',
  'resumes_list_updated_idx',
  'resumes_list_updated_asc_idx',
  'resumes_list_id_idx',
  'resumes_list_first_name_idx',
  'resumes_list_first_name_desc_idx',
  'resumes_list_last_name_idx',
  'resumes_list_last_name_desc_idx',
  'resumes_list_email_idx',
  'resumes_list_email_desc_idx',
  'resumes_list_created_idx',
  'resumes_list_created_desc_idx',
  'resumes_list_nationality_idx',
  'resumes_list_nationality_desc_idx',
  'resumes_list_location_idx',
  'resumes_list_location_desc_idx',
  'resumes_list_residential_status_idx',
  'resumes_list_residential_status_desc_idx',
];

/**
 * Runs `fn` in a transaction that drops 0017's indexes and puts back the `(company_id, created_by)` index
 * it replaced, then rolls back: the baseline reads the schema as it was, in the same run.
 */
export async function withoutListIndexes(db: Db, fn: (tx: Db) => Promise<void>): Promise<void> {
  const rolledBack = new Error('rolled back');
  try {
    await db.transaction(async (tx) => {
      for (const name of [...listIndexes, 'resumes_company_created_by_idx']) {
        await tx.execute(sql.raw(`drop index ${name}`));
      }
      await tx.execute(sql`create index resumes_company_created_by_idx on resumes (company_id, created_by)`);
      await fn(tx);
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
}

/** The list pages a recruiter asks for: the screen's search body and the plain `GET /resumes` query. */
export async function listCases(db: Db, size: number): Promise<{ scope: ResumeScope; cases: ListCase[] }> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, demoCompanyName));
  const [nationality] = await db.select({ id: nationalities.id }).from(nationalities).limit(1);
  const scope: ResumeScope = { companyId: company!.id };
  const lastSkip = Math.max(0, Math.floor((size - 1) / 25) * 25);
  const half = Math.floor(size / 50) * 25;
  const search = (name: string, body: SearchBody): ListCase => ({
    name: `POST /resumes/search ${name}`,
    run: async (on) => {
      const r = await searchResumes(on, scope, body, new Date());
      return { total: r.total, rows: r.data.length, estimate: r.totalIsEstimate };
    },
  });
  const get = (name: string, query: Record<string, unknown>): ListCase => ({
    name: `GET /resumes ${name}`,
    run: async (on) => {
      const r = await listResumes(on, scope, query);
      return { total: r.total, rows: r.data.length };
    },
    before: (on) => listResumesBefore(on, scope, query),
  });
  const sorts = resumeList.sortable.flatMap((field) => [1, -1].map((dir) => [field, dir] as const));
  return {
    scope,
    cases: [
      search('page 1 (newest)', { $skip: 0, $limit: 25, $sort: { updatedAt: -1 } }),
      search('page 2', { $skip: 25, $limit: 25, $sort: { updatedAt: -1 } }),
      search('page 40 (skip 975)', { $skip: 975, $limit: 25, $sort: { updatedAt: -1 } }),
      search(`last page (skip ${lastSkip})`, { $skip: lastSkip, $limit: 25, $sort: { updatedAt: -1 } }),
      search('page 1 by last name', { $skip: 0, $limit: 25, $sort: { lastName: 1 } }),
      search('page 1 name "nguyen van"', { $skip: 0, $limit: 25, keyword: 'nguyen van', $sort: { updatedAt: -1 } }),
      search('page 1 nationality + age 25-35', {
        $skip: 0,
        $limit: 25,
        nationalityIds: [nationality!.id],
        ageBands: ['from25To35'],
        $sort: { updatedAt: -1 },
      }),
      search('page 1 experience 5-15 + salary', {
        $skip: 0,
        $limit: 25,
        experienceBands: ['from5To10', 'from10To15'],
        salaryMin: 3000,
        salaryMax: 8000,
        salaryPeriod: 3,
        $sort: { updatedAt: -1 },
      }),
      get('page 1', { $skip: 0, $limit: 25 }),
      get('page 2', { $skip: 25, $limit: 25 }),
      get('page 40 (skip 975)', { $skip: 975, $limit: 25 }),
      get(`last page (skip ${lastSkip})`, { $skip: lastSkip, $limit: 25 }),
      get('page 1 nationality', { $skip: 0, $limit: 25, nationalityId: nationality!.id }),
      get(`middle page (skip ${half})`, { $skip: half, $limit: 25 }),
      ...sorts.flatMap(([field, dir]) => [
        get(`page 1 by ${field} ${dir === 1 ? 'asc' : 'desc'}`, { $skip: 0, $limit: 25, $sort: { [field]: dir } }),
        get(`last page by ${field} ${dir === 1 ? 'asc' : 'desc'}`, {
          $skip: lastSkip,
          $limit: 25,
          $sort: { [field]: dir },
        }),
      ]),
    ],
  };
}

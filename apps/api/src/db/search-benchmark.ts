// Support for `pnpm bench:search` (bench/search/run.ts): seeds scratch databases and times the resume
// search through the API's own query against the same query as an ILIKE sequential scan (index and
// bitmap scans switched off for it, so the planner cannot serve its filters or its order by an index).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseBooleanQuery, type BooleanQueryAst } from '@arms/domain';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { searchConditions, searchResumes, type ResumeScope } from '../routes/resumes/repository';
import type { SearchBody } from '../routes/resumes/schemas';
import { openDatabase, type Database, type Db } from './client';
import { companies, locations, nationalities, resumes } from './schema';
import { demoCompanyName, seedDemo } from './seed';
import { seedDemoResumes } from './seed-resumes';
import { listCases, withoutListIndexes, type ListCase } from './list-benchmark';

export interface SearchBenchmarkOptions {
  sizes: number[];
  drivers: Array<'postgres' | 'pglite'>;
  runs: number;
  /** PostgreSQL server to create scratch databases on. */
  adminUrl: string;
  /**
   * Keep the seeded data between runs (`--keep`): PostgreSQL uses a database named after the size
   * (arms_bench_keep_<size>), PGlite a folder of the same name in the temporary folder; a kept one that
   * already holds the resumes is migrated (new migrations run on the old data) and not seeded again.
   */
  keep?: boolean;
  /** `search`: the boolean queries against ILIKE; `list`: the list's pages (`listCases`). @default 'search' */
  mode?: 'search' | 'list';
  log: (line: string) => void;
}

function queries(locationId: number, nationalityId: number): Array<{ name: string; body: SearchBody }> {
  return [
    { name: 'java AND spring* + location', body: { query: 'java AND spring*', locationIds: [locationId] } },
    { name: '"spring boot" AND (aws OR azure)', body: { query: '"spring boot" AND (aws OR azure)' } },
    {
      name: 'python AND (django OR flask) NOT php + experience',
      body: { query: 'python AND (django OR flask) NOT php', experienceBands: ['from5To10', 'from10To15'] },
    },
    {
      name: 'react OR angular OR vue* + updated 12m',
      body: { query: 'react OR angular OR vue*', updatedWithinMonths: 12 },
    },
    {
      name: 'accounting AND (sap OR excel) + salary',
      body: { query: 'accounting AND (sap OR excel)', salaryMin: 3000, salaryMax: 8000, salaryPeriod: 3 },
    },
    {
      name: 'docker AND kubernetes AND terraform + avail',
      body: { query: 'docker AND kubernetes AND terraform', availability: 30 },
    },
    {
      name: '"machine learning" OR tensorflow + age',
      body: { query: '"machine learning" OR tensorflow OR pytorch', ageBands: ['from25To35'] },
    },
    {
      name: 'recruitment NOT payroll + nationality',
      body: { query: 'recruitment NOT payroll', nationalityIds: [nationalityId] },
    },
    { name: 'sales AND negotiation + tag', body: { query: 'sales AND negotiation', tags: ['hot'] } },
    { name: 'c++ OR c# + residential status', body: { query: 'c++ OR c#', residentialStatusIds: [1, 2] } },
  ];
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const skillsText = sql`array_to_string(${resumes.skills}, ' ')`;

/** The baseline: the same boolean query as ILIKE conditions over the skills text (no index can help). */
function ilike(ast: BooleanQueryAst): SQL {
  switch (ast.type) {
    case 'term':
      return sql`${skillsText} ilike ${like(ast.text)}`;
    case 'phrase':
      return sql`${skillsText} ilike ${like(ast.words.map((w) => w.text).join(' '))}`;
    case 'not':
      return sql`not (${ilike(ast.operand)})`;
    case 'and':
      return sql`(${sql.join(ast.operands.map(ilike), sql` and `)})`;
    case 'or':
      return sql`(${sql.join(ast.operands.map(ilike), sql` or `)})`;
  }
}

/**
 * The baseline of issue 18: the query as a sequential ILIKE scan. Index and bitmap scans are switched off
 * for its two statements (each in its own transaction, run side by side as before), because the planner
 * otherwise serves the filters that have an index of their own (location, nationality, tags) or the
 * newest-first order through those indexes, and the baseline would no longer be a sequential scan.
 */
async function scanSearch(database: Database, scope: ResumeScope, body: SearchBody) {
  const parsed = parseBooleanQuery(body.query ?? '');
  const { where } = searchConditions(scope, { ...body, query: undefined }, new Date());
  const all = parsed.ok && parsed.ast ? and(where, ilike(parsed.ast)) : where;
  const sequential = <T>(run: (tx: Db) => Promise<T>) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return run(tx);
    });
  const [rows, totals] = await Promise.all([
    sequential((tx) =>
      tx.select({ id: resumes.id }).from(resumes).where(all).orderBy(desc(resumes.updatedAt)).limit(25),
    ),
    sequential((tx) => tx.select({ total: count() }).from(resumes).where(all)),
  ]);
  return { total: totals[0]?.total ?? 0, rows: rows.length };
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(10);

async function open(driver: 'postgres' | 'pglite', adminUrl: string, size: number, keep: boolean) {
  const kept = `arms_bench_keep_${size}`;
  if (driver === 'pglite') {
    const dir = keep ? path.join(tmpdir(), kept) : mkdtempSync(path.join(tmpdir(), 'arms-bench-'));
    mkdirSync(dir, { recursive: true });
    const database = await openDatabase({ driver: 'pglite', dataDir: dir });
    return { database, drop: async () => (keep ? undefined : rmSync(dir, { recursive: true, force: true })) };
  }
  const name = keep ? kept : `arms_bench_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      if (keep) return;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Prints, per driver and size, p50/p95 of ten boolean queries with filters: GIN index against ILIKE scan. */
export async function runSearchBenchmark(options: SearchBenchmarkOptions) {
  const { sizes, drivers, runs, adminUrl, log, keep = false, mode = 'search' } = options;
  for (const driver of drivers) {
    for (const size of sizes) {
      const { database, drop } = await open(driver, adminUrl, size, keep);
      try {
        const started = performance.now();
        await database.migrate();
        const db = database.db;
        const [seeded] = await db.select({ n: count() }).from(resumes);
        if ((seeded?.n ?? 0) < size) {
          await seedDemo(db);
          await seedDemoResumes(db, { count: size });
        }
        // Measured on a settled database, as one in use is: right after seeding, autovacuum visits the new
        // tables during the first measurements (one 27 ms run among 15 ms ones, docs/performance.md).
        // PGlite has no autovacuum.
        if (driver === 'postgres') await database.exec('VACUUM ANALYZE');
        log(
          `\n${driver}, ${size.toLocaleString('en')} resumes (${(seeded?.n ?? 0) >= size ? 'kept, migrated' : 'seeded'} in ${((performance.now() - started) / 1000).toFixed(0)} s), ${runs} runs each`,
        );
        if (mode === 'list') {
          // Every page through the route's function, then the GET pages as they were before 0164 (the old
          // query on the old indexes, in a transaction that is rolled back), so both come from one run.
          const { cases } = await listCases(db, size);
          const after = new Map<ListCase, { answer: Awaited<ReturnType<ListCase['run']>>; took: number[] }>();
          for (const c of cases) after.set(c, { answer: await c.run(db), took: await time(runs, () => c.run(db)) });
          const before = new Map<ListCase, number[]>();
          await withoutListIndexes(db, async (tx) => {
            for (const c of cases) {
              if (!c.before) continue;
              const answer = await c.before(tx);
              if (answer.total !== after.get(c)!.answer.total || answer.rows !== after.get(c)!.answer.rows) {
                throw new Error(`${c.name}: before ${JSON.stringify(answer)}, after ${JSON.stringify(after.get(c))}`);
              }
              before.set(c, await time(runs, () => c.before!(tx)));
            }
          });
          log(
            `${'page'.padEnd(56)} ${'total'.padStart(8)} ${'rows'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'before p50'.padStart(11)} ${'before p95'.padStart(11)} ${'x p50'.padStart(7)}`,
          );
          for (const c of cases) {
            const { answer, took } = after.get(c)!;
            const old = before.get(c);
            log(
              `${c.name.padEnd(56)} ${`${answer.total}${answer.estimate ? '+' : ''}`.padStart(8)} ${String(answer.rows).padStart(5)} ${ms(pct(took, 50))} ${ms(pct(took, 95))}${old ? ` ${ms(pct(old, 50)).padStart(11)} ${ms(pct(old, 95)).padStart(11)} ${`${(pct(old, 50) / pct(took, 50)).toFixed(1)}x`.padStart(7)}` : ''}`,
            );
          }
          continue;
        }
        const [company] = await db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.name, demoCompanyName));
        const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
        const [nationality] = await db.select({ id: nationalities.id }).from(nationalities).limit(1);
        const scope = { companyId: company!.id };
        log(
          'scan: the same query as a sequential ILIKE scan (enable_indexscan, enable_indexonlyscan and enable_bitmapscan off)',
        );
        log(
          `${'query'.padEnd(48)} ${'matches'.padStart(8)} ${'GIN p50'.padStart(10)} ${'GIN p95'.padStart(10)} ${'scan p50'.padStart(10)} ${'scan p95'.padStart(10)} ${'x p50'.padStart(7)} ${'x p95'.padStart(7)}`,
        );
        for (const { name, body } of queries(location!.id, nationality!.id)) {
          const indexed = await searchResumes(db, scope, body, new Date());
          const scanned = await scanSearch(database, scope, body);
          const gin = await time(runs, () => searchResumes(db, scope, body, new Date()));
          const scan = await time(runs, () => scanSearch(database, scope, body));
          const ratio = (p: number) => `${(pct(scan, p) / pct(gin, p)).toFixed(1)}x`.padStart(7);
          log(
            `${name.padEnd(48)} ${`${indexed.total}${indexed.totalIsEstimate ? '+' : ''}`.padStart(8)} ${ms(pct(gin, 50))} ${ms(pct(gin, 95))} ${ms(pct(scan, 50))} ${ms(pct(scan, 95))} ${ratio(50)} ${ratio(95)}${scanned.total === indexed.total || (indexed.totalIsEstimate && scanned.total > indexed.total) ? '' : `  (ILIKE finds ${scanned.total}: substrings)`}`,
          );
        }
      } finally {
        await database.close();
        await drop();
      }
    }
  }
}

export interface ExplainSearchOptions {
  size: number;
  /** Only the queries whose name holds this. */
  only?: string;
  /** One line per statement (time, rows, buffers) instead of the whole plan. */
  summary?: boolean;
  adminUrl: string;
  log: (line: string) => void;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement `searchResumes` sends for the benchmark's queries on the
 * kept database of `size` (bench/search/explain.ts): the load-independent view (buffers and rows) of
 * where a search's time goes.
 */
export async function explainSearch(options: ExplainSearchOptions) {
  const { size, only, summary = false, adminUrl, log } = options;
  const recorded: Array<{ text: string; values: unknown[] }> = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, config: unknown, ...rest: unknown[]) {
    if (typeof config === 'object' && config !== null && 'text' in config) {
      const { text, values } = config as { text: string; values?: unknown[] };
      recorded.push({ text, values: values ?? (Array.isArray(rest[0]) ? rest[0] : []) });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  const url = new URL(adminUrl);
  url.pathname = `/arms_bench_keep_${size}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 1 });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await database.migrate();
    recorded.length = 0;
    const db = database.db;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, demoCompanyName));
    const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
    const [nationality] = await db.select({ id: nationalities.id }).from(nationalities).limit(1);
    const scope = { companyId: company!.id };
    for (const { name, body } of queries(location!.id, nationality!.id)) {
      if (only && !name.includes(only)) continue;
      recorded.length = 0;
      const t = performance.now();
      const answer = await searchResumes(db, scope, body, new Date());
      const took = performance.now() - t;
      log(
        `\n## ${name}: ${answer.total}${answer.totalIsEstimate ? '+' : ''} matches, ${recorded.length} statements, ${took.toFixed(1)} ms`,
      );
      for (const { text, values } of [...recorded]) {
        const plan = await client.query({ text: `explain (analyze, buffers) ${text}`, values });
        const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
        if (summary) {
          const top = lines[0]!.replace(/\s+\(cost=[^)]*\)/, '');
          const buffers = lines.find((l) => l.includes('Buffers:'))?.trim() ?? '';
          log(`- ${top.trim()} | ${buffers} | ${lines.filter((l) => /Time:/.test(l)).join(' | ')}`);
        } else {
          log(`\n${text}\n${JSON.stringify(values)}\n${lines.join('\n')}`);
        }
      }
    }
  } finally {
    pg.Pool.prototype.query = original;
    await client.end();
    await database.close();
  }
}

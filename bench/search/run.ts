// `pnpm bench:search`: p50 and p95 latency of ten typical boolean skills queries with filters, through the
// API's own search (tsquery against the GIN-indexed tsvector), beside the same queries as a sequential
// scan (ILIKE over the skills, index and bitmap scans off), as ratios; on PostgreSQL and on PGlite, for
// 100,000 and 1,000,000 resumes.
// A benchmark, not a test. Options: --sizes 100000,1000000 --drivers postgres,pglite --runs 10 --keep
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a scratch
// database is created and dropped per size, PGlite uses a temporary folder. --keep keeps them seeded
// (arms_bench_keep_<size>) for the next run, which only migrates them. --mode list times the resume list's
// pages instead (POST /resumes/search as the list screen sends it, and GET /resumes), first to last page.
import { parseArgs } from 'node:util';
import { runSearchBenchmark } from '../../apps/api/src/db/search-benchmark';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    drivers: { type: 'string', default: 'postgres,pglite' },
    runs: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    mode: { type: 'string', default: 'search' },
  },
});

if (values.mode !== 'search' && values.mode !== 'list') throw new Error(`--mode is search or list, not ${values.mode}`);

await runSearchBenchmark({
  sizes: values.sizes.split(',').map(Number),
  drivers: values.drivers.split(',') as Array<'postgres' | 'pglite'>,
  runs: Number(values.runs),
  keep: values.keep,
  mode: values.mode,
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  log: (line) => console.log(line),
});

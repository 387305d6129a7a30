// `pnpm exec tsx bench/search/explain.ts`: EXPLAIN (ANALYZE, BUFFERS) of every statement the API's search
// sends for the benchmark's ten queries, on a kept database (arms_bench_keep_<size>, see run.ts).
// Options: --size 1000000 --only <substring of a query name> --format text|summary
// BENCH_DATABASE_URL as in run.ts. A diagnostic, not a benchmark: each statement runs twice (once for
// the answer, once under EXPLAIN ANALYZE).
import { parseArgs } from 'node:util';
import { explainSearch } from '../../apps/api/src/db/search-benchmark';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    only: { type: 'string' },
    format: { type: 'string', default: 'text' },
  },
});
await explainSearch({
  size: Number(values.size),
  only: values.only,
  summary: values.format === 'summary',
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  log: (line) => console.log(line),
});

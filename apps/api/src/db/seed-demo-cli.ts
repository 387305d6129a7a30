// `pnpm seed:demo --resumes N`: migrates the configured database (DATABASE_URL, or the embedded one under
// ARMS_DATA_DIR), loads the demo data and adds N generated resumes to the demo employer.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemo } from './seed';
import { seedDemoResumes } from './seed-resumes';

const { values } = parseArgs({
  options: { resumes: { type: 'string', default: '1000' }, seed: { type: 'string', default: '7' } },
});
const count = Number(values.resumes);
if (!Number.isInteger(count) || count < 0) throw new Error('--resumes takes a whole number');
const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ driver: 'postgres', url: config.databaseUrl, poolSize: 2 })
  : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
const started = performance.now();
try {
  await database.migrate();
  await seedDemo(database.db);
  let last = 0;
  await seedDemoResumes(database.db, {
    count,
    seed: Number(values.seed),
    onProgress: (done) => {
      if (done - last >= 50_000 || done === count) {
        last = done;
        process.stdout.write(
          `${done.toLocaleString('en')} resumes (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
        );
      }
    },
  });
  process.stdout.write(
    `Seeded ${count.toLocaleString('en')} resumes into ${database.driver === 'pglite' ? 'the embedded database' : 'PostgreSQL'} in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
  );
} finally {
  await database.close();
}

// `pnpm --filter @arms/api seed`: migrates the configured database (DATABASE_URL, or the embedded one
// under ARMS_DATA_DIR) and loads the reference lists, plus the demo data unless `--reference-only`.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemo, seedReference } from './seed';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
  : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  if (process.argv.includes('--reference-only')) await seedReference(database.db);
  else await seedDemo(database.db);
  console.log(`Seeded ${database.driver === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}.`);
} finally {
  await database.close();
}

// Writes the OpenAPI document the server emits to packages/api-client/openapi.json (or the path given).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openDatabase, repoRoot } from '../src/db/client';

const database = await openDatabase({ driver: 'pglite' });
const app = await buildApp({ database, jwtSecret: 'openapi-emit-only' });
await app.ready();
const target = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.join(repoRoot, 'packages/api-client/openapi.json');
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`wrote ${path.relative(process.cwd(), target)}`);

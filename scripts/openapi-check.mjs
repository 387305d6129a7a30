// Fails when the committed OpenAPI document or the generated types differ from what the server emits.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './pnpm.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'arms-openapi-'));
const committedDoc = path.join(root, 'packages/api-client/openapi.json');
const committedTypes = path.join(root, 'packages/api-client/src/generated/schema.ts');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
try {
  const emittedDoc = path.join(dir, 'openapi.json');
  execFileSync(bin('tsx'), ['apps/api/scripts/emit-openapi.ts', emittedDoc], { cwd: root, stdio: 'pipe' });
  const emittedTypes = path.join(dir, 'schema.ts');
  execFileSync(
    path.join(root, 'packages/api-client/node_modules/.bin/openapi-typescript'),
    [committedDoc, '-o', emittedTypes],
    { cwd: path.join(root, 'packages/api-client'), stdio: 'pipe' },
  );
  execFileSync(bin('prettier'), ['--write', emittedTypes, '--config', path.join(root, '.prettierrc.json')], {
    cwd: root,
    stdio: 'pipe',
  });
  const problems = [];
  if (readFileSync(emittedDoc, 'utf8') !== readFileSync(committedDoc, 'utf8')) {
    problems.push('packages/api-client/openapi.json differs from what the server emits');
  }
  if (readFileSync(emittedTypes, 'utf8') !== readFileSync(committedTypes, 'utf8')) {
    problems.push('packages/api-client/src/generated/schema.ts differs from what openapi-typescript generates');
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nRun \`pnpm openapi:emit\` and commit the result.`);
    process.exit(1);
  }
  console.log('OpenAPI document and generated types match the server.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

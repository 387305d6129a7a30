import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'packages/api-client/openapi.json');
const spectral = path.join(root, 'node_modules/.bin/spectral');

interface Problem {
  code: string;
  severity: number;
  path: string[];
  message: string;
}

/** Spectral with the repository's ruleset (.spectral.yaml: spectral:oas and the OWASP API ruleset). */
function lint(file: string): Problem[] {
  const run = spawnSync(spectral, ['lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '-f', 'json', '-q'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const start = run.stdout.indexOf('[');
  if (start === -1) throw new Error(`spectral gave no report: ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout.slice(start)) as Problem[];
}

const where = (p: Problem) => `${p.code} ${p.path[2] ?? ''} ${p.path[1] ?? ''}`.trim();

/**
 * The warnings kept on purpose, each explained in docs/decisions/0184-openapi-owasp-lint.md. A new public
 * operation or a new credential in a URL fails this test until the record and this list say why.
 */
const keptWarnings = [
  ...[
    '/ping',
    '/users/check-email',
    '/users/check-token',
    '/sectors/public',
    '/country-codes',
    '/files/download',
    '/files/public/{path}',
    '/documents/public/{publicKey}',
    '/news-events/public',
    '/articles/public',
    '/banners/public',
    '/advertisements/public',
    '/social-links/public',
    '/cms/{id}',
    '/candidate-links/invitation',
    '/candidate-links/feedback',
  ].map((p) => `owasp:api2:2023-read-restricted get ${p}`),
  ...[
    '/auth',
    '/auth-management',
    '/resend-verification-email',
    '/companies/registration',
    '/contact-us',
    '/candidate-links/invitation',
    '/candidate-links/feedback',
  ].map((p) => `owasp:api2:2023-write-restricted post ${p}`),
  ...['/users/check-token', '/candidate-links/invitation', '/candidate-links/feedback'].map(
    (p) => `owasp:api2:2023-no-credentials-in-url get ${p}`,
  ),
].sort();

describe('given the OpenAPI contract and the OWASP API lint', () => {
  const problems = lint(contract);

  it('should have no errors', () => {
    expect(problems.filter((p) => p.severity === 0).map((p) => `${where(p)}: ${p.message}`)).toEqual([]);
  });

  it('should keep only the warnings its decision record explains', () => {
    expect(
      problems
        .filter((p) => p.severity === 1)
        .map(where)
        .sort(),
    ).toEqual(keptWarnings);
  });
});

describe('given a contract with the faults the lint exists for', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'arms-spectral-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should report each as an error', () => {
    const file = path.join(dir, 'bad.json');
    const answer = (headers?: Record<string, unknown>) => ({
      description: 'ok',
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    const rateHeaders = {
      'RateLimit-Limit': { schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 10 } },
      'RateLimit-Reset': { schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 10 } },
    };
    writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 't', version: '1', description: 'd', contact: { name: 'c' } },
        servers: [{ url: '/api', description: 'local', 'x-internal': false }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
        tags: [{ name: 't' }],
        paths: {
          '/things': {
            get: {
              operationId: 'listThings',
              tags: ['t'],
              summary: 's',
              security: [{ bearerAuth: [] }],
              parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
              responses: {
                200: {
                  description: 'ok',
                  content: { 'application/json': { schema: { type: 'array', items: { type: 'integer' } } } },
                },
                400: answer(),
                500: answer(),
              },
            },
            post: {
              operationId: 'addThing',
              tags: ['t'],
              summary: 's',
              security: [{ bearerAuth: [] }],
              responses: { 201: answer(rateHeaders), 400: answer(), 401: answer(), 429: answer(), 500: answer() },
            },
          },
        },
      }),
    );
    const codes = new Set(
      lint(file)
        .filter((p) => p.severity === 0)
        .map((p) => p.code),
    );
    expect([...codes].sort()).toEqual([
      'arms-rate-limit-headers-with-retry-after',
      'arms-secured-operation-answers-401',
      'owasp:api4:2023-array-limit',
      'owasp:api4:2023-integer-format',
      'owasp:api4:2023-integer-limit',
      'owasp:api4:2023-string-limit',
    ]);
  });
});

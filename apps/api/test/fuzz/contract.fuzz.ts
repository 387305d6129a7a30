// Contract-driven fuzzing (issue 19): for every operation of the OpenAPI document the server emits (the
// same document as packages/api-client/openapi.json, which `openapi:check` keeps equal), generated invalid
// and edge inputs must get an answer the contract documents, never a 5xx, and every error body must carry a
// catalogue code. A fixed seed makes every run the same; FUZZ_RUNS (cases per operation) and FUZZ_SEED
// change the run by hand, e.g. `FUZZ_RUNS=1000 pnpm test:fuzz`.
import { isErrorCode } from '@arms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { demoAccounts } from '../../src/db/seed';
import { createTestContext, testSecret, type TestContext } from '../harness';
import { generateCase, type Operation, type OpenApi, rng } from './generate';

const runs = Number(process.env.FUZZ_RUNS ?? 8);
const seed = Number(process.env.FUZZ_SEED ?? 19);

interface Finding {
  operation: string;
  mutation: string;
  request: string;
  status: number;
  body: string;
}

let ctx: TestContext;
let document: OpenApi;
const callers: Array<{ userId: number; portal: 'crms' | 'arms' }> = [];

beforeAll(async () => {
  ctx = await createTestContext();
  document = ctx.app.swagger() as unknown as OpenApi;
  for (const account of [demoAccounts.accountAdmin, demoAccounts.platformAdmin]) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    callers.push({ userId: row!.id, portal: account.portal });
  }
});

afterAll(async () => {
  await ctx?.close();
});

function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) list.push({ path, method: method.toUpperCase(), op });
  }
  return list;
}

describe('given generated invalid and edge inputs for every operation of the contract', () => {
  it(`should answer only documented statuses, never a 5xx, with catalogue codes (${runs} cases per operation, seed ${seed})`, async () => {
    const random = rng(seed);
    const findings: Finding[] = [];
    const counts = { requests: 0, ok: 0, clientErrors: 0 };
    const ops = operations();
    expect(ops.length).toBeGreaterThan(300);
    for (const operation of ops) {
      for (let i = 0; i < runs; i++) {
        const caller = callers[i % callers.length]!;
        const token = signAccessToken(String(caller.userId), caller.portal, testSecret, 600).token;
        const c = generateCase(operation, document, random, `Bearer ${token}`);
        // Raw inject, not `requester`: the generated case is sent as it is (its full URL, its own headers, any body bytes).
        const res = await ctx.app.inject({
          method: operation.method as 'GET',
          url: c.url,
          headers: c.headers,
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        counts.requests++;
        const documented = Object.keys(operation.op.responses ?? {});
        let problem: string | undefined;
        if (res.statusCode >= 500) problem = '5xx';
        else if (!documented.includes(String(res.statusCode))) problem = 'undocumented status';
        else if (res.statusCode >= 400) {
          let code: unknown;
          try {
            code = res.json<{ error?: unknown }>().error;
          } catch {
            code = undefined;
          }
          if (!isErrorCode(code)) problem = 'error body without a catalogue code';
        }
        if (res.statusCode < 400) counts.ok++;
        else counts.clientErrors++;
        if (problem) {
          findings.push({
            operation: `${operation.method} ${operation.path}`,
            mutation: `${problem}: ${c.mutation}`,
            request: `${operation.method} ${c.url.slice(0, 200)}`,
            status: res.statusCode,
            body: res.body.slice(0, 200),
          });
        }
      }
    }
    console.warn(
      `fuzz: ${counts.requests} requests over ${ops.length} operations: ${counts.ok} accepted, ${counts.clientErrors} refused, ${findings.length} findings`,
    );
    const groups = new Map<string, { count: number; example: Finding }>();
    for (const f of findings) {
      const key = `${f.status} ${f.mutation.split(/[=:]/).slice(0, 2).join(':')}`;
      const g = groups.get(key) ?? { count: 0, example: f };
      g.count++;
      groups.set(key, g);
    }
    for (const [key, g] of groups)
      console.warn(`  ${g.count} × ${key}\n      e.g. ${g.example.request} → ${g.example.body}`);
    expect(findings.slice(0, 20)).toEqual([]);
  }, 900_000);
});

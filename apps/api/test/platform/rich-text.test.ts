// Every rich-text property of the contract is sanitised on save by one function (issue 19): the schemas
// mark them `x-rich-text`, the validator passes each through sanitizeRichText, and this walks them all.
import Ajv from 'ajv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextKeyword, richTextPlugin } from '../../src/http/rich-text';
import { users } from '../../src/db/schema';
import { demoAccounts } from '../../src/db/seed';
import { createTestContext, login, requester, type TestContext } from '../harness';

type Schema = Record<string, unknown>;

let ctx: TestContext;
const send = requester(() => ctx.app);
let admin: { authorization: string };
let platform: { authorization: string };

const dirty =
  '<p style="width: 640px; color: red; background: yellow; text-align: center">Hello\uFFFC <b>team</b></p>' +
  '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';

function expectClean(html: unknown) {
  expect(typeof html).toBe('string');
  const text = html as string;
  expect(text).toContain('Hello');
  expect(text).toContain('<b>team</b>');
  expect(text).not.toMatch(/<script|onerror|javascript:|width|color|background|\uFFFC/i);
  expect(text).toContain('text-align:center');
}

/** Every body property marked rich text, as `METHOD path body.a.b`, with its schema. */
function richTextProperties(doc: {
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, unknown> };
}) {
  const found: Array<{ where: string; schema: Schema }> = [];
  const walk = (schema: unknown, where: string, seen: Set<unknown>) => {
    if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
    seen.add(schema);
    const s = schema as Schema;
    if (s[richTextKeyword] === true) found.push({ where, schema: s });
    // Shared schemas are referenced from the components: follow them too.
    if (typeof s.$ref === 'string') walk(doc.components?.schemas?.[s.$ref.split('/').pop()!], where, seen);
    for (const [name, child] of Object.entries((s.properties as Schema | undefined) ?? {}))
      walk(child, `${where}.${name}`, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      for (const child of (s[key] as unknown[] | undefined) ?? []) walk(child, where, seen);
    if (s.items) walk(s.items, `${where}[]`, seen);
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      // Every media type of the body (JSON and multipart alike).
      const content = (op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
      for (const { schema } of Object.values(content ?? {}))
        walk(schema, `${method.toUpperCase()} ${path} body`, new Set());
    }
  }
  return found;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  platform = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});

afterAll(async () => {
  await ctx?.close();
});

describe('given every property of the contract marked as rich text', () => {
  it('should mark the rich texts of jobs, hiring entities, signatures, policies, CMS content and emails', () => {
    const where = richTextProperties(ctx.app.swagger() as never).map((p) => p.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'POST /jobs body.description',
        'PATCH /jobs/{id} body.description',
        'POST /departments body.description',
        'PATCH /departments/{id} body.description',
        'PATCH /users/{id} body.emailSign',
        'POST /custom-emails body.body',
        'PATCH /custom-emails/{id} body.body',
      ]),
    );
    expect(where.some((w) => w.endsWith('body.dataProtectionPolicy'))).toBe(true);
    expect(where.some((w) => w.endsWith('body.content'))).toBe(true);
  });

  it('should sanitise each of them with the one function while validating', () => {
    const ajv = richTextPlugin(new Ajv({ strict: false }));
    const properties = richTextProperties(ctx.app.swagger() as never);
    expect(properties.length).toBeGreaterThanOrEqual(10);
    for (const { where, schema } of properties) {
      const validate = ajv.compile({ type: 'object', properties: { value: schema } });
      const data = { value: dirty };
      expect(validate(data), where).toBe(true);
      expectClean(data.value);
    }
  });
});

describe('given rich text sent to the routes the probe found unsanitised', () => {
  it('should store a job description sanitised on create and on edit', async () => {
    const created = await send('POST', '/jobs', admin, { position: 'Rich text probe', description: dirty });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const read = await send('GET', `/jobs/${id}`, admin);
    expectClean(read.json<{ description: string }>().description);
    const edited = await send('PATCH', `/jobs/${id}`, admin, {
      description: `${dirty}<iframe src="https://evil.test"></iframe>`,
    });
    expect(edited.statusCode).toBe(200);
    const again = await send('GET', `/jobs/${id}`, admin);
    expectClean(again.json<{ description: string }>().description);
    expect(again.json<{ description: string }>().description).not.toContain('iframe');
  });

  it('should store a hiring entity description sanitised', async () => {
    const created = await send('POST', '/departments', admin, { name: `Entity ${Date.now()}`, description: dirty });
    expect(created.statusCode).toBe(201);
    expectClean(created.json<{ description: string }>().description);
  });

  it('should store an email signature sanitised', async () => {
    const [row] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.accountAdmin.email));
    const userId = row!.id;
    const res = await send('PATCH', `/users/${userId}`, platform, { emailSign: dirty });
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.database.db
      .select({ emailSign: users.emailSign })
      .from(users)
      .where(eq(users.id, userId));
    expectClean(stored!.emailSign);
  });
});

// Request generation for the contract fuzzer: a valid-looking request from an operation's schemas, then
// one mutation drawn from the inputs that broke the API before (issue 19) and the usual suspects.

export interface Schema {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, unknown>;
  security?: unknown[];
}

export interface OpenApi {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  path: string;
  method: string;
  op: OperationObject;
}

export interface FuzzCase {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutation: string;
}

export type Random = () => number;

/** mulberry32: a small seeded generator, so a run is the same every time. */
export function rng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function resolve(schema: Schema, doc: OpenApi): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 5; i++) s = doc.components.schemas[s.$ref.replace('#/components/schemas/', '')] ?? {};
  return s;
}

/** A value the schema accepts, as far as a simple generator can tell. */
export function sample(schema: Schema, doc: OpenApi, random: Random, depth = 0): unknown {
  const s = resolve(schema, doc);
  if (s.const !== undefined) return s.const;
  if (s.enum) return pick(random, s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const usable = alternatives.filter((a) => resolve(a, doc).type !== 'null');
    return sample(pick(random, usable.length ? usable : alternatives), doc, random, depth);
  }
  if (s.allOf) return sample(s.allOf[0]!, doc, random, depth);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'date-time') return '2026-01-15T09:30:00.000Z';
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'email') return 'fuzz.person@example.test';
      if (s.format === 'uri') return 'https://example.test/page';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'x'.repeat(Math.max(1, s.minLength ?? 3)).slice(0, s.maxLength ?? 100);
    case 'integer':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'array':
      return depth > 4 || !s.items
        ? []
        : Array.from({ length: s.minItems ?? (random() < 0.5 ? 1 : 0) }, () =>
            sample(s.items!, doc, random, depth + 1),
          );
    case 'object':
    default: {
      if (depth > 4 || !s.properties) return {};
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties)) {
        if (s.required?.includes(name) || random() < 0.3) out[name] = sample(prop, doc, random, depth + 1);
      }
      return out;
    }
  }
}

const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
function deepObject(n: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}

/** Values that broke the API before, or that a careless handler would pass to SQL. */
const badValues: ReadonlyArray<readonly [string, () => unknown]> = [
  ['int4 + 1', () => 2_147_483_648],
  ['int4 - 1', () => -2_147_483_649],
  ['1e20', () => 1e20],
  ['1e308', () => 1e308],
  ['fraction', () => 1.5],
  ['negative', () => -1],
  ['zero', () => 0],
  ['NUL in text', () => 'a\u0000b'],
  ['lone high surrogate', () => 'a\uD800'],
  ['lone low surrogate', () => '\uDC00b'],
  ['huge text', () => 'y'.repeat(200_000)],
  ['empty text', () => ''],
  ['leap second', () => '9999-12-31T23:59:60Z'],
  ['year 0', () => '0000-01-01'],
  ['year 275760', () => '+275760-09-13T00:00:00.000Z'],
  ['30 February', () => '2026-02-30'],
  ['not an email', () => 'not an email <x>'],
  ['script', () => '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['number as text', () => '1e309'],
  ['boolean', () => true],
  ['null', () => null],
  ['array', () => [1, 'a', null]],
  ['object', () => ({ $gt: 1 })],
  ['deep object', () => deepObject(60)],
  ['long array', () => Array.from({ length: 5000 }, (_, i) => i)],
];

/** Path values that are not ids, or ids out of range. */
const badPathValues = [
  '2147483648',
  '-2147483649',
  '1e309',
  '99999999999999999999',
  '1.5',
  '-1',
  '0',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  'NaN',
];

/** Query values (already URL-encoded) that broke lists before. */
const badQueryValues = [
  '2147483648',
  '1e20',
  '-1e309',
  '1e309',
  'a%00b',
  '%ED%A0%80',
  '%uD800',
  '9999-12-31T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '%2B275760-09-13T00:00:00Z',
  '2026-02-30',
  'x'.repeat(5000),
  '',
  'true',
  '-1',
];

function valueToQuery(name: string, value: unknown, random: Random): string {
  if (Array.isArray(value)) return value.map((v) => valueToQuery(`${name}[]`, v, random)).join('&');
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .map(([k, v]) => valueToQuery(`${name}[${k}]`, v, random))
      .join('&');
  return `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
}

function multipartBody(random: Random): { mutation: string; contentType: string; body: Buffer } {
  const boundary = '----fuzz' + Math.floor(random() * 1e9);
  const part = (name: string, filename: string, content: Buffer | string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const end = Buffer.from(`--${boundary}--\r\n`);
  const kind = pick(random, [
    'no boundary',
    'cut-off part',
    'NUL file name',
    'bad header',
    'empty',
    'two files',
    'text file',
  ]);
  switch (kind) {
    case 'no boundary':
      return {
        mutation: kind,
        contentType: 'multipart/form-data',
        body: Buffer.concat([part('file', 'a.pdf', pdf), end]),
      };
    case 'cut-off part':
      return {
        mutation: kind,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: part('file', 'a.pdf', pdf).subarray(0, 90),
      };
    case 'NUL file name':
      return {
        mutation: kind,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.concat([part('file', 'a\u0000b.pdf', pdf), end]),
      };
    case 'bad header':
      return {
        mutation: kind,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\nbroken\r\n\r\nxx\r\n--${boundary}--\r\n`),
      };
    case 'empty':
      return { mutation: kind, contentType: `multipart/form-data; boundary=${boundary}`, body: end };
    case 'two files':
      return {
        mutation: kind,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.concat([part('file', 'a.pdf', pdf), part('file', 'b.pdf', pdf), end]),
      };
    default:
      return {
        mutation: kind,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.concat([part('file', 'a.txt', 'plain text, not a document'), end]),
      };
  }
}

/** One request for an operation: a plausible base with exactly one thing wrong (or, rarely, nothing). */
export function generateCase(operation: Operation, doc: OpenApi, random: Random, authorization: string): FuzzCase {
  const { op } = operation;
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const isUpload = Object.hasOwn(op.responses ?? {}, '413') && !jsonSchema;

  const pathValues: Record<string, string> = {};
  for (const p of pathParams) {
    const v = sample(p.schema, doc, random);
    pathValues[p.name] = encodeURIComponent(String(p.schema.type === 'integer' ? pick(random, [1, 2, 3, 999_999]) : v));
  }
  const query: string[] = [];
  for (const p of queryParams) if (p.required) query.push(valueToQuery(p.name, sample(p.schema, doc, random), random));
  let body: unknown = jsonSchema ? sample(jsonSchema, doc, random) : undefined;
  let payload: string | Buffer | undefined;
  let contentType: string | undefined = jsonSchema ? 'application/json' : undefined;
  let mutation = 'none';
  const headers: Record<string, string> = {};
  let auth: string | undefined = authorization;

  const targets = [
    ...(pathParams.length ? ['path', 'path'] : []),
    ...(queryParams.length ? ['query', 'query', 'query operator'] : []),
    ...(jsonSchema ? ['body field', 'body field', 'body field', 'body whole'] : []),
    ...(isUpload ? ['multipart', 'multipart', 'multipart'] : []),
    'auth',
    'content type',
  ];
  const target = pick(random, targets);
  switch (target) {
    case 'path': {
      const p = pick(random, pathParams);
      const bad = pick(random, badPathValues);
      pathValues[p.name] = bad;
      mutation = `path ${p.name}=${bad.slice(0, 30)}`;
      break;
    }
    case 'query': {
      const p = pick(random, queryParams);
      const bad = pick(random, badQueryValues);
      query.push(`${encodeURIComponent(p.name)}=${bad}`);
      mutation = `query ${p.name}=${bad.slice(0, 30)}`;
      break;
    }
    case 'query operator': {
      const p = pick(random, queryParams);
      const op2 = pick(random, ['$gte', '$lt', '$in][', '$ne', '$nin][', 'x][y][z][w][v']);
      const bad = pick(random, badQueryValues);
      query.push(`${encodeURIComponent(p.name)}[${op2}]=${bad}`);
      mutation = `query ${p.name}[${op2}]=${bad.slice(0, 30)}`;
      break;
    }
    case 'body field': {
      const s = resolve(jsonSchema!, doc);
      const names = Object.keys(s.properties ?? {});
      const [label, make] = pick(random, badValues);
      if (names.length && typeof body === 'object' && body !== null && !Array.isArray(body)) {
        const name = pick(random, names);
        const prop = resolve(s.properties![name]!, doc);
        // An array field also gets the bad value as its element, where ids and texts hide.
        const value = prop.type === 'array' && random() < 0.5 ? [make()] : make();
        (body as Record<string, unknown>)[name] = value;
        mutation = `body.${name} = ${label}`;
      } else {
        body = make();
        mutation = `body = ${label}`;
      }
      break;
    }
    case 'body whole': {
      const kind = pick(random, ['malformed', 'deep array', 'deep object', 'array', 'string', 'number', 'empty']);
      mutation = `body ${kind}`;
      if (kind === 'malformed') payload = '{"a": 1,,';
      else if (kind === 'deep array') payload = deepArray(100_000);
      else if (kind === 'deep object') payload = JSON.stringify(deepObject(200));
      else if (kind === 'array') payload = '[1,2,3]';
      else if (kind === 'string') payload = '"text"';
      else if (kind === 'number') payload = '1e999';
      else payload = '';
      body = undefined;
      break;
    }
    case 'multipart': {
      const m = multipartBody(random);
      mutation = `multipart ${m.mutation}`;
      contentType = m.contentType;
      payload = m.body;
      break;
    }
    case 'auth': {
      const kind = pick(random, ['none', 'garbage', 'bearer NUL-ish', 'expired shape']);
      mutation = `auth ${kind}`;
      auth =
        kind === 'none'
          ? undefined
          : kind === 'garbage'
            ? 'Bearer not.a.token'
            : kind === 'bearer NUL-ish'
              ? 'Bearer %00%00'
              : `Bearer ${authorization.split('.')[0]}.e30.sig`;
      break;
    }
    default: {
      const kind = pick(random, ['text/plain', 'application/xml', 'application/json; charset=latin1', 'none']);
      mutation = `content type ${kind}`;
      contentType = kind === 'none' ? undefined : kind;
      if (!jsonSchema && !isUpload) payload = 'hello';
    }
  }
  if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
  if (contentType && payload !== undefined) headers['content-type'] = contentType;
  if (auth) headers.authorization = auth;
  let url = '/api' + operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  if (query.length) url += `?${query.join('&')}`;
  return { url, headers, payload, mutation };
}

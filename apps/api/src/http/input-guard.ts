import { isEmail } from '@arms/domain';
import type { FastifyRequest } from 'fastify';
import { fail } from './errors';

/** PostgreSQL `integer` (int4): every integer column, id and count of the API lives in this range. */
export const int4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** The largest magnitude a `numeric(12, 2)` column (salaries) holds. */
export const numeric12 = 9_999_999_999.99;

/** Deepest nesting of arrays and objects a JSON body may have (the deepest schema has 6 levels). */
export const maxDepth = 32;

type JsonSchema = Record<string, unknown>;

/**
 * The one table of sizes a text or a list gets where its schema sets none (ADR 0184), by where it is
 * read. Route schemas are walked once each (app.ts), so Fastify validates with these limits and the
 * OpenAPI document states them.
 * - `head`: path parameters, the query and request headers (Node stops a request head at 16 KiB; the
 *   query parser at 1,000 parameters, lists at 500 items as every list filter does).
 * - `body`: a JSON body (1 MiB at most); a field without a limit of its own is a line or a paragraph.
 * - `answer`: what the API sends. Nothing stored came in longer than a body; lists are paged or short
 *   reference lists; a file download is at most the upload limit.
 */
export const schemaLimits = {
  head: { text: 2_048, items: 500 },
  body: { text: 10_000, items: 500 },
  answer: { text: 1_048_576, items: 100_000, file: 10 * 1024 * 1024 },
} as const;
export type SchemaSide = keyof typeof schemaLimits;

/**
 * Texts of a format have a length of their own: an RFC 3339 date-time with nanoseconds and an offset is
 * 35 characters (`isStorableDateTime`), a date 10, a UUID 45 (ajv-formats takes a `urn:uuid:` prefix), an
 * address 254 (RFC 5321).
 */
export const formatLengths: Readonly<Record<string, number>> = {
  'date-time': 35,
  date: 10,
  uuid: 45,
  email: 254,
};

const childKeys = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const childListKeys = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const childMapKeys = ['properties', 'patternProperties'] as const;

/**
 * Gives every integer and number of a schema the real range of the column behind it (int4 with
 * `format: int32`; numeric(12, 2)), so an id like 2147483648 or a `$skip` of 1e20 is a 400
 * VALIDATION_ERROR before any SQL runs; every text without `maxLength`, `enum` or `const` the length of
 * its format or of `schemaLimits[side]`, and every list without `maxItems` that table's count. Limits
 * already set stay when they are narrower. Changes the schema in place and answers it.
 */
export function limitSchema<T>(schema: T, side: SchemaSide, seen = new WeakSet<object>()): T {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return schema;
  seen.add(schema);
  const s = schema as JsonSchema;
  const types = Array.isArray(s.type) ? (s.type as unknown[]) : [s.type];
  if (types.includes('integer')) {
    s.format ??= 'int32';
    s.minimum = typeof s.minimum === 'number' ? Math.max(s.minimum, int4.min) : int4.min;
    s.maximum = typeof s.maximum === 'number' ? Math.min(s.maximum, int4.max) : int4.max;
  } else if (types.includes('number')) {
    s.minimum = typeof s.minimum === 'number' ? Math.max(s.minimum, -numeric12) : -numeric12;
    s.maximum = typeof s.maximum === 'number' ? Math.min(s.maximum, numeric12) : numeric12;
  }
  if (types.includes('string') && s.maxLength === undefined && s.enum === undefined && s.const === undefined) {
    const limits = schemaLimits[side];
    s.maxLength =
      (typeof s.format === 'string' ? formatLengths[s.format] : undefined) ??
      ('file' in limits && s.contentMediaType !== undefined ? limits.file : limits.text);
  }
  if (types.includes('array') && s.maxItems === undefined) s.maxItems = schemaLimits[side].items;
  for (const key of childKeys) limitSchema(s[key], side, seen);
  for (const key of childListKeys)
    if (Array.isArray(s[key])) for (const c of s[key] as unknown[]) limitSchema(c, side, seen);
  for (const key of childMapKeys) {
    const map = s[key];
    if (typeof map === 'object' && map !== null) for (const c of Object.values(map)) limitSchema(c, side, seen);
  }
  return schema;
}

const valuesOf = (map: unknown): unknown[] => (typeof map === 'object' && map !== null ? Object.values(map) : []);

/**
 * `limitSchema` over a route's inputs (`params`, `querystring`, `headers`: the request head; `body`)
 * and answers (each status, its `content` schemas and its documented `headers`).
 */
export function limitRouteSchema(schema: Record<string, unknown>): void {
  for (const key of ['params', 'querystring', 'headers']) limitSchema(schema[key], 'head');
  limitSchema(schema.body, 'body');
  for (const answer of valuesOf(schema.response)) {
    limitSchema(answer, 'answer');
    for (const media of valuesOf((answer as JsonSchema).content)) limitSchema((media as JsonSchema).schema, 'answer');
    for (const header of valuesOf((answer as JsonSchema).headers)) limitSchema(header, 'answer');
  }
}

// A NUL, or a UTF-16 surrogate that is not half of a pair: PostgreSQL cannot store the first in text,
// and the second is not a character at all (it cannot be encoded as UTF-8).
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this refuses
const badText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds a NUL or a lone surrogate. */
export function isBadText(text: string): boolean {
  return badText.test(text);
}

/**
 * The first problem in a decoded input (a JSON body, the query or path parameters): a text (a value
 * or a key) with a NUL or a lone surrogate, or nesting deeper than `maxDepth`. Walks without recursion.
 */
export function findBadInput(value: unknown, root: string): { field: string; code: string } | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (isBadText(v)) return { field: path, code: 'validation.text' };
    } else if (typeof v === 'object' && v !== null) {
      if (depth >= maxDepth) return { field: path, code: 'validation.depth' };
      for (const [key, child] of Object.entries(v)) {
        if (isBadText(key)) return { field: path, code: 'validation.text' };
        stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * After validation: a number that is not finite (`1e309` coerced from a path or query text, or read
 * from JSON) passed the integer and range keywords of Ajv's coercion; no column holds one.
 */
export function guardNumbers(request: FastifyRequest): void {
  for (const [root, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: root }];
    while (stack.length > 0) {
      const { v, path } = stack.pop()!;
      if (typeof v === 'number' && !Number.isFinite(v))
        throw fail('VALIDATION_ERROR', [{ field: path, code: 'validation.maximum' }]);
      if (typeof v === 'object' && v !== null)
        for (const [k, c] of Object.entries(v)) stack.push({ v: c, path: `${path}.${k}` });
    }
  }
}

/**
 * Refuses, at the edge, every input text PostgreSQL cannot hold and every body nested past reason
 * (400 VALIDATION_ERROR): path parameters, the query and a JSON body, before the schemas run.
 */
export function guardInput(request: FastifyRequest): void {
  const problem =
    findBadInput(request.params, 'params') ??
    findBadInput(request.query, 'querystring') ??
    findBadInput(request.body, 'body');
  if (problem) throw fail('VALIDATION_ERROR', [problem]);
}

const dateTime = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1]!;
}

function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * RFC 3339 date-times that both JavaScript and PostgreSQL can hold: years 0001-9999, real days,
 * hours below 24, minutes and seconds below 60 (a leap second 23:59:60 has no JavaScript Date).
 */
export function isStorableDateTime(text: string): boolean {
  const m = dateTime.exec(text);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  if (!realDay(y!, mo!, d!) || h! > 23 || mi! > 59 || s! > 59) return false;
  const offset = m[8]!;
  if (offset.length === 6 && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4, 6)) > 59)) return false;
  const parsed = Date.parse(text.replace(' ', 'T'));
  return Number.isFinite(parsed) && new Date(parsed).getUTCFullYear() >= 1 && new Date(parsed).getUTCFullYear() <= 9999;
}

/** Calendar dates PostgreSQL can hold: years 0001-9999 and real days. */
export function isStorableDate(text: string): boolean {
  const m = dateOnly.exec(text);
  if (!m) return false;
  return realDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * An Ajv plugin: `date-time` and `date` accept only values the database can store, and `email` is the
 * one address rule of section 5 (@arms/domain's isEmail), so `not an email <x>` is refused everywhere.
 */
export function storableDates(ajv: { addFormat(name: string, format: (text: string) => boolean): unknown }) {
  for (const [name, format] of Object.entries(storableFormats)) ajv.addFormat(name, format);
  return ajv;
}

/** The formats `storableDates` puts in place of ajv-formats' own (the schema cache maps them too). */
export const storableFormats: Readonly<Record<string, (text: string) => boolean>> = {
  'date-time': isStorableDateTime,
  date: isStorableDate,
  email: isEmail,
};

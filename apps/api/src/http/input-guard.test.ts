import { describe, expect, it } from 'vitest';
import {
  findBadInput,
  int4,
  isBadText,
  isStorableDate,
  isStorableDateTime,
  limitSchema,
  maxDepth,
  schemaLimits,
  limitRouteSchema,
} from './input-guard';

describe('given texts from a request', () => {
  it.each([['a\u0000b'], ['\uD800'], ['x\uDBFFy'], ['\uDC00'], ['ab\uDFFF']])('should refuse %j', (text) => {
    expect(isBadText(text)).toBe(true);
  });

  it.each([['plain'], ['Nguyễn Văn A'], ['emoji 😀 pair'], ['']])('should accept %j', (text) => {
    expect(isBadText(text)).toBe(false);
  });

  it('should name the field holding a NUL, in keys too', () => {
    expect(findBadInput({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toEqual({
      field: 'body.a.1.c',
      code: 'validation.text',
    });
    expect(findBadInput({ 'k\uD800': 1 }, 'body')).toEqual({ field: 'body', code: 'validation.text' });
  });

  it('should refuse nesting past the limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadInput(deep, 'body')?.code).toBe('validation.depth');
    let shallow: unknown = 1;
    for (let i = 0; i < maxDepth - 1; i++) shallow = { a: shallow };
    expect(findBadInput(shallow, 'body')).toBeUndefined();
  });
});

describe('given dates to store', () => {
  it.each([
    ['9999-12-31T23:59:60Z'],
    ['0000-01-01T00:00:00Z'],
    ['2026-02-30T00:00:00Z'],
    ['2026-01-01T24:00:00Z'],
    ['2026-01-01T00:00:00+25:00'],
    ['+275760-09-13T00:00:00Z'],
  ])('should refuse the date-time %s', (text) => {
    expect(isStorableDateTime(text)).toBe(false);
  });

  it.each([['2026-01-15T09:30:00.000Z'], ['2024-02-29T00:00:00+07:00'], ['9999-12-31T23:59:59Z']])(
    'should accept the date-time %s',
    (text) => {
      expect(isStorableDateTime(text)).toBe(true);
    },
  );

  it.each([
    ['0000-01-01', false],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['9999-12-31', true],
  ])('should take %s as a storable date: %s', (text, ok) => {
    expect(isStorableDate(text)).toBe(ok);
  });
});

describe('given a schema with numbers', () => {
  it('should give integers the int4 range and keep narrower limits', () => {
    const schema = limitSchema(
      {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
          n: { type: 'integer', maximum: 10 },
          list: { type: 'array', items: { type: 'integer' } },
        },
      },
      'body',
    );
    expect(schema.properties.id).toMatchObject({ minimum: 1, maximum: int4.max, format: 'int32' });
    expect(schema.properties.n).toMatchObject({ minimum: int4.min, maximum: 10 });
    expect(schema.properties.list.items).toMatchObject({ minimum: int4.min, maximum: int4.max });
  });

  it('should bound numbers by the salary column', () => {
    const schema = limitSchema({ anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] }, 'body');
    expect(schema.anyOf[0]).toMatchObject({ minimum: 0, maximum: 9_999_999_999.99 });
  });
});

describe('given a schema with texts and lists', () => {
  it('should give texts and lists without limits the size of the table for where they are read', () => {
    const text = () => ({ type: 'string' });
    const route: Record<string, unknown> = {
      querystring: { type: 'object', properties: { q: text(), ids: { type: 'array', items: { type: 'integer' } } } },
      body: { type: 'object', properties: { note: text(), tags: { type: 'array', items: text() } } },
      response: {
        200: { type: 'object', properties: { note: text(), list: { type: 'array', items: text() } } },
        201: {
          description: 'a download',
          content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
        },
        429: { $ref: 'ErrorBody', headers: { 'Retry-After': { type: 'integer', minimum: 1 } } },
      },
    };
    limitRouteSchema(route);
    expect(route).toMatchObject({
      querystring: {
        properties: { q: { maxLength: schemaLimits.head.text }, ids: { maxItems: schemaLimits.head.items } },
      },
      body: {
        properties: {
          note: { maxLength: schemaLimits.body.text },
          tags: { maxItems: schemaLimits.body.items, items: { maxLength: 10_000 } },
        },
      },
      response: {
        200: {
          properties: {
            note: { maxLength: schemaLimits.answer.text },
            list: { maxItems: schemaLimits.answer.items },
          },
        },
        201: { content: { 'text/csv': { schema: { maxLength: schemaLimits.answer.file } } } },
        429: { headers: { 'Retry-After': { format: 'int32', minimum: 1, maximum: int4.max } } },
      },
    });
  });

  it('should keep limits, enums and constants, and size formats by themselves', () => {
    const schema = limitSchema(
      {
        type: 'object',
        properties: {
          name: { type: 'string', maxLength: 200 },
          kind: { type: 'string', enum: ['a', 'b'] },
          fixed: { const: 'x', type: 'string' },
          at: { type: ['string', 'null'], format: 'date-time' },
          day: { type: 'string', format: 'date' },
          email: { type: 'string', format: 'email' },
          few: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 5 } },
        },
      },
      'body',
    );
    expect(schema.properties.kind).not.toHaveProperty('maxLength');
    expect(schema.properties.fixed).not.toHaveProperty('maxLength');
    expect(schema.properties).toMatchObject({
      name: { maxLength: 200 },
      at: { maxLength: '9999-12-31T23:59:59.123456789+07:00'.length },
      day: { maxLength: 10 },
      email: { maxLength: 254 },
      few: { maxItems: 3, items: { maxLength: 5 } },
    });
  });
});

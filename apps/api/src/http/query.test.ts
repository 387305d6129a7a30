import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';

const viaQs = (text: string) => qs.parse(text, { depth: 4, arrayLimit: 500, parameterLimit: 1000 });

describe('given a query string', () => {
  it.each([
    '',
    '$limit=25',
    '$limit=25&$skip=50',
    '$limit=-1',
    'a=&b=',
    'position=java&q=x-y_z.1',
    'a=1&a=2',
    'a[b]=1',
    '$sort[createdAt]=-1&$limit=2',
    'a.b=1',
    'a=%20b',
    'a=b+c',
    'a',
    'a=1&b',
    '__proto__=1',
    'constructor=1&a=2',
    'hasOwnProperty=1',
    'toString=x',
    Array.from({ length: 21 }, (_, i) => `k${i}=${i}`).join('&'),
    Array.from({ length: 20 }, (_, i) => `k${i}=${i}`).join('&'),
    '&a=1',
    'a=1&',
    '=1',
  ])('should read %j as qs does', (text) => {
    expect(parseQuery(text)).toEqual(viaQs(text));
    expect(Object.getPrototypeOf(parseQuery(text))).toBe(Object.getPrototypeOf(viaQs(text)));
  });
});

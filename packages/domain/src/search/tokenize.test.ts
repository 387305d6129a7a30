import { describe, expect, it } from 'vitest';
import { tokenizeBooleanQuery } from './tokenize';

describe('given a boolean skills search to tokenize', () => {
  it('should give each token its kind and position', () => {
    expect(tokenizeBooleanQuery('(Java OR "spring boot") and NOT c++*')).toEqual({
      ok: true,
      tokens: [
        { kind: 'open', position: 0 },
        { kind: 'operand', position: 1, node: { type: 'term', text: 'java', prefix: false } },
        { kind: 'or', position: 6 },
        {
          kind: 'operand',
          position: 9,
          node: {
            type: 'phrase',
            words: [
              { text: 'spring', prefix: false },
              { text: 'boot', prefix: false },
            ],
          },
        },
        { kind: 'close', position: 22 },
        { kind: 'and', position: 24 },
        { kind: 'not', position: 28 },
        { kind: 'operand', position: 32, node: { type: 'term', text: 'c++', prefix: true } },
      ],
    });
  });

  it('should read an operator between separators as an operator', () => {
    expect(tokenizeBooleanQuery('R,and,Go')).toMatchObject({
      ok: true,
      tokens: [{ kind: 'operand' }, { kind: 'and', position: 2 }, { kind: 'operand', position: 6 }],
    });
  });

  it('should end a term at a quote or a parenthesis', () => {
    expect(tokenizeBooleanQuery('java"script"php(x)')).toMatchObject({
      ok: true,
      tokens: [
        { kind: 'operand', position: 0 },
        { kind: 'operand', position: 4 },
        { kind: 'operand', position: 12 },
        { kind: 'open', position: 15 },
        { kind: 'operand', position: 16 },
        { kind: 'close', position: 17 },
      ],
    });
  });

  it.each([
    ['"java', 0, 'unclosed-quote'],
    ['""', 0, 'empty-phrase'],
    ['a "x * y"', 5, 'lone-wildcard'],
    ['a ***', 2, 'lone-wildcard'],
  ])('should reject %j at %i with %s', (input, position, reason) => {
    expect(tokenizeBooleanQuery(input)).toEqual({
      ok: false,
      error: { code: 'WRONG_SEARCH_FORMAT', position, reason },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { offendingRange } from './offendingRange';

describe('given offendingRange', () => {
  it.each([
    ['an operator', 'java AND', 5, 'AND'],
    ['a word', 'java *', 5, '*'],
    ['an opening parenthesis', 'java AND (spring', 9, '('],
    ['a closing parenthesis', 'java) OR go', 4, ')'],
    ['a quote', 'java "spring', 5, '"'],
    ['a word before a parenthesis', 'NOT(java)', 0, 'NOT'],
    ['a word before a separator', 'java,go', 0, 'java'],
  ])('should cover %s', (_, text, position, token) => {
    const [start, end] = offendingRange(text, position);
    expect(text.slice(start, end)).toBe(token);
  });

  it.each([
    ['past the end', 'java', 9, [3, 4]],
    ['before the start', 'java', -2, [0, 4]],
    ['in an empty text', '', 0, [0, 0]],
  ])('should stay inside the text for a position %s', (_, text, position, range) => {
    expect(offendingRange(text, position)).toEqual(range);
  });
});

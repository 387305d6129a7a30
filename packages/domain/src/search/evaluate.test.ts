import { describe, expect, it } from 'vitest';
import { BooleanQuerySyntaxError } from './error';
import { matchesBooleanQuery } from './evaluate';
import { parseBooleanQuery } from './parse';

const resume = ['Java, Spring Boot', 'C++/C#', 'Node.js', 'UI/UX design; Figma | Sketch', 'Lập trình viên'];

describe('given a resume and a boolean skills search', () => {
  it.each<[string, boolean]>([
    ['java', true],
    ['JAVA', true],
    ['jav', false],
    ['python', false],
    ['c++', true],
    ['c', false],
    ['c#', true],
    ['node.js', true],
    ['node', false],
    ['jav*', true],
    ['NODE*', true],
    ['ava*', false],
    ['"spring boot"', true],
    ['"Spring Boot"', true],
    ['"boot spring"', false],
    ['"java spring"', true],
    ['"boot c++"', false],
    ['"spr* b*"', true],
    ['"ui ux design figma sketch"', true],
    ['figma', true],
    ['sketch', true],
    ['"LẬP TRÌNH"', true],
    ['"la\u0323\u0302p trình"', true],
    ['java AND c#', true],
    ['java AND python', false],
    ['java python', false],
    ['python OR figma', true],
    ['python OR ruby', false],
    ['NOT python', true],
    ['NOT java', false],
    ['java NOT spring', false],
    ['java NOT python', true],
    ['(python OR node.js) AND NOT "boot spring"', true],
  ])('should answer %j with %s', (query, expected) => {
    expect(matchesBooleanQuery(query, resume)).toBe(expected);
  });

  it.each<[string, readonly string[], boolean]>([
    ['"spring boot"', ['Spring', 'Boot'], false],
    ['"spring boot"', ['Spring Boot'], true],
    ['spring boot', ['Spring', 'Boot'], true],
    ['"a b"', ['x a', 'b x'], false],
    ['"a b"', ['a, b'], true],
    ['"a b"', ['a/b'], true],
    ['"a b"', ['a;b'], true],
    ['"a b"', ['a|b'], true],
    ['"a a"', ['a', 'a'], false],
    ['"a a"', ['a a'], true],
  ])('should match the phrase %j within one skill of %j only (%s)', (query, skills, expected) => {
    expect(matchesBooleanQuery(query, skills)).toBe(expected);
  });

  it.each<[string | null, boolean]>([
    [null, true],
    ['', true],
    ['   ', true],
    ['java', false],
    ['NOT java', true],
  ])('should answer %j for no skills with %s', (query, expected) => {
    expect(matchesBooleanQuery(query, [])).toBe(expected);
  });

  it('should take a parsed query', () => {
    const parsed = parseBooleanQuery('java NOT python');
    if (!parsed.ok) throw new Error('expected a valid query');
    expect(matchesBooleanQuery(parsed.ast, resume)).toBe(true);
  });

  it('should throw the WRONG_SEARCH_FORMAT error for an invalid query', () => {
    let thrown: unknown;
    try {
      matchesBooleanQuery('java AND', resume);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BooleanQuerySyntaxError);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({
      name: 'BooleanQuerySyntaxError',
      code: 'WRONG_SEARCH_FORMAT',
      position: 5,
      reason: 'missing-operand',
      message: 'WRONG_SEARCH_FORMAT: missing-operand at position 5',
    });
  });
});

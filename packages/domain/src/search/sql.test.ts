import { describe, expect, it } from 'vitest';
import { parseBooleanQuery } from './parse';
import { skillsToTsVector, toTsQuery } from './sql';

function tsQuery(input: string): string {
  const parsed = parseBooleanQuery(input);
  if (!parsed.ok || parsed.ast === null) throw new Error(`expected a query: ${input}`);
  return toTsQuery(parsed.ast);
}

describe('given skills to write as a tsvector literal', () => {
  it.each<[string, readonly string[], string]>([
    ['no skills as the empty tsvector', [], ''],
    ['separator-only skills as nothing', [' , ', '|'], ''],
    [
      'words with positions and a gap between skills',
      ['Java, Spring Boot', 'C++'],
      "'java':1 'spring':2 'boot':3 'c++':6",
    ],
    ['a repeated word once, with all its positions', ['java', 'Java'], "'java':1,4"],
    ['a quote doubled and a backslash doubled', ["O'Reilly", 'a\\b'], "'o''reilly':1 'a\\\\b':4"],
    ['symbols tsvector syntax uses, inside quotes', ['a:b & !c'], "'a:b':1 '&':2 '!c':3"],
  ])('should write %s', (_, skills, literal) => {
    expect(skillsToTsVector(skills)).toBe(literal);
  });
});

describe('given a parsed boolean skills search to write as a tsquery literal', () => {
  it.each([
    ['a term', 'Java', "'java'"],
    ['a prefix', 'jav*', "'jav':*"],
    ['a phrase', '"spring boot*"', "'spring' <-> 'boot':*"],
    ['AND', 'a b c', "'a' & 'b' & 'c'"],
    ['OR', 'a OR b', "'a' | 'b'"],
    ['NOT of a term', 'NOT a', "!'a'"],
    ['NOT of NOT in parentheses', 'NOT NOT a', "!(!'a')"],
    ['compound operands in parentheses', '(a OR "b c") NOT (d e)', "('a' | ('b' <-> 'c')) & (!('d' & 'e'))"],
    ['a quote and a backslash escaped', "o'k OR a\\b", "'o''k' | 'a\\\\b'"],
  ])('should write %s', (_, input, literal) => {
    expect(tsQuery(input)).toBe(literal);
  });
});

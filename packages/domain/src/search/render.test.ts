import { describe, expect, it } from 'vitest';
import { parseBooleanQuery } from './parse';
import { renderBooleanQuery } from './render';

function rendered(input: string): string {
  const parsed = parseBooleanQuery(input);
  if (!parsed.ok || parsed.ast === null) throw new Error(`expected a query: ${input}`);
  return renderBooleanQuery(parsed.ast);
}

describe('given a parsed boolean skills search to render', () => {
  it.each([
    ['a term, lower-cased', 'JAVA', 'java'],
    ['a prefix', 'Java*', 'java*'],
    ['a term that reads as an operator, quoted', '"or"', '"or"'],
    ['a prefix that reads as an operator, bare', 'not*', 'not*'],
    ['a phrase', '"Spring Boot*"', '"spring boot*"'],
    ['implicit AND as AND', 'java php', 'java AND php'],
    ['NOT of a term', 'NOT java', 'NOT java'],
    ['NOT of a phrase', 'NOT "a b"', 'NOT "a b"'],
    ['NOT of NOT', 'NOT NOT java', 'NOT NOT java'],
    ['NOT of a group', 'NOT (a b)', 'NOT (a AND b)'],
    ['NOT of an alternative', 'NOT (a OR b)', 'NOT (a OR b)'],
    ['an alternative inside AND with parentheses', '(a OR b) c', '(a OR b) AND c'],
    ['AND inside OR without parentheses', '(a b) OR c', 'a AND b OR c'],
    ['NOT inside AND and OR without parentheses', 'NOT a OR NOT b c', 'NOT a OR NOT b AND c'],
  ])('should write %s', (_, input, output) => {
    expect(rendered(input)).toBe(output);
  });

  it.each(['java', '"and" OR not*', '(a OR "b c*") NOT (d OR NOT e)', 'c++ c# node.js'])(
    'should render %j to text that parses to the same tree',
    (input) => {
      expect(parseBooleanQuery(rendered(input))).toEqual(parseBooleanQuery(input));
    },
  );
});

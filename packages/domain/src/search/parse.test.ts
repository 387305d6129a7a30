import { describe, expect, it } from 'vitest';
import type { BooleanQueryAst, BooleanQueryWord } from './ast';
import { parseBooleanQuery } from './parse';
import { booleanSearchLimits } from './words';

const word = (text: string): BooleanQueryWord =>
  text.endsWith('*') ? { text: text.slice(0, -1), prefix: true } : { text, prefix: false };
const t = (text: string): BooleanQueryAst => ({ type: 'term', ...word(text) });
const p = (a: string, b: string, ...rest: string[]): BooleanQueryAst => ({
  type: 'phrase',
  words: [word(a), word(b), ...rest.map(word)],
});
const not = (operand: BooleanQueryAst): BooleanQueryAst => ({ type: 'not', operand });
const and = (a: BooleanQueryAst, b: BooleanQueryAst, ...rest: BooleanQueryAst[]): BooleanQueryAst => ({
  type: 'and',
  operands: [a, b, ...rest],
});
const or = (a: BooleanQueryAst, b: BooleanQueryAst, ...rest: BooleanQueryAst[]): BooleanQueryAst => ({
  type: 'or',
  operands: [a, b, ...rest],
});

describe('given a valid boolean skills search', () => {
  it.each<[string, string, BooleanQueryAst]>([
    ['a term', 'java', t('java')],
    ['a term in any case, lower-cased', 'JaVa', t('java')],
    ['c++ as a term', 'c++', t('c++')],
    ['c# as a term', 'C#', t('c#')],
    ['node.js as a term', 'Node.js', t('node.js')],
    ['a prefix', 'java*', t('java*')],
    ['a prefix with several stars', 'java**', t('java*')],
    ['a star that does not end the term as part of it', '*nix', t('*nix')],
    ['a star inside a term as part of it', 'c*d', t('c*d')],
    ['a phrase', '"Spring  Boot"', p('spring', 'boot')],
    ['a phrase with a prefix word', '"data sci*"', p('data', 'sci*')],
    ['separators inside a phrase as word breaks', '"UI/UX, design"', p('ui', 'ux', 'design')],
    ['a quoted single word as a term', '"java"', t('java')],
    ['a quoted operator as a term', '"AND"', t('and')],
    ['an operator with a star as a prefix term', 'AND*', t('and*')],
    ['AND', 'java AND php', and(t('java'), t('php'))],
    ['and in lower case', 'java and php', and(t('java'), t('php'))],
    ['And in mixed case', 'java AnD php', and(t('java'), t('php'))],
    ['juxtaposition as AND', 'java php', and(t('java'), t('php'))],
    ['a term beside a phrase as AND', 'java"spring boot"', and(t('java'), p('spring', 'boot'))],
    ['OR', 'java OR php', or(t('java'), t('php'))],
    ['or in lower case', 'java or php', or(t('java'), t('php'))],
    ['NOT', 'NOT java', not(t('java'))],
    ['not in lower case', 'not java', not(t('java'))],
    ['a NOT b as a AND NOT b', 'java NOT php', and(t('java'), not(t('php')))],
    ['a double NOT', 'NOT NOT java', not(not(t('java')))],
    ['AND before OR', 'a OR b AND c', or(t('a'), and(t('b'), t('c')))],
    ['AND before a later OR', 'a AND b OR c', or(and(t('a'), t('b')), t('c'))],
    ['juxtaposition before OR', 'a OR b c', or(t('a'), and(t('b'), t('c')))],
    ['NOT before AND', 'NOT a AND b', and(not(t('a')), t('b'))],
    ['NOT before OR', 'NOT a OR b', or(not(t('a')), t('b'))],
    ['parentheses first', '(a OR b) AND c', and(or(t('a'), t('b')), t('c'))],
    ['NOT over a group', 'NOT (a OR b)', not(or(t('a'), t('b')))],
    ['redundant parentheses away', '((java))', t('java')],
    ['nested ANDs flattened', 'a AND (b AND c) d', and(t('a'), t('b'), t('c'), t('d'))],
    ['nested ORs flattened', '(a OR b) OR (c OR d)', or(t('a'), t('b'), t('c'), t('d'))],
    ['a parenthesis ending a term', 'java AND(php)', and(t('java'), t('php'))],
    ['separators like whitespace', 'java, php | c#;go/rust', and(t('java'), t('php'), t('c#'), t('go'), t('rust'))],
    ['an operator between separators', 'R, C, and Go', and(t('r'), t('c'), t('go'))],
    ['separators alone as nothing', 'java , OR ; php', or(t('java'), t('php'))],
  ])('should read %s', (_, input, ast) => {
    expect(parseBooleanQuery(input)).toEqual({ ok: true, ast });
  });

  it.each(['', '   ', '\t\n', ', ; / |'])(
    'should parse the blank query %j to null, which matches everything',
    (input) => {
      expect(parseBooleanQuery(input)).toEqual({ ok: true, ast: null });
    },
  );

  it('should accept maxNesting nested groups and NOTs', () => {
    const depth = booleanSearchLimits.maxNesting;
    expect(parseBooleanQuery('('.repeat(depth) + 'a' + ')'.repeat(depth))).toEqual({ ok: true, ast: t('a') });
    expect(parseBooleanQuery('NOT '.repeat(depth) + 'a')).toMatchObject({ ok: true });
    expect(
      parseBooleanQuery('('.repeat(depth / 2) + 'NOT '.repeat(depth / 2) + 'a' + ')'.repeat(depth / 2)),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('given an invalid boolean skills search', () => {
  const depth = booleanSearchLimits.maxNesting;
  it.each<[string, number, string]>([
    ['(java', 0, 'unbalanced-parenthesis'],
    ['java)', 4, 'unbalanced-parenthesis'],
    ['(a OR b))', 8, 'unbalanced-parenthesis'],
    ['((a)', 0, 'unbalanced-parenthesis'],
    [') java (', 0, 'unbalanced-parenthesis'],
    ['java AND (', 9, 'unbalanced-parenthesis'],
    ['()', 0, 'empty-parentheses'],
    ['java ( )', 5, 'empty-parentheses'],
    ['(())', 1, 'empty-parentheses'],
    ['(, /)', 0, 'empty-parentheses'],
    ['"java', 0, 'unclosed-quote'],
    ['a "b" "c', 6, 'unclosed-quote'],
    ['""', 0, 'empty-phrase'],
    ['java " "', 5, 'empty-phrase'],
    ['" , / "', 0, 'empty-phrase'],
    ['java AND', 5, 'missing-operand'],
    ['java OR', 5, 'missing-operand'],
    ['OR java', 0, 'missing-operand'],
    ['AND java', 0, 'missing-operand'],
    ['java AND OR php', 9, 'missing-operand'],
    ['java AND AND php', 9, 'missing-operand'],
    ['java OR OR php', 8, 'missing-operand'],
    ['java OR AND php', 8, 'missing-operand'],
    ['NOT', 0, 'missing-operand'],
    ['java NOT', 5, 'missing-operand'],
    ['java OR NOT', 8, 'missing-operand'],
    ['NOT AND java', 4, 'missing-operand'],
    ['(java AND) php', 6, 'missing-operand'],
    ['(NOT) php', 1, 'missing-operand'],
    ['java (OR php)', 6, 'missing-operand'],
    ['(a OR b AND)', 8, 'missing-operand'],
    ['*', 0, 'lone-wildcard'],
    ['java *', 5, 'lone-wildcard'],
    ['**', 0, 'lone-wildcard'],
    ['java,*', 5, 'lone-wildcard'],
    ['"spring *"', 8, 'lone-wildcard'],
    ['(*', 1, 'lone-wildcard'],
    ['('.repeat(depth + 1) + 'a' + ')'.repeat(depth + 1), depth, 'too-deep'],
    ['NOT '.repeat(depth + 1) + 'a', 4 * depth, 'too-deep'],
  ])('should reject %j at %i with %s', (input, position, reason) => {
    expect(parseBooleanQuery(input)).toEqual({ ok: false, error: { code: 'WRONG_SEARCH_FORMAT', position, reason } });
  });
});

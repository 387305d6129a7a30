import type { BooleanQueryAst, BooleanQueryWord } from './ast';
import { BooleanQuerySyntaxError } from './error';
import { parseBooleanQuery } from './parse';
import { indexSkills } from './words';
import type { SkillIndex } from './words';

function positionsOf({ text, prefix }: BooleanQueryWord, index: SkillIndex): ReadonlySet<number> {
  if (!prefix) return new Set(index.get(text));
  const positions = new Set<number>();
  for (const [word, at] of index) {
    if (word.startsWith(text)) for (const position of at) positions.add(position);
  }
  return positions;
}

/**
 * Whether the words stand at consecutive positions of the index, which (skills being `skillGap` apart)
 * means consecutively within one skill: the phrase rule of the boolean skills search (spec section 5).
 */
export function containsPhrase(words: readonly [BooleanQueryWord, ...BooleanQueryWord[]], index: SkillIndex): boolean {
  const [head, ...tail] = words;
  const following = tail.map((word) => positionsOf(word, index));
  for (const start of positionsOf(head, index)) {
    if (following.every((positions, offset) => positions.has(start + offset + 1))) return true;
  }
  return false;
}

/** Evaluates a parsed boolean skills search (spec section 5) against an index built by `indexSkills`. */
export function evaluateBooleanQuery(ast: BooleanQueryAst, index: SkillIndex): boolean {
  switch (ast.type) {
    case 'term':
      return containsPhrase([ast], index);
    case 'phrase':
      return containsPhrase(ast.words, index);
    case 'not':
      return !evaluateBooleanQuery(ast.operand, index);
    case 'and':
      return ast.operands.every((operand) => evaluateBooleanQuery(operand, index));
    case 'or':
      return ast.operands.some((operand) => evaluateBooleanQuery(operand, index));
  }
}

function parseOrThrow(query: string): BooleanQueryAst | null {
  const parsed = parseBooleanQuery(query);
  if (!parsed.ok) throw new BooleanQuerySyntaxError(parsed.error);
  return parsed.ast;
}

/**
 * Whether a resume's skills satisfy a boolean skills search (spec section 5). Each skill is split into
 * lower-cased words on whitespace and `, ; / |` (and `(`, `)`, `"`, see ADR 0020); a term matches an
 * equal word, a prefix (`java*`) a word starting with it, a phrase consecutive words of one skill. `null` or a blank query matches everything;
 * an invalid query string throws `BooleanQuerySyntaxError` (WRONG_SEARCH_FORMAT, section 8).
 */
export function matchesBooleanQuery(query: string | BooleanQueryAst | null, skills: readonly string[]): boolean {
  const ast = typeof query === 'string' ? parseOrThrow(query) : query;
  return ast === null || evaluateBooleanQuery(ast, indexSkills(skills));
}

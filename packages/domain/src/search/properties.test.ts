import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BooleanQueryAst, BooleanQueryWord } from './ast';
import { matchesBooleanQuery } from './evaluate';
import { parseBooleanQuery } from './parse';
import { renderBooleanQuery } from './render';
import { skillsToTsVector, toTsQuery } from './sql';
import { booleanSearchLimits } from './words';

// A small alphabet so that matches are frequent; it holds the characters the literals must escape
// (`'`, `\`, with `xy` to collide with an unescaped `x\y`), tsquery syntax (`:`, `!`, `&`), a folded
// Vietnamese word and a word that reads as an operator. Words are normalised, as the parser gives them.
const words = ['a', 'b', 'ab', 'c++', 'c#', "o'k", 'x\\y', 'xy', 'z\\', 'a:b', '!&', 'de', '*nix', 'and'];
// Skill spellings: upper case, Vietnamese accents (precomposed and NFD) and NUL must fold onto the query words.
const skillSpellings = [...words, 'A', 'AB', 'C++', "O'K", 'đệ', 'ĐỆ', 'đe\u0323\u0302', 'ANd', 'abc', 'a\0b'];
const separators = [' ', '  ', ', ', '/', ' | ', ';', '(', ') ', '"'];

const word: fc.Arbitrary<BooleanQueryWord> = fc.record({ text: fc.constantFrom(...words), prefix: fc.boolean() });

type Tree = BooleanQueryAst;
// `and` operands are never `and` and `or` operands never `or`: the parser's canonical (flattened) trees.
const { ast } = fc.letrec<{ ast: Tree; leaf: Tree; notAnd: Tree; notOr: Tree; not: Tree; and: Tree; or: Tree }>(
  (tie) => ({
    ast: fc.oneof({ depthSize: 'small', maxDepth: 4 }, tie('leaf'), tie('not'), tie('and'), tie('or')),
    leaf: fc.oneof(
      word.map((w): Tree => ({ type: 'term', ...w })),
      fc
        .tuple(word, word, fc.array(word, { maxLength: 1 }))
        .map(([a, b, rest]): Tree => ({ type: 'phrase', words: [a, b, ...rest] })),
    ),
    notAnd: fc.oneof({ depthSize: 'small', maxDepth: 4 }, tie('leaf'), tie('not'), tie('or')),
    notOr: fc.oneof({ depthSize: 'small', maxDepth: 4 }, tie('leaf'), tie('not'), tie('and')),
    not: tie('ast').map((operand): Tree => ({ type: 'not', operand })),
    and: fc
      .tuple(tie('notAnd'), tie('notAnd'), fc.array(tie('notAnd'), { maxLength: 1 }))
      .map(([a, b, rest]): Tree => ({ type: 'and', operands: [a, b, ...rest] })),
    or: fc
      .tuple(tie('notOr'), tie('notOr'), fc.array(tie('notOr'), { maxLength: 1 }))
      .map(([a, b, rest]): Tree => ({ type: 'or', operands: [a, b, ...rest] })),
  }),
);

const skill = fc
  .array(fc.tuple(fc.constantFrom(...skillSpellings), fc.constantFrom(...separators)), { maxLength: 4 })
  .map((parts) => parts.flat().join(''));
const skills = fc.array(skill, { maxLength: 4 });

// Random text over the query's own vocabulary: mostly invalid or odd, which is the point.
const queryText = fc
  .array(
    fc.constantFrom(
      'a',
      'AB',
      'c++',
      "o'k",
      'đệ',
      'a*',
      ' ',
      '(',
      ')',
      '"',
      '*',
      ',',
      '/',
      ' AND ',
      ' or ',
      ' Not ',
      '"a b"',
      '"AB c*"',
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
// About a third of the text parses to a tree; runs are cheap, so run more of them.
const textRuns = 1000;

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
}, 60_000);

afterAll(async () => {
  await db.close();
});

async function postgresMatches(tree: BooleanQueryAst, resume: readonly string[]): Promise<boolean> {
  const { rows } = await db.query<{ matches: boolean }>('SELECT $1::tsvector @@ $2::tsquery AS matches', [
    skillsToTsVector(resume),
    toTsQuery(tree),
  ]);
  return rows[0]?.matches === true;
}

describe('given PostgreSQL evaluating the tsvector and tsquery literals', () => {
  it('should answer exactly as matchesBooleanQuery for rendered queries and skill lists', async () => {
    const seen = new Set<boolean>();
    await fc.assert(
      fc.asyncProperty(ast, fc.array(skills, { minLength: 1, maxLength: 3 }), async (tree, resumes) => {
        const query = renderBooleanQuery(tree);
        for (const resume of resumes) {
          const expected = matchesBooleanQuery(query, resume);
          seen.add(expected);
          expect(await postgresMatches(tree, resume)).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
    expect(seen).toEqual(new Set([true, false]));
  });

  it('should answer exactly as matchesBooleanQuery for random query text', async () => {
    await fc.assert(
      fc.asyncProperty(queryText, skills, async (text, resume) => {
        const parsed = parseBooleanQuery(text);
        if (!parsed.ok) {
          expect(() => matchesBooleanQuery(text, resume)).toThrow(expect.objectContaining(parsed.error));
        } else if (parsed.ast === null) {
          expect(matchesBooleanQuery(text, resume)).toBe(true);
        } else {
          expect(await postgresMatches(parsed.ast, resume)).toBe(matchesBooleanQuery(text, resume));
        }
      }),
      { numRuns: textRuns },
    );
  });

  const { maxPosition, maxPositionsPerWord, maxWordLength, maxNesting } = booleanSearchLimits;
  it.each<[string, string, readonly string[], boolean]>([
    ['a phrase through a word past its kept positions', '"a b"', ['a '.repeat(maxPositionsPerWord + 44) + 'b'], false],
    ['a phrase within a word’s kept positions', '"a b"', ['a '.repeat(maxPositionsPerWord - 1) + 'b'], true],
    ['the last position', 'y', ['x '.repeat(maxPosition - 1) + 'y z'], true],
    ['a word past the last position', 'z', ['x '.repeat(maxPosition - 1) + 'y z'], false],
    ['a long word, cut to maxWordLength', 'ệ'.repeat(maxWordLength + 50), ['Ệ'.repeat(maxWordLength + 1)], true],
    ['a prefix longer than the cut word', 'ệ'.repeat(maxWordLength + 1) + 'x*', ['ệ'.repeat(maxWordLength + 5)], true],
    [
      'more distinct words than the byte budget',
      'zzz',
      [...Array.from({ length: 1100 }, (_, i) => `${i}`.padStart(255, 'x')), 'zzz'],
      false,
    ],
    ['astral characters', '😀*', ['😀x'], true],
    ['lone surrogates, as U+FFFD', '\uDC00', ['\uD800'], true],
    ['NUL in a skill', '"a b"', ['a\0b'], true],
    ['NOT over no skills', 'NOT a', [], true],
    ['maxNesting NOTs', 'NOT '.repeat(maxNesting) + 'a', ['a'], true],
    ['maxNesting groups and NOTs', '('.repeat(maxNesting - 1) + 'NOT a' + ')'.repeat(maxNesting - 1), ['b'], true],
  ])('should agree on %s', async (_, query, resume, expected) => {
    const parsed = parseBooleanQuery(query);
    if (!parsed.ok || parsed.ast === null) throw new Error(`expected a query: ${query}`);
    expect(matchesBooleanQuery(parsed.ast, resume)).toBe(expected);
    expect(await postgresMatches(parsed.ast, resume)).toBe(expected);
  });
});

describe('given a parser-shaped AST', () => {
  it('should parse its rendering back to the same AST', () => {
    fc.assert(
      fc.property(ast, (tree) => {
        expect(parseBooleanQuery(renderBooleanQuery(tree))).toEqual({ ok: true, ast: tree });
      }),
      { numRuns: 300 },
    );
  });

  it('should parse the rendering of any parsed text back to the same AST', () => {
    fc.assert(
      fc.property(queryText, (text) => {
        const parsed = parseBooleanQuery(text);
        if (parsed.ok && parsed.ast !== null) expect(parseBooleanQuery(renderBooleanQuery(parsed.ast))).toEqual(parsed);
      }),
      { numRuns: textRuns },
    );
  });
});

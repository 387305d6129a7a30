import { foldTableLetters } from '../text/fold';

/**
 * Limits of the skill index. The PostgreSQL ones are that engine's own tsvector limits: the evaluator
 * applies them too, so that `matchesBooleanQuery` and the SQL literals can never disagree.
 */
export const booleanSearchLimits = {
  /** Code points kept of a word; 255 code points stay under PostgreSQL's 2046-byte lexeme limit. */
  maxWordLength: 255,
  /** PostgreSQL's largest tsvector position; words past it are not indexed. */
  maxPosition: 16383,
  /** PostgreSQL keeps the first 256 positions of a lexeme and drops the rest. */
  maxPositionsPerWord: 256,
  /** UTF-8 bytes of distinct words indexed per resume, a quarter of PostgreSQL's 1 MiB tsvector limit. */
  maxIndexedBytes: 262_144,
  /** Unused positions between two skills, so that a phrase (`<->`) can never span them. */
  skillGap: 2,
  /** Parenthesised groups and NOTs nested in one query; bounds recursion here and in PostgreSQL. */
  maxNesting: 32,
} as const;

/**
 * A resume's skill index: each normalised word of its skills with the word's ascending positions. Skills
 * sit `skillGap` positions apart so that adjacency (a phrase) is adjacency within one skill.
 */
export type SkillIndex = ReadonlyMap<string, readonly number[]>;

// The spec's separators `, ; / |`, plus what the query grammar reserves (`(`, `)`, `"`), so that every
// word a skill can hold is reachable by a bare query term, and NUL, which PostgreSQL text cannot hold.
const WORD = /[^\s,;/|()"\0]+/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A piece of raw text between separators, with its index in the text it was cut from. */
export interface RawWord {
  readonly raw: string;
  readonly index: number;
}

/** Cuts text into raw words on whitespace, the skill separators `, ; / |`, parentheses, `"` and NUL (section 5). */
export function rawWords(text: string): RawWord[] {
  return Array.from(text.matchAll(WORD), (match) => ({ raw: match[0], index: match.index }));
}

/**
 * Folds a raw word the one way both the evaluator and the SQL literals use (section 5, boolean skills
 * search): NFC, then `toLowerCase()` (Unicode default lower-casing, not full case folding), then the
 * accents of `accentFoldingTable` (issue 13: "ky su" finds "Kỹ sư", đ is d), then the length cap. NFC
 * first so that Vietnamese typed with combining marks equals its precomposed spelling.
 */
export function normaliseWord(raw: string): string {
  // Lone surrogates would reach PostgreSQL as U+FFFD, so they become U+FFFD here as well.
  const lower = raw.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC').toLowerCase().normalize('NFC');
  const folded = foldTableLetters(lower);
  return folded.length <= booleanSearchLimits.maxWordLength
    ? folded
    : Array.from(folded).slice(0, booleanSearchLimits.maxWordLength).join('');
}

/** The normalised words of one skill, in order, for the boolean skills search and suitability (section 5). */
export function skillWords(skill: string): string[] {
  return rawWords(skill).map(({ raw }) => normaliseWord(raw));
}

function utf8Length(word: string): number {
  let bytes = 0;
  for (let i = 0; i < word.length; i += 1) {
    const unit = word.charCodeAt(i);
    // A surrogate pair is four bytes, two per half; normalised words hold no lone surrogate.
    bytes += unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}

/**
 * Indexes a resume's skills for the boolean skills search (section 5): each skill's words get
 * consecutive positions from 1, with `skillGap` unused positions between skills. Indexing stops at the
 * first word past `maxPosition` or `maxIndexedBytes`; a word keeps its first `maxPositionsPerWord`
 * positions.
 */
export function indexSkills(skills: readonly string[]): SkillIndex {
  const index = new Map<string, number[]>();
  let position = 1;
  let bytes = 0;
  for (const skill of skills) {
    const words = skillWords(skill);
    for (const word of words) {
      if (position > booleanSearchLimits.maxPosition) return index;
      let positions = index.get(word);
      if (positions === undefined) {
        bytes += utf8Length(word);
        if (bytes > booleanSearchLimits.maxIndexedBytes) return index;
        positions = [];
        index.set(word, positions);
      }
      if (positions.length < booleanSearchLimits.maxPositionsPerWord) positions.push(position);
      position += 1;
    }
    if (words.length > 0) position += booleanSearchLimits.skillGap;
  }
  return index;
}

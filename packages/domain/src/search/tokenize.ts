import type { BooleanQueryPhrase, BooleanQueryTerm, BooleanQueryWord } from './ast';
import { booleanQueryError } from './error';
import type { BooleanQueryError } from './error';
import { normaliseWord, rawWords } from './words';

/** A token of a boolean skills search; `position` is its 0-based index in the input. */
export type BooleanQueryToken =
  | { readonly kind: 'open' | 'close' | 'and' | 'or' | 'not'; readonly position: number }
  | { readonly kind: 'operand'; readonly position: number; readonly node: BooleanQueryTerm | BooleanQueryPhrase };

/** The tokens of a query, or the first lexical error. */
export type BooleanQueryTokens =
  | { readonly ok: true; readonly tokens: readonly BooleanQueryToken[] }
  | { readonly ok: false; readonly error: BooleanQueryError };

const operators = new Map<string, 'and' | 'or' | 'not'>([
  ['and', 'and'],
  ['or', 'or'],
  ['not', 'not'],
]);
// Separators act like whitespace between bare terms: a term must equal one skill word, and skill words
// never contain them.
const GAP = /[\s,;/|\0]/u;
const RUN_END = /[\s,;/|\0()"]/u;
const TRAILING_STARS = /\*+$/u;

function queryWord(raw: string, position: number): BooleanQueryWord | BooleanQueryError {
  const stem = raw.replace(TRAILING_STARS, '');
  if (stem === '') return booleanQueryError(position, 'lone-wildcard');
  return { text: normaliseWord(stem), prefix: stem.length < raw.length };
}

function phrase(content: string, quote: number): BooleanQueryTerm | BooleanQueryPhrase | BooleanQueryError {
  const words: BooleanQueryWord[] = [];
  for (const { raw, index } of rawWords(content)) {
    const word = queryWord(raw, quote + 1 + index);
    if ('reason' in word) return word;
    words.push(word);
  }
  const [first, second, ...rest] = words;
  if (first === undefined) return booleanQueryError(quote, 'empty-phrase');
  if (second === undefined) return { type: 'term', ...first };
  return { type: 'phrase', words: [first, second, ...rest] };
}

/**
 * Cuts a boolean skills search (spec section 5) into parentheses, operators (`AND`, `OR`, `NOT` in any
 * case) and operands: bare terms, with `*` marking a prefix, and double-quoted phrases.
 */
export function tokenizeBooleanQuery(input: string): BooleanQueryTokens {
  const tokens: BooleanQueryToken[] = [];
  let position = 0;
  while (position < input.length) {
    const char = input.charAt(position);
    if (GAP.test(char)) {
      position += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', position });
      position += 1;
    } else if (char === '"') {
      const close = input.indexOf('"', position + 1);
      if (close === -1) return { ok: false, error: booleanQueryError(position, 'unclosed-quote') };
      const node = phrase(input.slice(position + 1, close), position);
      if ('reason' in node) return { ok: false, error: node };
      tokens.push({ kind: 'operand', position, node });
      position = close + 1;
    } else {
      let end = position + 1;
      while (end < input.length && !RUN_END.test(input.charAt(end))) end += 1;
      const raw = input.slice(position, end);
      const operator = operators.get(raw.toLowerCase());
      if (operator === undefined) {
        const word = queryWord(raw, position);
        if ('reason' in word) return { ok: false, error: word };
        tokens.push({ kind: 'operand', position, node: { type: 'term', ...word } });
      } else {
        tokens.push({ kind: operator, position });
      }
      position = end;
    }
  }
  return { ok: true, tokens };
}

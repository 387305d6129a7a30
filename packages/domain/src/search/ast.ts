/** A normalised query word (lower-cased, NFC, no separators); `prefix` when it was written with a trailing `*`. */
export interface BooleanQueryWord {
  readonly text: string;
  readonly prefix: boolean;
}

/** One word: matches a skill word equal to it, or starting with it when `prefix`. */
export interface BooleanQueryTerm extends BooleanQueryWord {
  readonly type: 'term';
}

/** Two or more words standing consecutively within one skill. A quoted single word parses as a term. */
export interface BooleanQueryPhrase {
  readonly type: 'phrase';
  readonly words: readonly [BooleanQueryWord, BooleanQueryWord, ...BooleanQueryWord[]];
}

/** Matches when its operand does not. */
export interface BooleanQueryNot {
  readonly type: 'not';
  readonly operand: BooleanQueryAst;
}

/** Matches when every operand does; the parser never nests an `and` directly in an `and`. */
export interface BooleanQueryAnd {
  readonly type: 'and';
  readonly operands: readonly [BooleanQueryAst, BooleanQueryAst, ...BooleanQueryAst[]];
}

/** Matches when some operand does; the parser never nests an `or` directly in an `or`. */
export interface BooleanQueryOr {
  readonly type: 'or';
  readonly operands: readonly [BooleanQueryAst, BooleanQueryAst, ...BooleanQueryAst[]];
}

/**
 * A parsed boolean skills search (spec section 5). Build it with `parseBooleanQuery`: the evaluator and
 * the SQL literals rely on its words being normalised and non-empty. Switches over `type` return from
 * every case with no `default`, so an unhandled new node type fails to compile.
 */
export type BooleanQueryAst =
  BooleanQueryTerm | BooleanQueryPhrase | BooleanQueryNot | BooleanQueryAnd | BooleanQueryOr;

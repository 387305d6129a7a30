export type {
  BooleanQueryAnd,
  BooleanQueryAst,
  BooleanQueryNot,
  BooleanQueryOr,
  BooleanQueryPhrase,
  BooleanQueryTerm,
  BooleanQueryWord,
} from './ast';
export { BooleanQuerySyntaxError, booleanQueryErrorReasons } from './error';
export type { BooleanQueryError, BooleanQueryErrorReason } from './error';
export { matchesBooleanQuery } from './evaluate';
export { parseBooleanQuery } from './parse';
export type { BooleanQueryParseResult } from './parse';
export { renderBooleanQuery } from './render';
export { skillsToTsVector, toTsQuery } from './sql';
export { booleanSearchLimits } from './words';

import type { BooleanQueryAst, BooleanQueryWord } from './ast';
import { indexSkills } from './words';

// Inside a quoted lexeme PostgreSQL reads `\` as an escape and `''` as one quote.
function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

function lexeme(word: BooleanQueryWord): string {
  return word.prefix ? `${quote(word.text)}:*` : quote(word.text);
}

/**
 * A resume's skills as a PostgreSQL `tsvector` literal for the boolean skills search (spec section 5):
 * the same words and positions `matchesBooleanQuery` uses, so cast it with `::tsvector` (never
 * `to_tsvector`, which would re-parse `c++`) and bind it as a parameter. No skills give `''`, the empty
 * tsvector.
 */
export function skillsToTsVector(skills: readonly string[]): string {
  return Array.from(indexSkills(skills), ([word, positions]) => `${quote(word)}:${positions.join(',')}`).join(' ');
}

// Every compound operand goes in parentheses: PostgreSQL's tsquery parser holds at most 32 pending
// operators per parenthesis level, which `!!!…` or mixed operators could otherwise exceed.
function operand(ast: BooleanQueryAst): string {
  return ast.type === 'term' ? lexeme(ast) : `(${toTsQuery(ast)})`;
}

/**
 * A parsed boolean skills search (spec section 5) as a PostgreSQL `tsquery` literal: `&`, `|`, `!`,
 * `<->` between the words of a phrase and `:*` for a prefix. Cast it with `::tsquery`, bind it as a
 * parameter and test `skills_vector @@ $1::tsquery`; the answers are exactly `matchesBooleanQuery`'s.
 * A `null` AST (a blank query) matches everything and has no tsquery: leave the condition out.
 */
export function toTsQuery(ast: BooleanQueryAst): string {
  switch (ast.type) {
    case 'term':
      return lexeme(ast);
    case 'phrase':
      return ast.words.map(lexeme).join(' <-> ');
    case 'not':
      return `!${operand(ast.operand)}`;
    case 'and':
      return ast.operands.map(operand).join(' & ');
    case 'or':
      return ast.operands.map(operand).join(' | ');
  }
}

import type { BooleanQueryAst, BooleanQueryWord } from './ast';

const KEYWORD = /^(?:and|or|not)$/i;

function word({ text, prefix }: BooleanQueryWord): string {
  return prefix ? `${text}*` : text;
}

/**
 * Writes an AST back as a boolean skills search (spec section 5) that parses to the same tree: explicit
 * `AND`, parentheses only where precedence needs them, and quotes around a term that reads as an operator.
 */
export function renderBooleanQuery(ast: BooleanQueryAst): string {
  switch (ast.type) {
    case 'term':
      return !ast.prefix && KEYWORD.test(ast.text) ? `"${ast.text}"` : word(ast);
    case 'phrase':
      return `"${ast.words.map(word).join(' ')}"`;
    case 'not':
      return ast.operand.type === 'and' || ast.operand.type === 'or'
        ? `NOT (${renderBooleanQuery(ast.operand)})`
        : `NOT ${renderBooleanQuery(ast.operand)}`;
    case 'and':
      return ast.operands
        .map((operand) => (operand.type === 'or' ? `(${renderBooleanQuery(operand)})` : renderBooleanQuery(operand)))
        .join(' AND ');
    case 'or':
      return ast.operands.map(renderBooleanQuery).join(' OR ');
  }
}

import { matchesBooleanQuery, type BooleanQueryAst } from '@arms/domain';

/** The terms and phrases a query asks for (not those under NOT): what a result's skills are marked with. */
export function positiveTerms(ast: BooleanQueryAst | null, negated = false): BooleanQueryAst[] {
  if (!ast) return [];
  switch (ast.type) {
    case 'term':
    case 'phrase':
      return negated ? [] : [ast];
    case 'not':
      return positiveTerms(ast.operand, !negated);
    case 'and':
    case 'or':
      return ast.operands.flatMap((operand) => positiveTerms(operand, negated));
  }
}

/** Whether one skill holds a term the query asks for (the same matcher as the server's search). */
export function isMatchedSkill(skill: string, terms: readonly BooleanQueryAst[]): boolean {
  return terms.some((term) => matchesBooleanQuery(term, [skill]));
}

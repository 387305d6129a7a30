import type { BooleanQueryAst } from './ast';
import { booleanQueryError } from './error';
import type { BooleanQueryError } from './error';
import { tokenizeBooleanQuery } from './tokenize';
import type { BooleanQueryToken } from './tokenize';
import { booleanSearchLimits } from './words';

/** The outcome of parsing a boolean skills search; `ast` is `null` for a blank query, which matches everything. */
export type BooleanQueryParseResult =
  | { readonly ok: true; readonly ast: BooleanQueryAst | null }
  | { readonly ok: false; readonly error: BooleanQueryError };

type Parsed =
  { readonly ok: true; readonly ast: BooleanQueryAst } | { readonly ok: false; readonly error: BooleanQueryError };

function failure(position: number, reason: BooleanQueryError['reason']): Parsed {
  return { ok: false, error: booleanQueryError(position, reason) };
}

// Checked before the grammar so that a stray `)` reads as unbalanced, not as a missing operand.
function unbalancedParenthesis(tokens: readonly BooleanQueryToken[]): number | undefined {
  const open: number[] = [];
  for (const token of tokens) {
    if (token.kind === 'open') open.push(token.position);
    if (token.kind === 'close' && open.pop() === undefined) return token.position;
  }
  return open[0];
}

function flatten(type: 'and' | 'or', node: BooleanQueryAst): readonly [BooleanQueryAst, ...BooleanQueryAst[]] {
  return node.type === type ? node.operands : [node];
}

// Flattens `(a AND b) AND c` into one `and`, so that equal queries have equal trees.
function combine(type: 'and' | 'or', head: BooleanQueryAst, tail: readonly BooleanQueryAst[]): BooleanQueryAst {
  const [first, ...others] = [...flatten(type, head), ...tail.flatMap((node) => flatten(type, node))];
  const [second, ...rest] = others;
  return second === undefined ? first : { type, operands: [first, second, ...rest] };
}

function startsOperand(token: BooleanQueryToken | undefined): boolean {
  return token?.kind === 'operand' || token?.kind === 'open' || token?.kind === 'not';
}

/**
 * Recursive descent over the grammar of the boolean skills search (spec section 5):
 * `or := and (OR and)*`, `and := unary (AND? unary)*`, `unary := NOT unary | operand | ( or )`.
 * Parentheses are already known to balance.
 */
function parseTokens(tokens: readonly BooleanQueryToken[]): Parsed {
  let next = 0;
  // The operator an operand was expected after, for errors at a `)` or the end of the input.
  let lastOperator = 0;

  function unary(depth: number): Parsed {
    const token = tokens[next];
    if (token === undefined) return failure(lastOperator, 'missing-operand');
    switch (token.kind) {
      case 'operand':
        next += 1;
        return { ok: true, ast: token.node };
      case 'not': {
        if (depth >= booleanSearchLimits.maxNesting) return failure(token.position, 'too-deep');
        next += 1;
        lastOperator = token.position;
        const operand = unary(depth + 1);
        return operand.ok ? { ok: true, ast: { type: 'not', operand: operand.ast } } : operand;
      }
      case 'open': {
        if (depth >= booleanSearchLimits.maxNesting) return failure(token.position, 'too-deep');
        if (tokens[next + 1]?.kind === 'close') return failure(token.position, 'empty-parentheses');
        next += 1;
        const group = disjunction(depth + 1);
        // The group ends at its `)`: the balance check ran first.
        next += 1;
        return group;
      }
      case 'close':
        return failure(lastOperator, 'missing-operand');
      case 'and':
      case 'or':
        return failure(token.position, 'missing-operand');
    }
  }

  function conjunction(depth: number): Parsed {
    const first = unary(depth);
    if (!first.ok) return first;
    const rest: BooleanQueryAst[] = [];
    for (;;) {
      const token = tokens[next];
      if (token?.kind === 'and') {
        next += 1;
        lastOperator = token.position;
      } else if (!startsOperand(token)) {
        return { ok: true, ast: combine('and', first.ast, rest) };
      }
      const operand = unary(depth);
      if (!operand.ok) return operand;
      rest.push(operand.ast);
    }
  }

  function disjunction(depth: number): Parsed {
    const first = conjunction(depth);
    if (!first.ok) return first;
    const rest: BooleanQueryAst[] = [];
    for (;;) {
      const token = tokens[next];
      if (token?.kind !== 'or') return { ok: true, ast: combine('or', first.ast, rest) };
      next += 1;
      lastOperator = token.position;
      const operand = conjunction(depth);
      if (!operand.ok) return operand;
      rest.push(operand.ast);
    }
  }

  return disjunction(0);
}

/**
 * Parses a boolean skills search (spec section 5, "must use valid operators"; errors are section 8's
 * WRONG_SEARCH_FORMAT). NOT binds tighter than AND, AND tighter than OR; `a NOT b` is `a AND NOT b` and
 * operands side by side are joined by AND. A blank query parses to `null`, which matches everything.
 */
export function parseBooleanQuery(input: string): BooleanQueryParseResult {
  const lexed = tokenizeBooleanQuery(input);
  if (!lexed.ok) return lexed;
  if (lexed.tokens.length === 0) return { ok: true, ast: null };
  const unbalanced = unbalancedParenthesis(lexed.tokens);
  if (unbalanced !== undefined) return { ok: false, error: booleanQueryError(unbalanced, 'unbalanced-parenthesis') };
  return parseTokens(lexed.tokens);
}

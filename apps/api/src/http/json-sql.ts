import type { FastifyReply } from 'fastify';
import type { TObject } from 'typebox';

/**
 * Answers PostgreSQL writes as JSON text for the hot lists (ADR 0200): the same bytes the route's
 * compiled serialiser writes for the same rows, so the API sends the text without parsing rows, mapping
 * them or serialising them. Only shapes the serialiser writes as is are built this way: objects in
 * the serialiser's property order (required ones first) (`row_to_json` of a sub-select keeps the column order and writes no
 * spaces; `json_build_object` and `json_agg` do write spaces), integers, booleans, texts (PostgreSQL
 * escapes `"`, `\` and control characters as `JSON.stringify` does), arrays of these, `numeric` through
 * `trim_scale` (the shortest decimal, as a JavaScript number prints it) and timestamps through `isoSql`.
 * The tests compare the two paths byte for byte (test/platform/hot-lists.test.ts).
 */

/** A `timestamptz` expression as `Date.prototype.toISOString` writes it (milliseconds, truncated; UTC). */
export function isoSql(expression: string): string {
  return `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A `numeric` expression as the JavaScript number of its value prints (`12.50` → `12.5`). */
export function numberSql(expression: string): string {
  return `trim_scale(${expression})`;
}

/** A text as an SQL literal. */
export function textLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The select list `expression as "key", …` of an object schema, in the serialiser's order, from one
 * SQL expression per property. Every property needs one and none may be extra: a field added to the
 * schema fails at start-up here rather than going missing from the answer.
 */
export function jsonColumns(schema: TObject, columns: Readonly<Record<string, string>>): string {
  const keys = Object.keys(schema.properties);
  const extra = Object.keys(columns).filter((k) => !keys.includes(k));
  const missing = keys.filter((k) => !(k in columns));
  if (extra.length > 0 || missing.length > 0)
    throw new Error(`jsonColumns: missing ${missing.join(', ') || '-'}; not in the schema ${extra.join(', ') || '-'}`);
  // The serialiser (fast-json-stringify) writes the required properties first, then the optional
  // ones, each group in the schema's order.
  const required = new Set<string>(schema.required ?? []);
  return [...keys.filter((k) => required.has(k)), ...keys.filter((k) => !required.has(k))]
    .map((key) => {
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`jsonColumns: key ${key} needs quoting`);
      return `${columns[key]} as "${key}"`;
    })
    .join(', ');
}

/** One JSON object of a schema, as an SQL expression (`row_to_json` of a one-row sub-select). */
export function jsonObjectSql(schema: TObject, columns: Readonly<Record<string, string>>): string {
  return `(select row_to_json(o) from (select ${jsonColumns(schema, columns)}) o)`;
}

/**
 * The JSON array text of the rows of `from` (an SQL `from …` clause naming a lateral `x` that selects
 * `jsonColumns`), in `orderBy` order: `[]` when there are none.
 */
export function jsonArraySql(from: string, orderBy: string): string {
  return `(select coalesce('[' || string_agg(row_to_json(x)::text, ',' order by ${orderBy}) || ']', '[]') ${from})`;
}

/** Sends JSON text built this way as the answer, as is (Fastify does not serialise a string of JSON type). */
export function sendJsonText(reply: FastifyReply, text: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

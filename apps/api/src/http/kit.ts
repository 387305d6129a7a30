import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import { listPage, pageWithWindowTotal, type ParsedList } from './list-query';

/**
 * The route kit (docs/decisions/0196): what every route file of `routes/` takes instead of writing it
 * again: the bearer security requirement, the `:id` path parameters, nullable and date-time schemas,
 * the ISO text of a date, and the list helper that answers `{ total, limit, skip, data }` from one query.
 */

export { errorResponses, SignedUrl } from './schemas';
export { defineList, listPage, listResponseSchema, windowTotal, type ParsedList } from './list-query';
export type { FieldKind, ListField } from './list-query';

/** The OpenAPI security requirement of a route that needs a signed-in caller (a bearer token). */
export const security = [{ bearerAuth: [] }];

/** The path parameters of a route on one record: `/things/:id`, a positive integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** A schema or `null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An RFC 3339 date-time string, as every timestamp of the API is answered. */
export const DateTime = (options: { description?: string } = {}) => Type.String({ format: 'date-time', ...options });

/** The ISO 8601 text of a timestamp (`null` stays `null`), as a `DateTime` field answers it. */
export function iso(date: Date): string;
export function iso(date: Date | null | undefined): string | null;
export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/**
 * `column ilike %value%` with the LIKE wildcards of the value (`%`, `_` and the backslash) taken literally: the list
 * screens' search box, any case.
 */
export const contains = (column: AnyColumn | SQL, value: unknown): SQL =>
  sql`${column} ilike ${`%${String(value).replace(/[\\%_]/g, '\\$&')}%`}`;

/**
 * One list query, written once: the rows of the page, each carrying `windowTotal` as `total`, already
 * filtered and ordered. Paging is the helper's: it adds `$skip` and `$limit`.
 */
export interface ListQuery<Row extends { total: number }> {
  offset(skip: number): PromiseLike<Row[]> & { limit(limit: number): PromiseLike<Row[]> };
}

/**
 * The page a list route answers, `{ total, limit, skip, data }`, from one description of its query:
 * `db.select({ ...columns, total: windowTotal }).from(...).where(...).orderBy(...)`. The page and its total
 * come in one round trip; only a page past the last row runs the same query again for the first row, whose
 * `total` is the count (docs/decisions/0182, 0196).
 */
export async function listRows<Row extends { total: number }, T>(
  list: ParsedList,
  query: ListQuery<Row>,
  map: (row: Omit<Row, 'total'>) => T,
): Promise<{ total: number; limit: number; skip: number; data: T[] }> {
  const page = query.offset(list.skip);
  const { rows, total } = await pageWithWindowTotal(
    page,
    async () => {
      const [first] = await query.offset(0).limit(1);
      return [{ total: first?.total ?? 0 }];
    },
    list,
  );
  return listPage(
    list,
    total,
    rows.map(({ total: _total, ...row }) => map(row)),
  );
}

/**
 * `value` as the text of a LIKE pattern that matches it literally: its wildcards (`%`, `_`) and the
 * backslash escaped, as `contains` does. For the patterns `contains` does not write (a prefix, a column
 * compared `lower(...) like`): `${likeLiteral(prefix)}%`.
 */
export const likeLiteral = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

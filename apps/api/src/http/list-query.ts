import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import { fail } from './errors';

/** How a list field is typed in the query string and compared in SQL. */
export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'date-time';

export interface ListField {
  column: AnyColumn;
  kind: FieldKind;
  /** May appear in `$sort`. @default true */
  sortable?: boolean;
  /** May be filtered with `field=value` and the operators. @default true */
  filterable?: boolean;
  /**
   * No two rows share a value (a primary key): sort keys after it cannot change the order, so they are
   * left out and an index on it alone serves the sort both ways (docs/decisions/0164). @default false
   */
  unique?: boolean;
}

export interface ListSpec<F extends string> {
  fields: Record<F, ListField>;
  /** Applied after any `$sort` from the caller so paging is stable. */
  defaultSort: ReadonlyArray<readonly [NoInfer<F>, 1 | -1]>;
  /** The largest page a caller may ask for; `$limit=-1` (all) is allowed only when `allowAll`. */
  maxLimit?: number;
  defaultLimit?: number;
  allowAll?: boolean;
  /**
   * Filters that are not a column but a condition the resource computes (`isAssigned=true` on staff
   * means "assigned to a job"): equality only, typed like a field.
   */
  computed?: Record<string, { kind: FieldKind; description?: string; where: (value: unknown) => SQL }>;
}

export interface ParsedList {
  where: SQL | undefined;
  orderBy: readonly SQL[];
  /** undefined means no limit (`$limit=-1`). */
  limit: number | undefined;
  skip: number;
  /**
   * No filter and no `$sort` (only `$skip` and `$limit`): `where` is undefined and `orderBy` is the
   * default sort, so a route may answer from a statement prepared once (ADR 0197).
   */
  plain: boolean;
}

const operators = ['$in', '$nin', '$ne', '$lt', '$lte', '$gt', '$gte'] as const;
type Operator = (typeof operators)[number];

function scalarSchema(kind: FieldKind): TSchema {
  switch (kind) {
    case 'string':
      return Type.String({ maxLength: 500 });
    case 'integer':
      return Type.Integer();
    case 'number':
      return Type.Number();
    case 'boolean':
      return Type.Boolean();
    case 'date-time':
      return Type.String({ format: 'date-time' });
  }
}

function filterSchema(kind: FieldKind): TSchema {
  const scalar = scalarSchema(kind);
  return Type.Union([
    scalar,
    Type.Object(
      {
        $in: Type.Optional(Type.Array(scalar, { maxItems: 500 })),
        $nin: Type.Optional(Type.Array(scalar, { maxItems: 500 })),
        $ne: Type.Optional(scalar),
        $lt: Type.Optional(scalar),
        $lte: Type.Optional(scalar),
        $gt: Type.Optional(scalar),
        $gte: Type.Optional(scalar),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
  ]);
}

function compare(column: AnyColumn, op: Operator, value: unknown): SQL {
  switch (op) {
    case '$in':
      return inArray(column, value as unknown[]);
    case '$nin':
      return notInArray(column, value as unknown[]);
    case '$ne':
      return ne(column, value);
    case '$lt':
      return lt(column, value);
    case '$lte':
      return lte(column, value);
    case '$gt':
      return gt(column, value);
    case '$gte':
      return gte(column, value);
  }
}

function toValue(kind: FieldKind, value: unknown): unknown {
  return kind === 'date-time' && typeof value === 'string' ? new Date(value) : value;
}

/**
 * The query language of the API (ARCHITECTURE.md): `$skip`, `$limit` (-1 = all), `$sort[field]=1|-1`,
 * `field=value`, `field[$in][]=`, `$nin`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte` and `$or[0][field]=`.
 * One field list yields both the querystring schema (so unknown fields and operators are a 400
 * VALIDATION_ERROR) and the parameterised SQL.
 */
export function defineList<F extends string>(spec: ListSpec<F>) {
  const maxLimit = spec.maxLimit ?? 200;
  const defaultLimit = spec.defaultLimit ?? 25;
  const entries = Object.entries(spec.fields) as [F, ListField][];
  const filterable = entries.filter(([, f]) => f.filterable !== false);
  const sortable = entries.filter(([, f]) => f.sortable !== false);

  const filterProps = Object.fromEntries(filterable.map(([name, f]) => [name, Type.Optional(filterSchema(f.kind))]));
  const sortDirection = Type.Integer({ enum: [1, -1], description: '1 ascending, -1 descending' });

  const querySchema = Type.Object(
    {
      $skip: Type.Optional(Type.Integer({ minimum: 0, description: 'Rows to skip' })),
      $limit: Type.Optional(
        Type.Integer({
          minimum: spec.allowAll ? -1 : 0,
          description: `Page size (default ${defaultLimit}, at most ${maxLimit}${spec.allowAll ? '; -1 for all' : ''})`,
        }),
      ),
      $sort: Type.Optional(
        Type.Object(Object.fromEntries(sortable.map(([name]) => [name, Type.Optional(sortDirection)])), {
          additionalProperties: false,
        }),
      ),
      $or: Type.Optional(Type.Array(Type.Object(filterProps, { additionalProperties: false }), { maxItems: 20 })),
      ...filterProps,
      ...Object.fromEntries(
        Object.entries(spec.computed ?? {}).map(([name, c]) => [
          name,
          Type.Optional({ ...scalarSchema(c.kind), ...(c.description ? { description: c.description } : {}) }),
        ]),
      ),
    },
    { additionalProperties: false },
  );

  function condition(filters: Record<string, unknown>): SQL[] {
    const parts: SQL[] = [];
    for (const [name, raw] of Object.entries(filters)) {
      if (name.startsWith('$') || raw === undefined) continue;
      const computed = spec.computed?.[name];
      if (computed) {
        parts.push(computed.where(raw));
        continue;
      }
      const field = spec.fields[name as F];
      if (!field || field.filterable === false)
        throw fail('VALIDATION_ERROR', [{ field: name, code: 'validation.unknownField' }]);
      if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
        for (const [op, value] of Object.entries(raw)) {
          if (!(operators as readonly string[]).includes(op)) {
            throw fail('VALIDATION_ERROR', [{ field: `${name}.${op}`, code: 'validation.unknownOperator' }]);
          }
          const converted = Array.isArray(value)
            ? value.map((v) => toValue(field.kind, v))
            : toValue(field.kind, value);
          if (Array.isArray(converted) && converted.length === 0) {
            // `$in: []` matches nothing and `$nin: []` everything, as in SQL set logic.
            if (op === '$in') parts.push(sql`false`);
            continue;
          }
          parts.push(compare(field.column, op as Operator, converted));
        }
      } else {
        parts.push(eq(field.column, toValue(field.kind, raw)));
      }
    }
    return parts;
  }

  /** Turns a validated querystring into parameterised SQL parts. */
  function parse(query: Record<string, unknown>): ParsedList {
    const parts = condition(query);
    const orGroups = Array.isArray(query.$or) ? (query.$or as Record<string, unknown>[]) : [];
    if (orGroups.length > 0) {
      const alternatives = orGroups.map((group) => and(...condition(group))).filter((x): x is SQL => Boolean(x));
      const any = or(...alternatives);
      if (any) parts.push(any);
    }
    const sort = query.$sort as Record<string, number> | undefined;
    if (sort === undefined || Object.keys(sort).length === 0) {
      return {
        where: parts.length > 0 ? and(...parts) : undefined,
        orderBy: defaultOrderBy,
        ...page(query),
        plain: parts.length === 0,
      };
    }
    const orderBy: SQL[] = [];
    const used = new Set<string>();
    // A unique key in the order settles it: the keys after it are left out (ListField.unique).
    let complete = false;
    for (const [name, dir] of Object.entries(sort)) {
      const field = spec.fields[name as F];
      if (!field || field.sortable === false)
        throw fail('VALIDATION_ERROR', [{ field: `$sort.${name}`, code: 'validation.unknownField' }]);
      used.add(name);
      if (complete) continue;
      orderBy.push(dir === -1 ? desc(field.column) : asc(field.column));
      complete = field.unique === true;
    }
    orderBy.push(...defaultOrder(used, complete));
    return {
      where: parts.length > 0 ? and(...parts) : undefined,
      orderBy,
      ...page(query),
      plain: parts.length === 0 && used.size === 0,
    };
  }

  /** The default sort's keys not named by the query, up to the first unique one (none once complete). */
  function defaultOrder(used: ReadonlySet<string>, complete: boolean): SQL[] {
    const orderBy: SQL[] = [];
    for (const [name, dir] of spec.defaultSort) {
      if (complete) break;
      if (used.has(name)) continue;
      const field = spec.fields[name];
      orderBy.push(dir === -1 ? desc(field.column) : asc(field.column));
      complete = field.unique === true;
    }
    return orderBy;
  }
  // Built once: most requests use the default order (the SQL parts are only read when a query is built).
  const defaultOrderBy: readonly SQL[] = defaultOrder(new Set(), false);

  function page(query: Record<string, unknown>): { limit: number | undefined; skip: number } {
    const requested = typeof query.$limit === 'number' ? query.$limit : defaultLimit;
    const limit = requested === -1 && spec.allowAll ? undefined : Math.min(Math.max(requested, 0), maxLimit);
    return { limit, skip: typeof query.$skip === 'number' ? query.$skip : 0 };
  }

  return { querySchema, parse, maxLimit, defaultLimit, sortable: sortable.map(([name]) => name) };
}

/** The answer of every list route: `{ total, limit, skip, data }`. */
export function listResponseSchema<T extends TSchema>(item: T) {
  return Type.Object({
    total: Type.Integer({ minimum: 0 }),
    limit: Type.Integer({ description: '-1 when every row was returned' }),
    skip: Type.Integer({ minimum: 0 }),
    data: Type.Array(item),
  });
}

/**
 * Runs one page of a list query (`$limit=-1`: every row) and the count of all matching rows together,
 * as every list route answers `{ total, limit, skip, data }`.
 */
export async function pageWithTotal<Row>(
  page: PromiseLike<Row[]> & { limit(limit: number): PromiseLike<Row[]> },
  count: PromiseLike<{ total: number }[]>,
  list: ParsedList,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, totals] = await Promise.all([list.limit === undefined ? page : page.limit(list.limit), count]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * `count(*) over ()`: on every row of a page, how many rows match the filters before paging. Add it as
 * `total` to a list's select and run it with `pageWithWindowTotal`: the page and its total then come in
 * one query, one round trip (docs/decisions/0182).
 */
export const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * One page of a list query whose rows carry `windowTotal` as `total`, and that total. Only an empty
 * page past the first row (or `$limit=0`) cannot tell the total: then `count` runs, apart.
 */
export async function pageWithWindowTotal<Row extends { total: number }>(
  page: PromiseLike<Row[]> & { limit(limit: number): PromiseLike<Row[]> },
  count: () => PromiseLike<{ total: number }[]>,
  list: ParsedList,
): Promise<{ rows: Row[]; total: number }> {
  return withWindowTotal(await (list.limit === undefined ? page : page.limit(list.limit)), count, list);
}

/**
 * A page already read whose rows carry `windowTotal` as `total` (a prepared page query), and that total:
 * `count` runs only for an empty page past the first row or `$limit=0`, as in `pageWithWindowTotal`.
 */
export async function withWindowTotal<Row extends { total: number }>(
  rows: Row[],
  count: () => PromiseLike<{ total: number }[]>,
  list: ParsedList,
): Promise<{ rows: Row[]; total: number }> {
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (list.skip === 0 && list.limit !== 0) return { rows, total: 0 };
  const totals = await count();
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The answer of every list route: `{ total, limit, skip, data }` (`limit` -1 when all rows were asked for). */
export function listPage<T>(
  list: ParsedList,
  total: number,
  data: T[],
): { total: number; limit: number; skip: number; data: T[] } {
  return { total, limit: list.limit ?? -1, skip: list.skip, data };
}

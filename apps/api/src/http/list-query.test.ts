import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { resumes } from '../db/schema';
import { defineList } from './list-query';

const dialect = new PgDialect();
const list = defineList({
  fields: {
    id: { column: resumes.id, kind: 'integer', unique: true },
    firstName: { column: resumes.firstName, kind: 'string' },
    updatedAt: { column: resumes.updatedAt, kind: 'date-time' },
  },
  defaultSort: [
    ['updatedAt', -1],
    ['id', -1],
  ],
});
const orderOf = (query: Record<string, unknown>) =>
  list.parse(query).orderBy.map((part) => dialect.sqlToQuery(part).sql);

describe('given a list with a unique field (docs/decisions/0164)', () => {
  it.each([
    [{}, ['"resumes"."updated_at" desc', '"resumes"."id" desc']],
    [{ $sort: { firstName: 1 } }, ['"resumes"."first_name" asc', '"resumes"."updated_at" desc', '"resumes"."id" desc']],
    [{ $sort: { updatedAt: 1 } }, ['"resumes"."updated_at" asc', '"resumes"."id" desc']],
    [{ $sort: { id: 1 } }, ['"resumes"."id" asc']],
    [{ $sort: { id: -1, firstName: 1 } }, ['"resumes"."id" desc']],
    [{ $sort: { firstName: -1, id: 1 } }, ['"resumes"."first_name" desc', '"resumes"."id" asc']],
  ])('should order %j by %j and stop after the unique key', (query, expected) => {
    expect(orderOf(query)).toEqual(expected);
  });

  it('should still refuse an unknown field after the unique key', () => {
    expect(() => list.parse({ $sort: { id: 1, nope: 1 } })).toThrow();
  });
});

import { parseBooleanQuery, skillsSuitabilityThresholds, toTsQuery } from '@arms/domain';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobs, jobStatuses, resumes } from '../../db/schema';
import { defineList, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { toJob } from './repository';

/**
 * The jobs' search repository (docs/decisions/0196): the free-text job search (section 7 "GET jobs/search")
 * and the count of resumes matching a skill list ("POST jobs/length-skills-match").
 */

/** The document GET /jobs/search matches, exactly the expression of the jobs_search_idx GIN index. */
const searchDocument = sql`job_search_document(${jobs.position}, ${jobs.description}, ${jobs.skills})`;

/** At most this many words of a search are used (each one a prefix that must match). */
const maxSearchWords = 12;

/** A tsquery literal lexeme: PostgreSQL reads `\` as an escape and `''` as one quote inside it. */
const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`;

/**
 * The words of a free-text search split by the same parser as the indexed document (the `simple`
 * configuration), so `Node.js` or `C#` meet the job's own words; every word must start a word of the
 * job. Answers null when the text has no words (no text condition).
 */
async function searchQuery(db: Db, text: string | undefined): Promise<SQL | null> {
  if (text === undefined || text.trim() === '') return null;
  const { rows: words } = (await db.execute(
    sql`select lexeme from unnest(to_tsvector('simple', ${text.slice(0, 500)})) order by positions[1]`,
  )) as unknown as { rows: Array<{ lexeme: string }> };
  if (words.length === 0) return null;
  const query = words
    .slice(0, maxSearchWords)
    .map((w) => lexeme(w.lexeme))
    .join(' & ');
  return sql`to_tsquery('simple', ${query})`;
}

/** Filters and sorting of GET /jobs/search: the list language over these fields, plus `q`. */
export const jobSearch = defineList({
  fields: {
    id: { column: jobs.id, kind: 'integer' },
    position: { column: jobs.position, kind: 'string' },
    jobStatusId: { column: jobs.jobStatusId, kind: 'integer' },
    publishState: { column: jobs.publishState, kind: 'string' },
    departmentId: { column: jobs.departmentId, kind: 'integer' },
    createdAt: { column: jobs.createdAt, kind: 'date-time' },
    updatedAt: { column: jobs.updatedAt, kind: 'date-time' },
  },
  computed: {
    // The condition itself is built by searchJobs (it needs the parsed words); this declares `q`.
    q: {
      kind: 'string',
      description: 'Free text matched against position, skills and description',
      where: () => sql`true`,
    },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

/**
 * One page of the company's jobs matching a search: every word of `q` starts a word of the job, the
 * list filters apply, best match first unless the caller sorts (`sorted`), then the list's sort. The
 * page and its total come from one query (`listRows`): the inner join on the job's status (a required
 * reference) neither drops nor repeats a job, so the window total is the count of the matching jobs.
 */
export async function searchJobs(
  db: Db,
  scope: TenantScope,
  list: ParsedList,
  search: { q: string | undefined; sorted: boolean },
) {
  const tsquery = await searchQuery(db, search.q);
  const where = and(
    eq(jobs.companyId, scope.companyId),
    list.where,
    tsquery ? sql`${searchDocument} @@ ${tsquery}` : undefined,
  );
  const orderBy =
    tsquery && !search.sorted ? [desc(sql`ts_rank(${searchDocument}, ${tsquery})`), ...list.orderBy] : list.orderBy;
  return listRows(
    list,
    db
      .select({
        job: jobs,
        status: { id: jobStatuses.id, name: jobStatuses.name, colour: jobStatuses.colour },
        total: windowTotal,
      })
      .from(jobs)
      .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
      .where(where)
      .orderBy(...orderBy),
    ({ job, status }) => toJob(job, status),
  );
}

/**
 * How many of the caller's resumes match a skill list (docs/decisions/0083): each distinct skill is one
 * condition (a phrase of the boolean skills search, as in skillsSuitability). With enough conditions to
 * judge, a resume counts when it is "suitable" by section 5's thresholds; with fewer it must hold them
 * all. The GIN index on skills_vector finds the candidates (any condition), the count runs in SQL.
 */
export async function lengthSkillMatch(db: Db, where: SQL, skills: readonly string[]): Promise<number> {
  const conditions = new Map<string, SQL>();
  for (const skill of skills) {
    const parsed = parseBooleanQuery(`"${skill.replaceAll('"', ' ')}"`);
    if (!parsed.ok || !parsed.ast) continue;
    const literal = toTsQuery(parsed.ast);
    conditions.set(literal, sql`${literal}::tsquery`);
  }
  const total = conditions.size;
  if (total === 0) return 0;
  const { minimumMatchedConditions, ratioRuleFromConditions, minimumMatchedPercent } = skillsSuitabilityThresholds;
  const needed =
    total < minimumMatchedConditions
      ? total
      : total < ratioRuleFromConditions
        ? minimumMatchedConditions
        : Math.ceil((total * minimumMatchedPercent) / 100);
  const anyQuery = sql.join([...conditions.values()], sql` || `);
  const matched = sql.join(
    [...conditions.values()].map((q) => sql`(${resumes.skillsVector} @@ ${q})::int`),
    sql` + `,
  );
  const [row] = await db
    .select({ n: count() })
    .from(resumes)
    .where(and(where, sql`${resumes.skillsVector} @@ (${anyQuery})`, sql`(${matched}) >= ${needed}`));
  return row?.n ?? 0;
}

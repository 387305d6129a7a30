import { parseBooleanQuery, skillsSuitabilityThresholds, staffRoles, toTsQuery } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobs, jobStatuses, resumes } from '../../db/schema';
import { defineList, listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { jobSkillsOf, resumeScope, scopeCondition } from '../resumes/repository';
import { toJob } from './repository';
import { security } from '../../http/kit';

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
    // The condition itself is built in the handler (it needs the parsed words); this declares `q`.
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

const LengthSkillsMatchBody = Type.Object(
  {
    jobId: Type.Optional(Type.Integer({ minimum: 1 })),
    skills: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 })),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);

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

/**
 * Job search (section 7 "GET jobs/search") and the number of resumes matching a job's skills
 * ("POST jobs/length-skills-match").
 */
export const jobSearchRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/jobs/search',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job'] } },
      schema: {
        operationId: 'searchJobs',
        tags: ['jobs'],
        summary:
          "Free-text search (q: every word starts a word of the position, skills or description) over the company's jobs, best match first, with the list filters and paging",
        security,
        querystring: jobSearch.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Job')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const query = request.query as Record<string, unknown>;
      const parsed = jobSearch.parse(query);
      const tsquery = await searchQuery(db, query.q as string | undefined);
      const where = and(
        eq(jobs.companyId, scope.companyId),
        parsed.where,
        tsquery ? sql`${searchDocument} @@ ${tsquery}` : undefined,
      );
      const sorted = query.$sort !== undefined && Object.keys(query.$sort as object).length > 0;
      const orderBy =
        tsquery && !sorted ? [desc(sql`ts_rank(${searchDocument}, ${tsquery})`), ...parsed.orderBy] : parsed.orderBy;
      const page = db
        .select({ job: jobs, status: { id: jobStatuses.id, name: jobStatuses.name, colour: jobStatuses.colour } })
        .from(jobs)
        .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
        .where(where)
        .orderBy(...orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(page, db.select({ total: count() }).from(jobs).where(where), parsed);
      return listPage(
        parsed,
        total,
        rows.map(({ job, status }) => toJob(job, status)),
      );
    },
  );

  app.post(
    '/jobs/length-skills-match',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job', 'post_job'] } },
      schema: {
        operationId: 'lengthSkillsMatch',
        tags: ['jobs'],
        summary:
          "How many of the caller's resumes match a job's skills (jobId) or a skill list (skills), by the section 5 suitability rule",
        security,
        body: LengthSkillsMatchBody,
        response: {
          200: Type.Object({ lengthSkillMatch: Type.Integer({ minimum: 0 }) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      const body = request.body;
      const skills = body.jobId !== undefined ? await jobSkillsOf(db, scope, body.jobId) : (body.skills ?? []);
      return { lengthSkillMatch: await lengthSkillMatch(db, scopeCondition(scope), skills) };
    },
  );
};

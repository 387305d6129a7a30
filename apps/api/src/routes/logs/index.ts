import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, gte, or, sql, type AnyColumn, getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import { companies, jobSeekers, jobs, jobStatuses, loginLogs, staff, users } from '../../db/schema';
import { sendStored } from '../../files/send';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { iso, listRows, Nullable, security, windowTotal } from '../../http/kit';

const access = { roles: ['arms_admin'] as const };

/** `column ilike %value%` with the LIKE wildcards of the value taken literally (the list screens' search box). */
const contains = (column: AnyColumn, value: unknown) =>
  sql`${column} ilike ${`%${String(value).replace(/[\\%_]/g, '\\$&')}%`}`;

/** Part of the position or of the employer's name, any case. */
const jobSearch = {
  q: {
    kind: 'string' as const,
    description: "Part of the position or of the employer's name, any case",
    where: (value: unknown) =>
      or(
        contains(jobs.position, value),
        sql`${jobs.companyId} in (select ${companies.id} from ${companies} where ${contains(companies.name, value)})`,
      )!,
  },
};

const loginList = defineList({
  fields: {
    id: { column: loginLogs.id, kind: 'integer' },
    userId: { column: loginLogs.userId, kind: 'integer' },
    email: { column: loginLogs.email, kind: 'string' },
    portal: { column: loginLogs.portal, kind: 'string' },
    success: { column: loginLogs.success, kind: 'boolean' },
    createdAt: { column: loginLogs.createdAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the email, any case',
      where: (value) => contains(loginLogs.email, value),
    },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

const closedJobList = defineList({
  fields: {
    id: { column: jobs.id, kind: 'integer' },
    companyId: { column: jobs.companyId, kind: 'integer' },
    position: { column: jobs.position, kind: 'string' },
    updatedAt: { column: jobs.updatedAt, kind: 'date-time' },
  },
  computed: jobSearch,
  defaultSort: [
    ['updatedAt', -1],
    ['id', -1],
  ],
});

const adminJobList = defineList({
  fields: {
    id: { column: jobs.id, kind: 'integer' },
    companyId: { column: jobs.companyId, kind: 'integer' },
    position: { column: jobs.position, kind: 'string' },
    jobStatusId: { column: jobs.jobStatusId, kind: 'integer' },
    publishState: { column: jobs.publishState, kind: 'string' },
    createdAt: { column: jobs.createdAt, kind: 'date-time' },
  },
  computed: jobSearch,
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

const seekerList = defineList({
  fields: {
    id: { column: jobSeekers.id, kind: 'integer' },
    email: { column: jobSeekers.email, kind: 'string' },
    firstName: { column: jobSeekers.firstName, kind: 'string' },
    lastName: { column: jobSeekers.lastName, kind: 'string' },
    status: { column: jobSeekers.status, kind: 'integer' },
    nationalityId: { column: jobSeekers.nationalityId, kind: 'integer' },
    locationId: { column: jobSeekers.locationId, kind: 'integer' },
    createdAt: { column: jobSeekers.createdAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the first name, last name or email, any case',
      where: (value) =>
        or(
          contains(jobSeekers.firstName, value),
          contains(jobSeekers.lastName, value),
          contains(jobSeekers.email, value),
        )!,
    },
  },
  // Section 9: the administration portal's lists sort status descending, then name ascending.
  defaultSort: [
    ['status', -1],
    ['firstName', 1],
    ['lastName', 1],
    ['id', 1],
  ],
  allowAll: true,
});

const JobRow = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  position: Type.String(),
  jobStatusId: Type.Integer(),
  jobStatus: Type.String(),
  publishState: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

/**
 * Logs and listings of the administration portal (spec section 2 /arms/logs, /arms/jobseeker,
 * /arms/jobs): the users log (logins), the closed jobs log, user stats, the job seeker listing and
 * the job listing across employers.
 */
export const logRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/logs/users',
    {
      config: { access },
      schema: {
        operationId: 'listUserLogs',
        tags: ['logs'],
        summary: 'Users log: every login attempt, newest first',
        security,
        querystring: loginList.querySchema,
        response: {
          200: listResponseSchema(
            Type.Object({
              id: Type.Integer(),
              userId: Nullable(Type.Integer()),
              email: Type.String(),
              portal: Type.String(),
              success: Type.Boolean(),
              code: Nullable(Type.String()),
              ip: Nullable(Type.String()),
              userAgent: Nullable(Type.String()),
              createdAt: Type.String({ format: 'date-time' }),
            }),
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const parsed = loginList.parse(request.query as Record<string, unknown>);
      return listRows(
        parsed,
        db
          .select({ ...getTableColumns(loginLogs), total: windowTotal })
          .from(loginLogs)
          .where(parsed.where)
          .orderBy(...parsed.orderBy),
        (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
      );
    },
  );

  async function jobListing(where: ReturnType<typeof and>, parsed: ReturnType<typeof adminJobList.parse>) {
    return listRows(
      parsed,
      db
        .select({ job: jobs, companyName: companies.name, jobStatus: jobStatuses.name, total: windowTotal })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
        .where(where)
        .orderBy(...parsed.orderBy),
      ({ job, companyName, jobStatus }) => ({
        id: job.id,
        companyId: job.companyId,
        companyName,
        position: job.position,
        jobStatusId: job.jobStatusId,
        jobStatus,
        publishState: job.publishState,
        createdAt: job.createdAt.toISOString(),
        updatedAt: job.updatedAt.toISOString(),
      }),
    );
  }

  app.get(
    '/logs/closed-jobs',
    {
      config: { access },
      schema: {
        operationId: 'listClosedJobLogs',
        tags: ['logs'],
        summary: 'Closed jobs log: jobs whose status is Close (240), most recently changed first',
        security,
        querystring: closedJobList.querySchema,
        response: { 200: listResponseSchema(JobRow), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = closedJobList.parse(request.query as Record<string, unknown>);
      return jobListing(and(eq(jobs.jobStatusId, 240), parsed.where), parsed);
    },
  );

  app.get(
    '/jobs/arms',
    {
      config: { access },
      schema: {
        operationId: 'listAllJobs',
        tags: ['logs'],
        summary: 'Job listing across every employer (/arms/jobs)',
        security,
        querystring: adminJobList.querySchema,
        response: { 200: listResponseSchema(JobRow), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = adminJobList.parse(request.query as Record<string, unknown>);
      return jobListing(parsed.where, parsed);
    },
  );

  app.get(
    '/user-stats',
    {
      config: { access },
      schema: {
        operationId: 'getUserStats',
        tags: ['logs'],
        summary: 'User stats: accounts by role, employers by status, logins per day over the last 30 days',
        security,
        response: {
          200: Type.Object({
            usersByRole: Type.Record(Type.String(), Type.Integer()),
            activeUsers: Type.Integer(),
            companiesByStatus: Type.Record(Type.String(), Type.Integer()),
            jobSeekers: Type.Integer(),
            loginsPerDay: Type.Array(
              Type.Object({ day: Type.String(), success: Type.Integer(), failed: Type.Integer() }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const since = new Date(now().getTime() - 30 * 86_400_000);
      const [byRole, active, byStatus, seekers, logins] = await Promise.all([
        db
          .select({ role: sql<string>`unnest(${users.roles})`.as('role'), n: count() })
          .from(users)
          .groupBy(sql`1`),
        db.select({ n: count() }).from(staff).where(eq(staff.status, 1)),
        db.select({ status: companies.status, n: count() }).from(companies).groupBy(companies.status),
        db.select({ n: count() }).from(jobSeekers),
        db
          .select({
            day: sql<string>`to_char(${loginLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
            success: sql<number>`count(*) filter (where ${loginLogs.success})`.mapWith(Number),
            failed: sql<number>`count(*) filter (where not ${loginLogs.success})`.mapWith(Number),
          })
          .from(loginLogs)
          .where(gte(loginLogs.createdAt, since))
          .groupBy(sql`1`)
          .orderBy(sql`1`),
      ]);
      return {
        usersByRole: Object.fromEntries(byRole.map((r) => [r.role, r.n])),
        activeUsers: active[0]?.n ?? 0,
        companiesByStatus: Object.fromEntries(byStatus.map((r) => [String(r.status), r.n])),
        jobSeekers: seekers[0]?.n ?? 0,
        loginsPerDay: logins,
      };
    },
  );

  app.get(
    '/users/arms/job-seeker',
    {
      config: { access },
      schema: {
        operationId: 'listJobSeekers',
        tags: ['logs'],
        summary: 'Job seeker listing',
        security,
        querystring: seekerList.querySchema,
        response: {
          200: listResponseSchema(
            Type.Object({
              id: Type.Integer(),
              email: Type.String(),
              firstName: Type.String(),
              lastName: Type.String(),
              status: Type.Integer(),
              nationalityId: Nullable(Type.Integer()),
              locationId: Nullable(Type.Integer()),
              lastActiveAt: Nullable(Type.String({ format: 'date-time' })),
              hasCv: Type.Boolean({ description: 'Whether a CV can be downloaded (download-cv/job-seeker/{userId})' }),
              createdAt: Type.String({ format: 'date-time' }),
            }),
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const parsed = seekerList.parse(request.query as Record<string, unknown>);
      return listRows(
        parsed,
        db
          .select({ ...getTableColumns(jobSeekers), total: windowTotal })
          .from(jobSeekers)
          .where(parsed.where)
          .orderBy(...parsed.orderBy),
        ({ cvPath, cvName: _name, cvMimeType: _type, ...r }) => ({
          ...r,
          lastActiveAt: iso(r.lastActiveAt),
          hasCv: cvPath !== null,
          createdAt: r.createdAt.toISOString(),
        }),
      );
    },
  );

  app.get(
    '/download-cv/job-seeker/:userId',
    {
      config: { access },
      schema: {
        operationId: 'downloadJobSeekerCv',
        tags: ['logs'],
        summary: "A job seeker's uploaded CV as a file (the job seeker listing's download)",
        security,
        params: Type.Object(
          { userId: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The job seeker id' }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const [seeker] = await db
        .select({ cvPath: jobSeekers.cvPath, cvName: jobSeekers.cvName, cvMimeType: jobSeekers.cvMimeType })
        .from(jobSeekers)
        .where(eq(jobSeekers.id, request.params.userId));
      if (!seeker) throw fail('NO_RECORD_FOUND_FOR_ID');
      if (!seeker.cvPath) throw fail('FILE_NOT_EXISTED');
      return sendStored(reply, services.storage, seeker.cvPath, {
        name: seeker.cvName ?? seeker.cvPath.split('/').pop(),
        contentType: seeker.cvMimeType ?? undefined,
      });
    },
  );
};

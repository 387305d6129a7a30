import { jobEditTypes, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { attachments, jobHistories, jobResumes, jobs, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { loadJob } from './repository';
import { IdParams, listRows, Nullable, security, windowTotal } from '../../http/kit';

export const JobUpdatedLog = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  position: Type.String(),
  editType: Type.String(),
  changes: Type.Record(Type.String(), Type.Unknown()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

/** The company's job history across its jobs ("updated logs", section 7), newest first. */
export const updatedLogList = defineList({
  fields: {
    id: { column: jobHistories.id, kind: 'integer' },
    jobId: { column: jobHistories.jobId, kind: 'integer' },
    editType: { column: jobHistories.editType, kind: 'string' },
    userId: { column: jobHistories.userId, kind: 'integer' },
    createdAt: { column: jobHistories.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

/** A history row's author as shown in the logs: first and last name, or null when the account is gone. */
export const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/**
 * Deleting a job (section 7 "DELETE jobs/{id}", docs/decisions/0084) and the company's job updated logs.
 */
export const jobLifecycleRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage } = services;

  app.delete(
    '/jobs/:id',
    {
      config: { access: { roles: staffRoles, permissions: ['post_job'], tenant: true } },
      schema: {
        operationId: 'deleteJob',
        tags: ['jobs'],
        summary:
          'Delete a job that has no nominations, with its history, relations and files (VALIDATION_ERROR validation.jobHasNominations otherwise)',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const keys = await db.transaction(async (tx) => {
        const { job } = await loadJob(tx, scope, request.params.id);
        // Lock the job row so a nomination cannot be added between the check and the delete.
        await tx.execute(sql`select id from jobs where id = ${job.id} for update`);
        const [nominated] = await tx.select({ n: count() }).from(jobResumes).where(eq(jobResumes.jobId, job.id));
        if ((nominated?.n ?? 0) > 0)
          throw fail('VALIDATION_ERROR', [
            { field: 'id', code: 'validation.jobHasNominations', params: { nominations: nominated!.n } },
          ]);
        const files = await tx
          .delete(attachments)
          .where(
            and(
              eq(attachments.companyId, scope.companyId),
              eq(attachments.ownerType, 'job'),
              eq(attachments.ownerId, job.id),
            ),
          )
          .returning({ storageKey: attachments.storageKey });
        // History, co-owners, project contacts, educations, sectors, sector filters and candidate
        // tokens cascade with the row.
        await tx.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.companyId, scope.companyId)));
        return files.map((f) => f.storageKey);
      });
      // Files go once the rows are committed: a failed transaction keeps them all.
      for (const key of keys) await storage.delete(key).catch(() => {});
      reply.status(204);
      return null;
    },
  );

  app.get(
    '/jobs/updated-logs',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job'] } },
      schema: {
        operationId: 'listJobUpdatedLogs',
        tags: ['jobs'],
        summary: `Every change of the company's jobs, newest first, with the job's position and the author's name; filter by jobId, editType (${jobEditTypes.ids.join(', ')}), userId or createdAt`,
        security,
        querystring: updatedLogList.querySchema,
        response: { 200: listResponseSchema(JobUpdatedLog), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const parsed = updatedLogList.parse(request.query as Record<string, unknown>);
      const where = and(eq(jobHistories.companyId, scope.companyId), parsed.where);
      return listRows(
        parsed,
        db
          .select({ history: jobHistories, position: jobs.position, userName: authorName, total: windowTotal })
          .from(jobHistories)
          .innerJoin(jobs, eq(jobs.id, jobHistories.jobId))
          .leftJoin(users, eq(users.id, jobHistories.userId))
          .where(where)
          .orderBy(...parsed.orderBy),
        ({ history: h, position, userName }) => ({
          id: h.id,
          jobId: h.jobId,
          position,
          editType: h.editType,
          changes: h.changes as Record<string, unknown>,
          userId: h.userId,
          userName,
          createdAt: h.createdAt.toISOString(),
        }),
      );
    },
  );
};

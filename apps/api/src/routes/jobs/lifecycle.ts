import { jobEditTypes } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { DateTime, errorResponses, IdParams, listResponseSchema, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { deleteJob, listUpdatedLogs, updatedLogList } from './lifecycle-repository';
import { postJobById, viewJobs } from './shared';

export const JobUpdatedLog = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  position: Type.String(),
  editType: Type.String(),
  changes: Type.Record(Type.String(), Type.Unknown()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  createdAt: DateTime(),
});

/**
 * Deleting a job (section 7 "DELETE jobs/{id}", docs/decisions/0084) and the company's job updated logs.
 */
export const jobLifecycleRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage } = services;

  app.delete(
    '/jobs/:id',
    {
      config: { access: postJobById },
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
      const keys = await deleteJob(db, tenantScope(caller(request)), request.params.id);
      // Files go once the rows are committed: a failed transaction keeps them all.
      for (const key of keys) await storage.delete(key).catch(() => {});
      reply.status(204);
      return null;
    },
  );

  app.get(
    '/jobs/updated-logs',
    {
      config: { access: viewJobs },
      schema: {
        operationId: 'listJobUpdatedLogs',
        tags: ['jobs'],
        summary: `Every change of the company's jobs, newest first, with the job's position and the author's name; filter by jobId, editType (${jobEditTypes.ids.join(', ')}), userId or createdAt`,
        security,
        querystring: updatedLogList.querySchema,
        response: { 200: listResponseSchema(JobUpdatedLog), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listUpdatedLogs(db, tenantScope(caller(request)), updatedLogList.parse(request.query as Record<string, unknown>)),
  );
};

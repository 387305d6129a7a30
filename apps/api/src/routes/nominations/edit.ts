import { canRemoveNomination } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { attachments, jobResumeRemovals, jobResumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { loadNomination, toNomination } from './index';
import { IdParams, security } from '../../http/kit';
import { nominationRecord, UpdateNominationBody, notRemovable } from './shared';

/** Editing a nomination and removing it while it is Open or Not Suitable, logged, its files deleted (ADR 0087). */
export const nominationEditRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage, now } = services;

  app.patch(
    '/jobs/resume/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'updateNomination',
        tags: ['nominations'],
        summary: "Update a nomination's remarks (the status moves through PATCH /job-resumes/{id}/status)",
        security,
        params: IdParams,
        body: UpdateNominationBody,
        response: { 200: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      const remarks = request.body.remarks === null ? null : request.body.remarks.trim() || null;
      await db
        .update(jobResumes)
        .set({ remarks, updatedAt: now() })
        .where(and(eq(jobResumes.id, n.id), eq(jobResumes.companyId, scope.companyId)));
      return toNomination(await loadNomination(db, scope, n.id));
    },
  );

  app.delete(
    '/jobs/resume/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'removeNomination',
        tags: ['nominations'],
        summary:
          'Remove a nomination while it is Open or Not Suitable (409 otherwise); the removal is logged and its files deleted',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const keys = await db.transaction(async (tx) => {
        const [n] = await tx
          .select()
          .from(jobResumes)
          .where(and(eq(jobResumes.id, request.params.id), eq(jobResumes.companyId, scope.companyId)))
          .for('update');
        if (!n) throw fail('NO_RECORD_FOUND_FOR_ID');
        if (!canRemoveNomination(n.status)) throw notRemovable(n.status);
        await tx.insert(jobResumeRemovals).values({
          companyId: scope.companyId,
          jobResumeId: n.id,
          jobId: n.jobId,
          departmentId: n.departmentId,
          resumeId: n.resumeId,
          status: n.status,
          isPortal: n.isPortal,
          nominatedAt: n.createdAt,
          removedBy: auth.userId,
          removedAt: now(),
        });
        const files = await tx
          .delete(attachments)
          .where(
            and(
              eq(attachments.companyId, scope.companyId),
              eq(attachments.ownerType, 'job_resume'),
              eq(attachments.ownerId, n.id),
            ),
          )
          .returning({ key: attachments.storageKey });
        await tx.delete(jobResumes).where(eq(jobResumes.id, n.id));
        return files.map((f) => f.key);
      });
      // Files go after the commit: a failed removal keeps them, a lost file only leaves an orphan.
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
      reply.status(204);
      return null;
    },
  );
};

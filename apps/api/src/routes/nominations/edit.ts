import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { removeNomination, setNominationRemarks } from './edit-repository';
import { loadNomination } from './records-repository';
import { nominationRecord, toNomination, UpdateNominationBody } from './shared';

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
      await setNominationRemarks(db, scope, n.id, remarks, now());
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
      const keys = await removeNomination(db, scope, request.params.id, auth.userId, now());
      // Files go after the commit: a failed removal keeps them, a lost file only leaves an orphan.
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
      reply.status(204);
      return null;
    },
  );
};

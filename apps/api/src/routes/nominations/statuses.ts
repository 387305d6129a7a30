import { nominationStatuses, type NominationStatusId } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { moveJobNominations, moveNominationStatus, movePortalNominations } from '../../services/nominations';
import { loadJob } from '../jobs/repository';
import { assertCompanyNominations, loadNomination, nominationsByIds } from './records-repository';
import { nominate, toNomination } from './shared';

const StatusId = Type.Integer({ enum: nominationStatuses.items.map((i) => i.id) });
const StatusBody = Type.Object({ status: StatusId }, { additionalProperties: false });
const BulkBody = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
    status: StatusId,
  },
  { additionalProperties: false },
);
const BulkResponse = Type.Object({
  updated: Type.Array(Type.Integer()),
  skipped: Type.Array(Type.Object({ id: Type.Integer(), status: Type.Integer() })),
});

const actorOf = (request: FastifyRequest) => {
  const auth = caller(request);
  return { scope: tenantScope(auth), userId: auth.userId };
};

/**
 * A nomination's status (sections 4 and 7): one moved along the domain's transitions, several of a job
 * at once (all or nothing), and the bulk update of a job's portal resumes. Alerts fire (section 9).
 */
export const nominationStatusRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.patch(
    '/job-resumes/:id/status',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'updateNominationStatus',
        tags: ['nominations'],
        summary: "Move a nomination along the domain's transitions (409 for an illegal move, nothing changed)",
        security,
        params: IdParams,
        body: StatusBody,
        response: { 200: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await moveNominationStatus(services, actor, request.params.id, request.body.status as NominationStatusId);
      return toNomination(await loadNomination(db, actor.scope, request.params.id));
    },
  );

  app.patch(
    '/jobs/resume/bulk-status',
    {
      config: { access: nominate },
      schema: {
        operationId: 'bulkUpdateNominationStatus',
        tags: ['nominations'],
        summary:
          "Move several of a job's nominations to one status, all or nothing (409 naming every illegal move; 404 naming unknown ids)",
        security,
        body: BulkBody,
        response: { 200: Type.Array(Type.Ref('Nomination')), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { jobId, ids, status } = request.body;
      const { job } = await loadJob(db, actor.scope, jobId);
      await moveJobNominations(services, actor, job, ids, status as NominationStatusId);
      return (await nominationsByIds(db, actor.scope, ids)).map(toNomination);
    },
  );

  app.patch(
    '/jobs/resume/update-status-portal',
    {
      config: { access: nominate },
      schema: {
        operationId: 'bulkUpdatePortalNominations',
        tags: ['nominations'],
        summary:
          "Bulk status update of a job's portal resumes; those the transitions refuse, or not of this job, are reported (404 for ids that are no nomination of the company)",
        security,
        body: BulkBody,
        response: { 200: BulkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { jobId, ids, status } = request.body;
      const { job } = await loadJob(db, actor.scope, jobId);
      await assertCompanyNominations(db, actor.scope, ids);
      return movePortalNominations(services, actor, job, ids, status as NominationStatusId);
    },
  );
};

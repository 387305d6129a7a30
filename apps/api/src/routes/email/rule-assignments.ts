import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { addAssignment, deleteAssignment, listAssignments } from './repository';
import { Assignment, ruleAccess, tags } from './shared';

/** Which of the company's staff receive which email rule (rms-user-email-rules): listed, assigned, removed. */
export const emailRuleAssignmentRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db } = services;

  app.get(
    '/rms-user-email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'listEmailRuleAssignments',
        tags,
        summary: "Which of the company's staff receive which rule",
        security,
        response: { 200: Type.Object({ data: Type.Array(Assignment) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listAssignments(db, tenantScope(caller(request))) }),
  );

  app.post(
    '/rms-user-email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'createEmailRuleAssignment',
        tags,
        summary: 'Assign a staff member to an email rule (both of the caller’s company)',
        security,
        body: Type.Object(
          { ruleId: Type.Integer({ minimum: 1 }), staffId: Type.Integer({ minimum: 1 }) },
          { additionalProperties: false },
        ),
        response: { 201: Assignment, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { ruleId, staffId } = request.body;
      const row = await addAssignment(db, tenantScope(caller(request)), ruleId, staffId);
      reply.status(201);
      return row;
    },
  );

  app.delete(
    '/rms-user-email-rules/:id',
    {
      config: { access: { ...ruleAccess, tenant: true } },
      schema: {
        operationId: 'deleteEmailRuleAssignment',
        tags,
        summary: 'Remove a staff member from an email rule',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteAssignment(db, tenantScope(caller(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import { validateItemName } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { createRule, deleteRule, listRules } from './repository';
import { ruleAccess, RuleType, tags } from './shared';

/** The company's email alert rules (section 2 /setting/rules-email-alerts): listed, added, deleted. */
export const emailRuleRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'listEmailRules',
        tags,
        summary: "The company's email alert rules (name ascending) with their staff",
        security,
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('EmailRule')) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listRules(db, tenantScope(caller(request))) }),
  );

  app.post(
    '/email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'createEmailRule',
        tags,
        summary: 'Add an email alert rule (name required and unique in the company)',
        security,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ maxLength: 200 })),
            type: RuleType,
            status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Ref('EmailRule'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const rule = await createRule(db, scope, request.body, (name, same) => assertValid(validateItemName(name, same)));
      reply.status(201);
      return rule;
    },
  );

  app.delete(
    '/email-rules/:id',
    {
      config: { access: { ...ruleAccess, tenant: true } },
      schema: {
        operationId: 'deleteEmailRule',
        tags,
        summary: 'Delete an email alert rule and its assignments',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteRule(db, tenantScope(caller(request)), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

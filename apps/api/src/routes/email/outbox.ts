import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { listOutbox, outboxList, retryOutboxMessage } from './repository';
import { platformAdmin, tags } from './shared';

/** The outbox, for the platform administrator: every email sent or to send, and a retry of a failed one. */
export const outboxRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/email-outbox',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listOutbox',
        tags,
        summary: 'Every email the platform sent or will send, with delivery status',
        security,
        querystring: outboxList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('OutboxMessage')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOutbox(db, outboxList.parse(request.query as Record<string, unknown>)),
  );

  app.post(
    '/email-outbox/:id/retry',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'retryOutboxMessage',
        tags,
        summary: 'Put a failed message back in the queue',
        security,
        params: IdParams,
        response: { 200: Type.Object({ id: Type.Integer(), status: Type.String() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => retryOutboxMessage(db, request.params.id, now),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DateTime, errorResponses, listResponseSchema, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { listLogins, loginList } from './repository';
import { access, tags } from './shared';

/** The users log (spec section 2 /arms/logs): every login attempt. */
export const loginLogRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/logs/users',
    {
      config: { access },
      schema: {
        operationId: 'listUserLogs',
        tags,
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
              createdAt: DateTime(),
            }),
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => listLogins(db, loginList.parse(request.query as Record<string, unknown>)),
  );
};

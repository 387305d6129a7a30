import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { userStats } from './repository';
import { access, tags } from './shared';

/** User stats (spec section 2 /arms/logs): accounts, employers, job seekers and logins of the last 30 days. */
export const userStatRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/user-stats',
    {
      config: { access },
      schema: {
        operationId: 'getUserStats',
        tags,
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
    async () => userStats(db, new Date(now().getTime() - 30 * 86_400_000)),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pingRoutes } from './ping';

/** The system resource (spec sections 7 and 8): the health check the server-down dialog calls (docs/decisions/0204). */
export const systemResource: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pingRoutes);
};

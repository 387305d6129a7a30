import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DateTime } from '../../http/kit';

/** `GET /ping`: the server-down dialog's try-again (spec section 7, 8). */
export const pingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ping',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'ping',
        tags: ['system'],
        summary: 'Health check used by the server-down dialog',
        response: { 200: Type.Object({ ok: Type.Boolean(), time: DateTime() }) },
      },
    },
    async () => ({ ok: true, time: new Date().toISOString() }),
  );
};

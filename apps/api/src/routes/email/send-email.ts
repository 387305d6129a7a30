import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { sendEmail } from './repository';
import { CustomEmailBody, platformAdmin, tags } from './shared';

/** send-email (section 7): an email sent at once to chosen staff or employers, no draft kept. */
export const sendEmailRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/send-email',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'sendEmail',
        tags,
        summary: 'Send an email at once to chosen staff or employers (no draft kept)',
        security,
        body: CustomEmailBody,
        response: { 202: Type.Object({ queued: Type.Integer() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const queued = await sendEmail(services.db, services.outbox, request.body);
      reply.status(202);
      return { queued };
    },
  );
};

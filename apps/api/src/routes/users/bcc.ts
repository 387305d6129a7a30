import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { activeBccAddresses } from './repository';
import { platformAdmin, tags } from './schemas';

/** The BCC addresses the custom email form copies (section 2 /arms/emails), for the platform administrator. */
export const bccRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/users/bcc',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listUserBccEmails',
        tags,
        summary: 'The active BCC addresses copied on custom emails',
        security,
        response: { 200: Type.Object({ data: Type.Array(Type.String()) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await activeBccAddresses(db) }),
  );
};

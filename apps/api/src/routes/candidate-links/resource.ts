import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { feedbackRoutes } from './feedback';
import { invitationRoutes } from './invitations';

/**
 * The candidate links resource (section 9): the invitation to apply and the hiring manager's feedback,
 * in the order the OpenAPI document lists them (docs/decisions/0196).
 */
export const candidateLinkResource: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  options,
) => {
  await app.register(invitationRoutes, options);
  await app.register(feedbackRoutes, options);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { interviewRoutes } from './interviews';
import { candidateMessageRoutes } from './messages';

/**
 * The interviews resource (section 7 "Messages"): interviews, then candidate messages, in the order
 * the OpenAPI document lists them (docs/decisions/0196).
 */
export const interviewResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(interviewRoutes, options);
  await app.register(candidateMessageRoutes, options);
};

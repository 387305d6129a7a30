import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { interviewRoutes } from './interviews';
import { candidateMessageRoutes } from './messages';
import { Interview } from './shared';

/**
 * The interviews resource (section 7 "Messages"): interviews, then candidate messages, in the order
 * the OpenAPI document lists them (docs/decisions/0196).
 */
export const interviewResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(interviewRoutes, options);
  await app.register(candidateMessageRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): an interview.
 */
export const interviewSchemas: readonly TSchema[] = [Interview];

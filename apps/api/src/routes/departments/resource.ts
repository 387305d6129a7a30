import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { departmentAccessLogRoutes } from './access-logs';
import { departmentContactRoutes } from './contacts';
import { departmentRoutes } from './departments';
import { Department, HiringManager } from './schemas';

/**
 * The departments resource (hiring entities, spec sections 3 and 7): the entities, their hiring managers
 * and their access log, one file per concern, registered in the order the OpenAPI document lists them
 * (docs/decisions/0196, 0204).
 */
export const departmentResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(departmentRoutes, options);
  await app.register(departmentContactRoutes, options);
  await app.register(departmentAccessLogRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): a hiring entity and a hiring manager.
 */
export const departmentSchemas: readonly TSchema[] = [Department, HiringManager];

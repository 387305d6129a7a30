import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { documentRoutes } from './documents';
import { fileDownloadRoutes } from './downloads';
import { Document } from './shared';

/**
 * The files resource (spec section 7): signed and public downloads, then the reference document set, in
 * the order the OpenAPI document lists them (docs/decisions/0196).
 */
export const fileResource: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  options,
) => {
  await app.register(fileDownloadRoutes, options);
  await app.register(documentRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): a reference document.
 */
export const fileSchemas: readonly TSchema[] = [Document];

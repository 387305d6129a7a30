import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { attachmentKindRoutes } from './kinds';
import { Attachment } from './shared';

/**
 * The attachments resource (section 7 "documents", "worksheets", "costing", "upload-documents";
 * docs/decisions/0071, 0196): each kind of attached file through the same four routes.
 */
export const attachmentResource: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  options,
) => {
  await app.register(attachmentKindRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): an attached file, which a nomination answers too.
 */
export const attachmentSchemas: readonly TSchema[] = [Attachment];

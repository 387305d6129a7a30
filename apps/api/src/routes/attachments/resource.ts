import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/context';
import { attachmentKindRoutes } from './kinds';

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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/context';
import { cmsCollectionRoutes } from './collections';
import { contactUsRoutes } from './contact-us';
import { cmsImageRoutes } from './images';
import { cmsPageRoutes } from './pages';
import { CmsBlock, CmsItem } from './schemas';

/**
 * The cms resource (content and SEO, spec section 2 /arms/cms/portal, section 3 "CMS items"): the
 * collections, the CMS pages and content blocks, CMS images and contact-us messages, one file per
 * concern, registered in the order the OpenAPI document lists them (docs/decisions/0196, 0204).
 */
export const cmsResource: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  await app.register(cmsCollectionRoutes, options);
  await app.register(cmsPageRoutes, options);
  await app.register(cmsImageRoutes, options);
  await app.register(contactUsRoutes, options);
};

/**
 * The shared schemas of this resource's answers, which `app.ts` adds at the root so that every resource's
 * routes can refer to them (`Type.Ref`): a collection item and a content block.
 */
export const cmsSchemas: readonly TSchema[] = [CmsItem, CmsBlock];

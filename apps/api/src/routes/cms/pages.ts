import { cmsPageKinds } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, Nullable, security } from '../../http/kit';
import { RichText } from '../../http/rich-text';
import type { Services } from '../../services/context';
import { getBlock, saveBlock } from './repository';
import { BlockId, platformAdmin, tags } from './schemas';

/**
 * The sixteen CMS pages of the administration portal and where their content lives, and the single
 * content blocks by id (logo, term-of-use, about-us, footer, contact-detail...), read publicly.
 */
export const cmsPageRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/cms-pages',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCmsPages',
        tags,
        summary: 'The sixteen CMS pages of the administration portal, with where their content lives',
        security,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.String(),
                title: Type.String(),
                store: Type.Union([Type.Literal('block'), Type.Literal('collection')]),
                path: Type.String({ description: 'The API path of its content' }),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      data: cmsPageKinds.map((page) => ({
        id: page.id,
        title: page.title,
        store: page.store,
        path: page.store === 'block' ? `/cms/${page.id}` : `/${page.id}`,
      })),
    }),
  );

  app.get(
    '/cms/:id',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'getCmsBlock',
        tags,
        summary: 'A single content block by id (logo, term-of-use, about-us, footer, contact-detail...)',
        params: Type.Object({ id: BlockId }),
        response: { 200: Type.Ref('CmsBlock'), ...errorResponses(400, 404) },
      },
    },
    async (request) => getBlock(db, request.params.id),
  );

  app.patch(
    '/cms/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateCmsBlock',
        tags,
        summary: 'Change a content block (content is sanitised rich text)',
        security,
        params: Type.Object({ id: BlockId }),
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ maxLength: 300 })),
            content: Type.Optional(RichText({ maxLength: 500_000 })),
            imagePath: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
            data: Type.Optional(
              Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 2000 }), { maxProperties: 30 }),
            ),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Type.Ref('CmsBlock'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveBlock(db, request.params.id, request.body, now()),
  );
};

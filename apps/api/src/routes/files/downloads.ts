import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { verifyFileUrl } from '../../files/signed-url';
import { assertKey } from '../../files/storage';
import { sendStored } from '../../files/send';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/kit';
import type { Services } from '../../services/context';
import { publicFolders } from './shared';

/**
 * Files (spec section 7 "Files are served ... by path templates"; ARCHITECTURE.md "Files"): public
 * logos and CMS images, and signed short-lived download links for everything else.
 */
export const fileDownloadRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { storage, now } = services;

  app.get(
    '/files/download',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'downloadFile',
        tags: ['files'],
        summary: 'Download a file through a signed link (expires; INVALID_TOKEN or TOKEN_IS_EXPIRED otherwise)',
        querystring: Type.Object(
          {
            key: Type.String({ maxLength: 500 }),
            expires: Type.Integer(),
            name: Type.String({ maxLength: 300 }),
            sig: Type.String({ maxLength: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(400, 404, 410, 422),
        },
      },
    },
    async (request, reply) => {
      const verdict = verifyFileUrl(services.fileUrlSecret, request.query, now().getTime());
      if (verdict === 'invalid') throw fail('INVALID_TOKEN');
      if (verdict === 'expired') throw fail('TOKEN_IS_EXPIRED');
      return sendStored(reply, storage, request.query.key, { name: request.query.name });
    },
  );

  app.get(
    '/files/public/*',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'getPublicFile',
        tags: ['files'],
        summary: 'A public file: company logos and CMS images',
        params: Type.Object({ '*': Type.String({ maxLength: 500 }) }),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      try {
        assertKey(key);
      } catch {
        throw fail('FILE_NOT_EXISTED');
      }
      if (!publicFolders.includes(key.split('/')[0]!)) throw fail('FILE_NOT_EXISTED');
      return sendStored(reply, storage, key, { inline: true });
    },
  );
};

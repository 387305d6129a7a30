import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { storeImage } from '../../files/upload';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { platformAdmin, tags } from './schemas';

/** Images for CMS content: stored by content check, served publicly. */
export const cmsImageRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/cms-images',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'uploadCmsImage',
        tags,
        summary: 'Upload an image for CMS content (multipart field `file`); answers its public path',
        security,
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({ imagePath: Type.String(), width: Type.Integer(), height: Type.Integer() }),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      const image = await storeImage(request, services.storage, { folder: 'cms' });
      reply.status(201);
      return { imagePath: `${services.apiPrefix}/files/public/${image.key}`, width: image.width, height: image.height };
    },
  );
};

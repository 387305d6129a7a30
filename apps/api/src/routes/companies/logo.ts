import { logoSizeAdvice } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { storeImage } from '../../files/upload';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { loadCompany, setLogo } from './repository';
import { ImageResponse } from './schemas';
import { companyEditors, logoLimits, tags } from './shared';

/** The company logo (section 2 /setting/employer): an image checked by content, served publicly. */
export const logoRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now, apiPrefix } = services;

  app.post(
    '/companies/upload-image/:id',
    {
      config: { access: { roles: companyEditors, permissions: ['update_company'], tenant: true } },
      schema: {
        operationId: 'uploadCompanyLogo',
        tags,
        summary: 'Upload the company logo (multipart field `file`; an image by content, 2 MB, at least 100 x 24)',
        description: 'The answer carries advice when the logo is far from the recommended 250 x 60.',
        security,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: ImageResponse, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const current = await loadCompany(db, caller(request), request.params.id);
      const image = await storeImage(request, services.storage, { folder: `logos/${current.id}`, limits: logoLimits });
      await setLogo(db, current.id, image.key, now());
      if (current.logoPath) await services.storage.delete(current.logoPath).catch(() => {});
      return {
        imagePath: `${apiPrefix}/files/public/${image.key}`,
        width: image.width,
        height: image.height,
        advice: logoSizeAdvice(image).map((i) => ({ field: i.field, code: i.code })),
      };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, Nullable, security } from '../../http/kit';
import { motherTongueFor, motherTongues } from '../../resumes/mother-tongues';
import type { Services } from '../../services/context';
import { candidates, tags } from './child-shared';
import { nationalityCode } from './records-repository';

const MotherTongue = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'ISO 639 language code' }),
  name: Type.String({ description: 'English name, the value a resume keeps' }),
  vn: Type.String({ description: 'Vietnamese name' }),
});

/** The mother tongues offered on the resume form, and the one proposed for a nationality. */
export const resumeMotherTongueRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db } = services;

  app.get(
    '/resumes/mothertongues',
    {
      config: { access: candidates },
      schema: {
        operationId: 'listMotherTongues',
        tags,
        summary: 'The mother tongues offered on the resume form',
        security,
        response: { 200: listResponseSchema(MotherTongue), ...errorResponses(401, 403) },
      },
    },
    async () => ({ total: motherTongues.length, limit: -1, skip: 0, data: [...motherTongues] }),
  );

  app.get(
    '/resumes/mothertongues/:id',
    {
      config: { access: candidates },
      schema: {
        operationId: 'getMotherTongue',
        tags,
        summary: 'One mother tongue',
        security,
        params: IdParams,
        response: { 200: MotherTongue, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const found = motherTongues.find((m) => m.id === request.params.id);
      if (!found) throw fail('NO_RECORD_FOUND_FOR_ID');
      return found;
    },
  );

  app.post(
    '/resumes/auto-fill-mother-tongue',
    {
      config: { access: candidates },
      schema: {
        operationId: 'autoFillMotherTongue',
        tags,
        summary: 'The mother tongue proposed for a nationality (null when there is no usual one)',
        security,
        body: Type.Object({ nationalityId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ motherTongue: Nullable(MotherTongue) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({ motherTongue: motherTongueFor(await nationalityCode(db, request.body.nationalityId)) }),
  );
};

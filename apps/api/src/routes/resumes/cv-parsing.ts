import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { readStored } from '../../files/send';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { parseCv } from '../../services/cv-proposals';
import { candidates, tags } from './child-shared';
import { loadResume, resumeScope } from './repository';
import { CvParseAnswer } from './schemas';

/** CV parsing (spec section 7 "Resumes"): the uploaded CV turned into text and a proposed resume. */
export const resumeCvParsingRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage } = services;

  app.post(
    '/resume/parsing-cv',
    {
      config: { access: candidates },
      schema: {
        operationId: 'parseResumeCv',
        tags,
        summary:
          "Turn the resume's uploaded CV (PDF or DOCX) into text and a proposed resume; DOWNLOAD_FAILED keeps the file",
        security,
        body: Type.Object({ resumeId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 200: CvParseAnswer, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { row } = await loadResume(db, resumeScope(caller(request)), request.body.resumeId);
      if (!row.cvPath || !row.cvMimeType) throw fail('FILE_NOT_EXISTED');
      const data = await readStored(storage, row.cvPath);
      if (!data) throw fail('FILE_NOT_EXISTED');
      return parseCv(data, row.cvMimeType);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { readStored } from '../../files/send';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import { cvText, CvUnreadableError, proposeResume } from '../../resumes/cv-parse';
import type { Services } from '../../services/context';
import { candidates, tags } from './child-shared';
import { loadResume, resumeScope } from './repository';
import { CvParseAnswer } from './schemas';

/** A CV's text (the first 100,000 characters) and the resume proposed from it; DOWNLOAD_FAILED when unreadable. */
async function parseCv(data: Buffer, mimeType: string) {
  try {
    const text = await cvText(data, mimeType);
    return { text: text.slice(0, 100_000), proposal: proposeResume(text) };
  } catch (error) {
    if (error instanceof CvUnreadableError) throw fail('DOWNLOAD_FAILED');
    throw error;
  }
}

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

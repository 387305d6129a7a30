import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { uploadError } from '../../files/upload';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { proposeResumeFromCv } from '../../services/cv-proposals';
import { candidates } from './child-shared';
import { CvParseAnswer, DuplicateAnswer } from './schemas';

export const CvProposalAnswer = Type.Object({
  fileName: Type.String(),
  mimeType: Type.String(),
  text: CvParseAnswer.properties.text,
  proposal: CvParseAnswer.properties.proposal,
  duplicates: DuplicateAnswer.properties.matches,
});

/**
 * The one file of the upload (the multipart field `file`): too large is FILE_TOO_LARGE (413), a body cut
 * off or without a boundary 400, never a 500.
 */
async function readCv(request: FastifyRequest, uploadLimit: number) {
  if (!request.isMultipart()) throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.multipart' }]);
  try {
    const file = await request.file({ limits: { fileSize: uploadLimit, files: 1, fields: 5 } });
    if (!file) throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.required' }]);
    return { fileName: file.filename, data: await file.toBuffer() };
  } catch (error) {
    throw uploadError(error, uploadLimit);
  }
}

/**
 * The upload screen's first step (issue 13, section 7 "resume/parsing-cv" before a resume exists): one CV
 * (PDF or DOCX, by content, within the upload limit) is read and proposed as a resume, with the
 * resumes of the employer it may duplicate (email, phone, or name and date of birth). Nothing is stored:
 * the recruiter corrects the proposal, then creates the resume and uploads the CV to it.
 */
export const resumeUploadRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  app.post(
    '/resume/propose-from-cv',
    {
      config: { access: candidates },
      schema: {
        operationId: 'proposeResumeFromCv',
        tags: ['resumes'],
        summary:
          'Read a CV (multipart field `file`; PDF or DOCX by content) into a proposed resume and its possible duplicates; nothing is stored',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: CvProposalAnswer, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request) => {
      const file = await readCv(request, uploadLimit);
      return proposeResumeFromCv(services.db, caller(request), file);
    },
  );
};

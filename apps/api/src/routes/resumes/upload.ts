import { staffRoles } from '@arms/domain';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileTypeFromBuffer } from 'file-type';
import { Type } from 'typebox';
import type { Access } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { uploadError } from '../../files/upload';
import { cvText, CvUnreadableError, isParsableCv, proposeResume } from '../../resumes/cv-parse';
import type { Services } from '../../services/context';
import { findDuplicates } from './duplicates-repository';
import { resumeScope } from './repository';
import { CvParseAnswer, DuplicateAnswer } from './schemas';
import { security } from '../../http/kit';

const candidates: Access = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };

export const CvProposalAnswer = Type.Object({
  fileName: Type.String(),
  mimeType: Type.String(),
  text: CvParseAnswer.properties.text,
  proposal: CvParseAnswer.properties.proposal,
  duplicates: DuplicateAnswer.properties.matches,
});

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
      if (!request.isMultipart()) throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.multipart' }]);
      let data: Buffer;
      let fileName: string;
      try {
        const file = await request.file({ limits: { fileSize: uploadLimit, files: 1, fields: 5 } });
        if (!file) throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.required' }]);
        fileName = file.filename;
        data = await file.toBuffer();
      } catch (error) {
        // Too large (413), or a body cut off or without a boundary (400): the client's error, never a 500.
        throw uploadError(error, uploadLimit);
      }
      // The whole file: a DOCX is told from other zips by its entries, past the first bytes.
      const type = await fileTypeFromBuffer(data).catch(() => undefined);
      if (!type || !isParsableCv(type.mime)) {
        throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.fileType' }]);
      }
      let text: string;
      try {
        text = await cvText(data, type.mime);
      } catch (error) {
        if (error instanceof CvUnreadableError) throw fail('DOWNLOAD_FAILED');
        throw error;
      }
      const proposal = proposeResume(text);
      const scope = resumeScope(caller(request));
      const duplicates = await findDuplicates(services.db, scope.companyId, {
        ...(proposal.email ? { email: proposal.email } : {}),
        ...(proposal.phone ? { phone: proposal.phone } : {}),
      });
      return {
        fileName: fileName.slice(0, 200),
        mimeType: type.mime,
        text: text.slice(0, 100_000),
        proposal,
        duplicates,
      };
    },
  );
};

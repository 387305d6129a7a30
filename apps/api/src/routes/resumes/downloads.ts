import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { contentDisposition, readStored } from '../../files/send';
import { signFileUrl } from '../../files/signed-url';
import type { Storage } from '../../files/storage';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, security, SignedUrl } from '../../http/kit';
import { brandedResumePdf } from '../../resumes/branded-pdf';
import type { Services } from '../../services/context';
import { brandedContentOf } from '../resume-format/repository';
import { candidateRecord, tags } from './child-shared';
import { loadResume, resumeScope, type LoadedResume } from './repository';

/** The employer's branded PDF of a resume in their resume format, with its logo and (when shown) the photo. */
async function brandedPdf(db: Db, storage: Storage, loaded: LoadedResume) {
  const { content, photoPath } = await brandedContentOf(db, loaded);
  const image = async (key: string | null) => (key && /\.(png|jpg)$/.test(key) ? readStored(storage, key) : null);
  const pdf = await brandedResumePdf({
    content,
    logo: await image(content.company.logoPath),
    photo: await image(photoPath),
  });
  return { name: content.name, pdf };
}

/** Answers a file as a private download. */
function sendFile(reply: FastifyReply, type: string, name: string, data: Buffer) {
  reply.header('content-type', type);
  reply.header('content-disposition', contentDisposition(name));
  reply.header('cache-control', 'private, no-store');
  return reply.send(data as unknown as string);
}

/**
 * A resume's files for download (spec section 7 "Resumes"): a signed link to its photo, and the CV as
 * uploaded or as the employer's branded PDF.
 */
export const resumeDownloadRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage, now } = services;

  app.get(
    '/resumes/:id/avatar',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'resumeAvatarUrl',
        tags,
        summary: "A short-lived signed link to the resume's photo (FILE_NOT_EXISTED without one)",
        security,
        params: IdParams,
        response: { 200: SignedUrl, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { row } = await loadResume(db, resumeScope(caller(request)), request.params.id);
      if (!row.photoPath) throw fail('FILE_NOT_EXISTED');
      const ext = row.photoPath.split('.').pop();
      return signFileUrl(
        services.apiPrefix,
        services.fileUrlSecret,
        { key: row.photoPath, name: `resume-${row.id}.${ext}` },
        services.fileUrlTtlSeconds,
        now().getTime(),
      );
    },
  );

  app.get(
    '/download-cv/company-user/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'downloadResumeCv',
        tags,
        summary:
          "The resume as a file: the uploaded CV, or with isBrandedFormat the employer's branded PDF in their resume format (photo only when showImageInPdf)",
        security,
        params: IdParams,
        querystring: Type.Object(
          { isBrandedFormat: Type.Optional(Type.Boolean({ default: false })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const loaded = await loadResume(db, resumeScope(caller(request)), request.params.id);
      const { row } = loaded;
      if (!request.query.isBrandedFormat) {
        const data = await readStored(storage, row.cvPath);
        if (!data) throw fail('FILE_NOT_EXISTED');
        return sendFile(reply, row.cvMimeType ?? 'application/octet-stream', row.cvName ?? 'cv', data);
      }
      const { name, pdf } = await brandedPdf(db, storage, loaded);
      return sendFile(reply, 'application/pdf', `${name || 'resume'}.pdf`, pdf);
    },
  );
};

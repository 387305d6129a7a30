import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { storeImage, storeUpload } from '../../files/upload';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { candidateRecord, tags } from './child-shared';
import { resumeDetail, setResumeFiles } from './records-repository';
import { loadResume, resumeScope, type LoadedResume, type ResumeScope } from './repository';

/** CV types: PDF and Word (docs/decisions/0063). */
const cvTypes = [
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

type FileKind = 'avatar' | 'cv';
type FileColumns = Omit<Parameters<typeof setResumeFiles>[2], 'updatedAt'>;
type ResumeRow = LoadedResume['row'];

/**
 * A resume's files (spec section 7 "Resumes"): upload or remove its photo (avatar) and its CV. The
 * columns change first; the replaced file is removed from storage after.
 */
export const resumeFileRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const { db, storage, now } = services;

  /** The file of a request, stored: an image checked by content, or a PDF or Word CV. */
  const store = (request: FastifyRequest, kind: FileKind) =>
    kind === 'avatar'
      ? storeImage(request, storage, { folder: 'resume-photos' })
      : storeUpload(request, storage, { folder: 'resumes', maxBytes: uploadLimit, accept: cvTypes });

  /** Sets a resume's file columns, removes the file they replace and answers the resume. */
  const replace = async (scope: ResumeScope, row: ResumeRow, kind: FileKind, values: FileColumns) => {
    await setResumeFiles(db, row.id, { ...values, updatedAt: now() });
    const old = row[kind === 'avatar' ? 'photoPath' : 'cvPath'];
    if (old) await storage.delete(old).catch(() => {});
    return resumeDetail(db, scope, row.id);
  };

  const fileRoute = (kind: FileKind) => {
    app.post(
      `/upload-${kind}/:id`,
      {
        config: { access: candidateRecord },
        schema: {
          operationId: kind === 'avatar' ? 'uploadResumeAvatar' : 'uploadResumeCv',
          tags,
          summary:
            kind === 'avatar'
              ? "Upload the resume's photo (multipart field `file`; an image, checked by content)"
              : "Upload the resume's CV (multipart field `file`; PDF or Word, checked by content)",
          security,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => {
        const scope = resumeScope(caller(request));
        const { row } = await loadResume(db, scope, request.params.id);
        const stored = await store(request, kind);
        return replace(
          scope,
          row,
          kind,
          kind === 'avatar'
            ? { photoPath: stored.key }
            : { cvPath: stored.key, cvName: stored.filename.slice(0, 200), cvMimeType: stored.mimeType },
        );
      },
    );
    app.delete(
      `/remove-${kind}/:id`,
      {
        config: { access: candidateRecord },
        schema: {
          operationId: kind === 'avatar' ? 'removeResumeAvatar' : 'removeResumeCv',
          tags,
          summary: kind === 'avatar' ? "Remove the resume's photo" : "Remove the resume's CV",
          security,
          params: IdParams,
          response: { 200: Type.Ref('Resume'), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const scope = resumeScope(caller(request));
        const { row } = await loadResume(db, scope, request.params.id);
        return replace(
          scope,
          row,
          kind,
          kind === 'avatar' ? { photoPath: null } : { cvPath: null, cvName: null, cvMimeType: null },
        );
      },
    );
  };
  fileRoute('avatar');
  fileRoute('cv');
};

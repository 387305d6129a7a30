import { skillsSuitability, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Access } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { contentDisposition, readStored } from '../../files/send';
import { signFileUrl } from '../../files/signed-url';
import { storeImage, storeUpload } from '../../files/upload';
import { fail } from '../../http/errors';
import type { Services } from '../../services/context';
import { brandedResumePdf } from '../../resumes/branded-pdf';
import { cvText, CvUnreadableError, proposeResume } from '../../resumes/cv-parse';
import { motherTongueFor, motherTongues } from '../../resumes/mother-tongues';
import { brandedContentOf } from '../resume-format/repository';
import { deleteResume, listResumes, nationalityCode, resumeList, setResumeFiles } from './records-repository';
import {
  autoMatchJobs,
  autoMatchResumes,
  jobSkillsOf,
  cloneInput,
  createResume,
  findDuplicates,
  loadResume,
  resumeScope,
  searchResumes,
  toResume,
  updateResume,
} from './repository';
import {
  AutoMatchAnswer,
  AutoMatchBody,
  AutoMatchJobsAnswer,
  AutoMatchJobsBody,
  CompareAnswer,
  CompareBody,
  CvParseAnswer,
  CreateResumeBody,
  DuplicateAnswer,
  DuplicateQuery,
  SearchAnswer,
  SearchBody,
  UpdateResumeBody,
} from './schemas';
import { errorResponses, IdParams, listResponseSchema, security, SignedUrl } from '../../http/kit';

const tags = ['resumes'];
/** Section 6: resumes need access_all_candidate, or access_uploaded_candidate for one's own uploads. */
const candidates: Access = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };
const candidateRecord: Access = { ...candidates, tenant: true };
/** CV types: PDF and Word (docs/decisions/0063). */
const cvTypes = [
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/**
 * Resumes (spec section 3 "Resume", section 7 "Resumes"): list, detail, create, clone, update, delete,
 * avatar and CV files, boolean search, duplicate check and the skills comparison.
 */
export const resumeRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const { db, storage, now } = services;
  const detail = async (request: Parameters<typeof caller>[0], id: number) =>
    toResume(await loadResume(db, resumeScope(caller(request)), id));

  app.get(
    '/resumes',
    {
      config: { access: candidates },
      schema: {
        operationId: 'listResumes',
        tags,
        summary: "The company's resumes (only one's own uploads with access_uploaded_candidate)",
        security,
        querystring: resumeList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('ResumeSummary')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listResumes(db, resumeScope(caller(request)), request.query as Record<string, unknown>),
  );

  app.get(
    '/resumes/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'getResume',
        tags,
        summary: 'A resume with its contacts, work experiences and referees',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Resume'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => detail(request, request.params.id),
  );

  app.post(
    '/resumes',
    {
      config: { access: candidates },
      schema: {
        operationId: 'createResume',
        tags,
        summary: 'Create a resume with its children (one transaction)',
        security,
        body: CreateResumeBody,
        response: { 201: Type.Ref('Resume'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await createResume(db, caller(request), request.body, now());
      reply.status(201);
      return detail(request, id);
    },
  );

  app.post(
    '/resume/clone',
    {
      config: { access: candidates },
      schema: {
        operationId: 'cloneResume',
        tags,
        summary: 'Copy a resume and its children into a new resume (files are not copied)',
        security,
        body: Type.Object({ resumeId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 201: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const source = await loadResume(db, resumeScope(auth), request.body.resumeId).catch(() => {
        throw fail('ORIGINAL_RESUME_NOT_FOUND');
      });
      const id = await createResume(db, auth, cloneInput(source), now(), source.row.id);
      reply.status(201);
      return detail(request, id);
    },
  );

  app.patch(
    '/resumes/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResume',
        tags,
        summary: 'Update a resume; a child list given replaces the stored one',
        security,
        params: IdParams,
        body: UpdateResumeBody,
        response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await updateResume(db, caller(request), request.params.id, request.body, now());
      return detail(request, request.params.id);
    },
  );

  app.delete(
    '/resumes/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'deleteResume',
        tags,
        summary: 'Delete a resume, its children and its files',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = resumeScope(caller(request));
      const row = await deleteResume(db, scope, request.params.id);
      for (const key of [row.photoPath, row.cvPath]) if (key) await storage.delete(key).catch(() => {});
      return reply.status(204).send(null);
    },
  );

  // ----- files: avatar and CV -----
  const fileRoute = (kind: 'avatar' | 'cv') => {
    const column = kind === 'avatar' ? 'photoPath' : 'cvPath';
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
        const stored =
          kind === 'avatar'
            ? await storeImage(request, storage, { folder: 'resume-photos' })
            : await storeUpload(request, storage, { folder: 'resumes', maxBytes: uploadLimit, accept: cvTypes });
        await setResumeFiles(
          db,
          row.id,
          kind === 'avatar'
            ? { photoPath: stored.key, updatedAt: now() }
            : {
                cvPath: stored.key,
                cvName: stored.filename.slice(0, 200),
                cvMimeType: stored.mimeType,
                updatedAt: now(),
              },
        );
        const old = row[column];
        if (old) await storage.delete(old).catch(() => {});
        return detail(request, row.id);
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
        await setResumeFiles(
          db,
          row.id,
          kind === 'avatar'
            ? { photoPath: null, updatedAt: now() }
            : { cvPath: null, cvName: null, cvMimeType: null, updatedAt: now() },
        );
        const old = row[column];
        if (old) await storage.delete(old).catch(() => {});
        return detail(request, row.id);
      },
    );
  };
  fileRoute('avatar');
  fileRoute('cv');

  app.post(
    '/resumes/search',
    {
      config: { access: candidates },
      schema: {
        operationId: 'searchResumes',
        tags,
        summary: 'Boolean skills search with filters, ranked by relevance (WRONG_SEARCH_FORMAT for a bad query)',
        security,
        body: SearchBody,
        response: { 200: SearchAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchResumes(db, resumeScope(caller(request)), request.body, now()),
  );

  app.get(
    '/resume/check-duplicate',
    {
      config: { access: candidates },
      schema: {
        operationId: 'checkResumeDuplicate',
        tags,
        summary: "Resumes of the caller's company with the same email, phone, or name and date of birth",
        security,
        querystring: DuplicateQuery,
        response: { 200: DuplicateAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const matches = await findDuplicates(db, resumeScope(caller(request)).companyId, request.query);
      return { isDuplicate: matches.length > 0, matches };
    },
  );

  app.post(
    '/resume/compare-criteria-skill',
    {
      config: { access: candidates },
      schema: {
        operationId: 'compareCriteriaSkill',
        tags,
        summary: "A job's skills against a resume's: each condition matched or not, and the suitability verdict",
        security,
        body: CompareBody,
        response: { 200: CompareAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobSkills, resumeId, resumeSkills } = request.body;
      let skills = resumeSkills;
      if (resumeId !== undefined) skills = (await loadResume(db, resumeScope(caller(request)), resumeId)).row.skills;
      if (!skills) throw fail('RESUME_ID_IS_REQUIRED');
      const result = skillsSuitability(jobSkills, skills);
      const distinct = [...new Set(jobSkills.map((s) => s.trim()).filter(Boolean))];
      return {
        ...result,
        skills: distinct.map((skill) => ({ skill, matched: skillsSuitability([skill], skills).matched === 1 })),
      };
    },
  );
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
      try {
        const text = await cvText(data, row.cvMimeType);
        return { text: text.slice(0, 100_000), proposal: proposeResume(text) };
      } catch (error) {
        if (error instanceof CvUnreadableError) throw fail('DOWNLOAD_FAILED');
        throw error;
      }
    },
  );
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
        reply.header('content-type', row.cvMimeType ?? 'application/octet-stream');
        reply.header('content-disposition', contentDisposition(row.cvName ?? 'cv'));
        reply.header('cache-control', 'private, no-store');
        return reply.send(data as unknown as string);
      }
      const { content, photoPath } = await brandedContentOf(db, loaded);
      const image = async (key: string | null) => (key && /\.(png|jpg)$/.test(key) ? readStored(storage, key) : null);
      const name = content.name;
      const pdf = await brandedResumePdf({
        content,
        logo: await image(content.company.logoPath),
        photo: await image(photoPath),
      });
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', contentDisposition(`${name || 'resume'}.pdf`));
      reply.header('cache-control', 'private, no-store');
      return reply.send(pdf as unknown as string);
    },
  );
  app.post(
    '/resume/auto-match-job',
    {
      config: { access: candidates },
      schema: {
        operationId: 'autoMatchResumesForJob',
        tags,
        summary: "The company's resumes ranked against a job's skills with the suitability rule (ADR 0021)",
        security,
        body: AutoMatchBody,
        response: { 200: AutoMatchAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      const body = request.body;
      const skills = 'jobId' in body ? await jobSkillsOf(db, scope, body.jobId) : body.jobSkills;
      return autoMatchResumes(db, scope, skills, body.$limit ?? 25);
    },
  );

  app.post(
    '/jobs/auto-match-resume',
    {
      config: { access: candidates },
      schema: {
        operationId: 'autoMatchJobsForResume',
        tags,
        summary: "The company's open jobs ranked for a resume with the suitability rule (ADR 0021)",
        security,
        body: AutoMatchJobsBody,
        response: { 200: AutoMatchJobsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      autoMatchJobs(db, resumeScope(caller(request)), request.body.resumeId, request.body.$limit ?? 25),
  );
  const MotherTongue = Type.Object({
    id: Type.Integer(),
    code: Type.String({ description: 'ISO 639 language code' }),
    name: Type.String({ description: 'English name, the value a resume keeps' }),
    vn: Type.String({ description: 'Vietnamese name' }),
  });
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
          200: Type.Object({ motherTongue: Type.Union([MotherTongue, Type.Null()]) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      return { motherTongue: motherTongueFor(await nationalityCode(db, request.body.nationalityId)) };
    },
  );
};

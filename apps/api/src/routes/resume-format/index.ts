import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { companyResumeFormats } from '../../db/schema';
import { errorResponses } from '../../http/schemas';
import { BrandedContent, ResumeFormat, ResumeFormatPatch, ResumeFormatPreviewBody } from '../../resumes/format';
import type { Services } from '../../services/context';
import { loadResume, resumeScope } from '../resumes/repository';
import { brandedContentOf, companyResumeFormat, sampleBrandedContent } from './repository';
import { IdParams, security } from '../../http/kit';

const tags = ['resume-format'];
/** Section 2 settings: resume-format and its edit page are for the account administrator only. */
const accountAdminOnly: Access = { roles: ['account_admin', 'super_user'] };

/**
 * The employer's branded resume format (section 2 settings "resume-format", section 9 "formatted";
 * docs/decisions/0103) and the branded content of one resume for a preview (section 7
 * "resume/branded-format/{resumeId}").
 */
export const resumeFormatRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/resume-format',
    {
      config: { access: { roles: staffRoles } },
      schema: {
        operationId: 'getResumeFormat',
        tags,
        summary: "The company's branded resume format (the default one until an administrator sets it)",
        security,
        response: { 200: ResumeFormat, ...errorResponses(401, 403) },
      },
    },
    async (request) => companyResumeFormat(db, tenantScope(caller(request)).companyId),
  );

  app.patch(
    '/resume-format',
    {
      config: { access: accountAdminOnly },
      schema: {
        operationId: 'updateResumeFormat',
        tags,
        summary: "Change the company's branded resume format: sections and order, hidden fields, colour, logo, footer",
        security,
        body: ResumeFormatPatch,
        response: { 200: ResumeFormat, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { companyId } = tenantScope(auth);
      const format = { ...(await companyResumeFormat(db, companyId)), ...request.body } as ResumeFormat;
      const values = { format, updatedBy: auth.userId, updatedAt: now() };
      await db
        .insert(companyResumeFormats)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companyResumeFormats.companyId, set: values });
      return format;
    },
  );

  app.post(
    '/resume-format/preview',
    {
      config: { access: accountAdminOnly },
      schema: {
        operationId: 'previewResumeFormat',
        tags,
        summary:
          "The branded content a format would print, before it is saved: for one of the company's resumes, or a sample candidate without resumeId (docs/decisions/0146)",
        security,
        body: ResumeFormatPreviewBody,
        response: { 200: BrandedContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { format, resumeId } = request.body;
      if (resumeId === undefined) return sampleBrandedContent(db, tenantScope(auth).companyId, format);
      const loaded = await loadResume(db, resumeScope(auth), resumeId);
      return (await brandedContentOf(db, loaded, format)).content;
    },
  );

  app.get(
    '/resume/branded-format/:id',
    {
      config: {
        access: {
          roles: staffRoles,
          permissions: ['access_all_candidate', 'access_uploaded_candidate'],
          tenant: true,
        },
      },
      schema: {
        operationId: 'getBrandedResumeContent',
        tags,
        summary: "The branded resume's content as data, in the company's format (what the branded PDF prints)",
        security,
        params: IdParams,
        response: { 200: BrandedContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const loaded = await loadResume(db, resumeScope(caller(request)), request.params.id);
      return (await brandedContentOf(db, loaded)).content;
    },
  );
};

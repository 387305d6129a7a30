import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { BrandedContent, ResumeFormat, ResumeFormatPatch, ResumeFormatPreviewBody } from '../../resumes/format';
import type { Services } from '../../services/context';
import { loadResume, resumeScope } from '../resumes/repository';
import { errorResponses, security } from '../../http/kit';
import { brandedContentOf, companyResumeFormat, sampleBrandedContent, saveResumeFormat } from './repository';
import { accountAdminOnly, tags } from './shared';

/**
 * The employer's branded resume format (section 2 settings "resume-format", section 9 "formatted";
 * docs/decisions/0103): read, change, and preview a format before it is saved (docs/decisions/0146).
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
      await saveResumeFormat(db, companyId, format, auth.userId, now());
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
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sourcerRoles, staffRoles } from '@arms/domain';
import { and, count, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { companies, companyResumeFormats, departments, emailRules, jobs, staff } from '../../db/schema';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { security } from '../../http/kit';

const filled = (value: string | null) => value !== null && value.trim() !== '';

const SetupProgress = Type.Object(
  {
    companyProfile: Type.Boolean({ description: 'The company has its address, phone, email and website' }),
    users: Type.Boolean({ description: 'More than one active staff user' }),
    hiringEntity: Type.Boolean({ description: 'At least one hiring entity' }),
    emailAlerts: Type.Boolean({ description: 'At least one active email alert rule' }),
    resumeFormat: Type.Boolean({ description: 'The branded resume format has been saved once' }),
    firstJob: Type.Boolean({ description: 'At least one job, whatever its status' }),
  },
  { $id: 'SetupProgress' },
);

/**
 * The done state of the six setup steps of the welcome page and the onboarding modal (spec section 2,
 * docs/decisions/0115): counted on the server, so every role sees the same answer whatever it may read.
 */
export const companySetupRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;
  app.get(
    '/companies/setup-progress',
    {
      config: { access: { roles: [...staffRoles, ...sourcerRoles] } },
      schema: {
        operationId: 'getSetupProgress',
        tags: ['companies'],
        summary: "Which of the six setup steps the caller's company has done",
        security,
        response: { 200: SetupProgress, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { companyId } = tenantScope(caller(request));
      const total = (rows: { n: number }[]) => rows[0]?.n ?? 0;
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw fail('NO_RECORD_FOUND_FOR_ID');
      const [users, entities, rules, format, jobCount] = await Promise.all([
        db
          .select({ n: count() })
          .from(staff)
          .where(and(eq(staff.companyId, companyId), eq(staff.status, 1))),
        db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId)),
        db
          .select({ n: count() })
          .from(emailRules)
          .where(and(eq(emailRules.companyId, companyId), eq(emailRules.status, 1))),
        db.select({ n: count() }).from(companyResumeFormats).where(eq(companyResumeFormats.companyId, companyId)),
        db.select({ n: count() }).from(jobs).where(eq(jobs.companyId, companyId)),
      ]);
      return {
        companyProfile:
          filled(company.address) &&
          filled(company.phone) &&
          filled(company.email) &&
          (filled(company.website) || filled(company.companyUrl)),
        users: total(users) > 1,
        hiringEntity: total(entities) > 0,
        emailAlerts: total(rules) > 0,
        resumeFormat: total(format) > 0,
        firstJob: total(jobCount) > 0,
      };
    },
  );
};

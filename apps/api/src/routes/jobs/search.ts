import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { jobSkillsOf, resumeScope, scopeCondition } from '../resumes/repository';
import { jobSearch, lengthSkillMatch, searchJobs } from './search-repository';
import { viewJobs } from './shared';

const LengthSkillsMatchBody = Type.Object(
  {
    jobId: Type.Optional(Type.Integer({ minimum: 1 })),
    skills: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 })),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);

/**
 * Job search (section 7 "GET jobs/search") and the number of resumes matching a job's skills
 * ("POST jobs/length-skills-match").
 */
export const jobSearchRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/jobs/search',
    {
      config: { access: viewJobs },
      schema: {
        operationId: 'searchJobs',
        tags: ['jobs'],
        summary:
          "Free-text search (q: every word starts a word of the position, skills or description) over the company's jobs, best match first, with the list filters and paging",
        security,
        querystring: jobSearch.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Job')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const query = request.query as Record<string, unknown>;
      const sorted = query.$sort !== undefined && Object.keys(query.$sort as object).length > 0;
      return searchJobs(db, scope, jobSearch.parse(query), { q: query.q as string | undefined, sorted });
    },
  );

  app.post(
    '/jobs/length-skills-match',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job', 'post_job'] } },
      schema: {
        operationId: 'lengthSkillsMatch',
        tags: ['jobs'],
        summary:
          "How many of the caller's resumes match a job's skills (jobId) or a skill list (skills), by the section 5 suitability rule",
        security,
        body: LengthSkillsMatchBody,
        response: {
          200: Type.Object({ lengthSkillMatch: Type.Integer({ minimum: 0 }) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      const body = request.body;
      const skills = body.jobId !== undefined ? await jobSkillsOf(db, scope, body.jobId) : (body.skills ?? []);
      return { lengthSkillMatch: await lengthSkillMatch(db, scopeCondition(scope), skills) };
    },
  );
};

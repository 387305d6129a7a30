import { addJobSkill, jobSkillMaxLength, removeJobSkill, sameJobSkill } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { changeJobSkills } from '../../services/job-skills';
import { strict, tags } from './relation-shared';
import { loadJob } from './repository';
import { postJobById, viewJobById } from './shared';

export const JobSkills = Type.Object({ skills: Type.Array(Type.String()) });

/**
 * A job's skills (section 3): listed, added and removed one at a time. They live on the job row
 * (jobs.skills); the history entry carries the whole new list, as a PATCH does.
 */
export const jobSkillRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;
  const Skill = Type.String({ minLength: 1, maxLength: jobSkillMaxLength, pattern: '\\S' });

  app.get(
    '/jobs/:id/skills',
    {
      config: { access: viewJobById },
      schema: {
        operationId: 'listJobSkills',
        tags,
        summary: "A job's skills",
        security,
        params: IdParams,
        response: { 200: JobSkills, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { job } = await loadJob(db, tenantScope(caller(request)), request.params.id);
      return { skills: job.skills };
    },
  );

  /** Rewrites a job's skills (`changeJobSkills`); `absent` refuses a removal of a skill the job lacks. */
  const changeSkills = (
    jobId: number,
    auth: ReturnType<typeof caller>,
    next: (skills: readonly string[]) => string[],
    absent?: (skills: readonly string[]) => boolean,
  ) => changeJobSkills(services, { scope: tenantScope(auth), userId: auth.userId }, jobId, next, absent);

  app.post(
    '/jobs/:id/skills',
    {
      config: { access: postJobById },
      schema: {
        operationId: 'addJobSkill',
        tags,
        summary: 'Add one skill to a job (trimmed; a skill already there in any case is kept once)',
        security,
        params: IdParams,
        body: Type.Object({ skill: Skill }, strict),
        response: { 201: JobSkills, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const answer = await changeSkills(request.params.id, caller(request), (s) => addJobSkill(s, request.body.skill));
      reply.status(201);
      return answer;
    },
  );

  app.delete(
    '/jobs/:id/skills',
    {
      config: { access: postJobById },
      schema: {
        operationId: 'removeJobSkill',
        tags,
        summary: 'Remove one skill from a job, ignoring case and spacing (NO_RECORD_FOUND_FOR_ID when absent)',
        security,
        params: IdParams,
        querystring: Type.Object({ skill: Skill }, strict),
        response: { 200: JobSkills, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeSkills(
        request.params.id,
        caller(request),
        (s) => removeJobSkill(s, request.query.skill),
        (s) => !s.some((k) => sameJobSkill(k, request.query.skill)),
      ),
  );
};

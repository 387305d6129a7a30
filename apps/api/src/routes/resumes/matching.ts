import { skillsSuitability } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { candidates, tags } from './child-shared';
import { autoMatchJobs, autoMatchResumes, jobSkillsOf } from './matching-repository';
import { loadResume, resumeScope } from './repository';
import {
  AutoMatchAnswer,
  AutoMatchBody,
  AutoMatchJobsAnswer,
  AutoMatchJobsBody,
  CompareAnswer,
  CompareBody,
} from './schemas';

/** A job's skills against a resume's: the suitability verdict and each distinct condition matched or not. */
function compareSkills(jobSkills: readonly string[], skills: readonly string[]) {
  const result = skillsSuitability(jobSkills, skills);
  const distinct = [...new Set(jobSkills.map((s) => s.trim()).filter(Boolean))];
  return {
    ...result,
    skills: distinct.map((skill) => ({ skill, matched: skillsSuitability([skill], skills).matched === 1 })),
  };
}

/**
 * Skills matching with the suitability rule (docs/decisions/0021): one job's skills against one resume.
 * The document lists it before the CV parsing and the downloads, the auto-match after them, so
 * `resource.ts` registers this file's two plugins at their places.
 */
export const resumeCompareRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

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
      return compareSkills(jobSkills, skills);
    },
  );
};

/** The auto-match (docs/decisions/0021): the company's resumes ranked for a job, its open jobs for a resume. */
export const resumeAutoMatchRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

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
};

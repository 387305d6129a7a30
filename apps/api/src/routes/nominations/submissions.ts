import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { submitResumes } from '../../services/nominations';
import { loadDepartment } from '../departments';
import { entityRecord, SubmittedResume, SubmissionBody, SubmissionAnswer, submittedList } from './shared';
import { assertReachableResumes, listSubmittedResumes } from './submissions-repository';

/** A hiring entity's submitted resumes and a bulk submission to it (section 3; ADR 0086). */
export const nominationSubmissionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db } = services;

  app.get(
    '/departments/:id/resumes',
    {
      config: entityRecord,
      schema: {
        operationId: 'listDepartmentResumes',
        tags: ['departments'],
        summary: "A hiring entity's submitted resumes with their status, in status order (1 to 12), paged",
        security,
        params: IdParams,
        querystring: submittedList.querySchema,
        response: { 200: listResponseSchema(SubmittedResume), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const dept = await loadDepartment(db, scope, request.params.id);
      const parsed = submittedList.parse(request.query as Record<string, unknown>);
      return listSubmittedResumes(db, auth, scope, dept.id, parsed);
    },
  );

  app.post(
    '/departments/:id/resume-submissions',
    {
      config: entityRecord,
      schema: {
        operationId: 'submitResumesToDepartment',
        tags: ['departments'],
        summary: 'Submit several resumes to a hiring entity at once; those already submitted are skipped and reported',
        security,
        params: IdParams,
        body: SubmissionBody,
        response: { 201: SubmissionAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const dept = await loadDepartment(db, scope, request.params.id);
      const { resumeIds, remarks } = request.body;
      await assertReachableResumes(db, auth, resumeIds);
      const answer = await submitResumes(services, { scope, userId: auth.userId }, dept.id, resumeIds, remarks);
      reply.status(201);
      return answer;
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { candidateRecord, candidates, tags } from './child-shared';
import { listResumes, resumeDetail, resumeList } from './records-repository';
import { resumeScope } from './repository';

/**
 * Reading resumes (spec section 3 "Resume", section 7 "Resumes"): the company's list (only one's own
 * uploads with access_uploaded_candidate) and one resume with its children.
 */
export const resumeReadRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

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
    async (request) => resumeDetail(db, resumeScope(caller(request)), request.params.id),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { candidates, tags } from './child-shared';
import { findDuplicates } from './duplicates-repository';
import { resumeScope } from './repository';
import { searchResumes } from './search-repository';
import { DuplicateAnswer, DuplicateQuery, SearchAnswer, SearchBody } from './schemas';

/**
 * Finding resumes (spec section 7 "Resumes"): the boolean skills search with filters, ranked by
 * relevance, and the duplicate check (same email, phone, or name and date of birth).
 */
export const resumeSearchRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

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
};

import { validateWorkExperience } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import type { resumeWorkExperiences } from '../../db/schema';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { errorResponses, IdParams, security } from '../../http/kit';
import {
  addWorkExperience,
  loadWorkExperience,
  removeWorkExperience,
  scopedResume,
  updateWorkExperience,
} from './children-repository';
import { candidateRecord, tags, WorkExperience } from './child-shared';
import { resumeScope } from './repository';
import { WorkExperienceInput } from './schemas';

/** A resume's work experiences, each period checked. */
export const resumeWorkExperienceRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db, now } = services;

  const checkPeriod = (w: { periodFrom: string; periodTo?: string | null }) =>
    assertValid(validateWorkExperience({ ...w, periodTo: w.periodTo ?? undefined }, []));
  const showWork = ({ resumeId: _r, sortOrder: _s, ...w }: typeof resumeWorkExperiences.$inferSelect) => w;

  app.post(
    '/resumes/:id/work-experiences',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeWorkExperience',
        tags,
        summary: 'Add one work experience (period from before period to, both required)',
        security,
        params: IdParams,
        body: WorkExperienceInput,
        response: { 201: WorkExperience, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { row } = await scopedResume(db, auth, request.params.id);
      checkPeriod(request.body);
      const created = await addWorkExperience(db, request.body, {
        resumeId: row.id,
        userId: auth.userId,
        now: now(),
      });
      reply.status(201);
      return showWork(created);
    },
  );

  app.patch(
    '/resume/work-experiences/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResumeWorkExperience',
        tags,
        summary: 'Change one work experience',
        security,
        params: IdParams,
        body: Type.Partial(WorkExperienceInput, { additionalProperties: false, minProperties: 1 }),
        response: { 200: WorkExperience, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const current = await loadWorkExperience(db, resumeScope(auth), request.params.id);
      checkPeriod({ ...current, ...request.body });
      const updated = await updateWorkExperience(db, current.id, request.body, {
        resumeId: current.resumeId,
        userId: auth.userId,
        now: now(),
      });
      return showWork(updated);
    },
  );

  app.delete(
    '/resume/work-experiences/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'deleteResumeWorkExperience',
        tags,
        summary: 'Delete one work experience',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await loadWorkExperience(db, resumeScope(auth), request.params.id);
      await removeWorkExperience(db, current.id, { resumeId: current.resumeId, userId: auth.userId, now: now() });
      return reply.status(204).send(null);
    },
  );
};

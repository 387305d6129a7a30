import { validateWorkExperience } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, max } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { resumeWorkExperiences } from '../../db/schema';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { recordResumeChange } from './history';
import { resumeScope } from './repository';
import { WorkExperienceInput } from './schemas';
import { IdParams, security } from '../../http/kit';
import { tags, candidateRecord, WorkExperience, loadWorkExperience, scopedResume } from './child-shared';

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
      const created = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ order: max(resumeWorkExperiences.sortOrder) })
          .from(resumeWorkExperiences)
          .where(eq(resumeWorkExperiences.resumeId, row.id));
        const [w] = await tx
          .insert(resumeWorkExperiences)
          .values({ resumeId: row.id, ...request.body, sortOrder: (last?.order ?? -1) + 1 })
          .returning();
        await recordResumeChange(tx, {
          resumeId: row.id,
          action: 'add',
          field: 'workExperiences',
          userId: auth.userId,
          now: now(),
        });
        return w!;
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
      return db.transaction(async (tx) => {
        const [w] = await tx
          .update(resumeWorkExperiences)
          .set(request.body)
          .where(eq(resumeWorkExperiences.id, current.id))
          .returning();
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'update',
          field: 'workExperiences',
          userId: auth.userId,
          now: now(),
        });
        return showWork(w!);
      });
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
      await db.transaction(async (tx) => {
        await tx.delete(resumeWorkExperiences).where(eq(resumeWorkExperiences.id, current.id));
        await recordResumeChange(tx, {
          resumeId: current.resumeId,
          action: 'remove',
          field: 'workExperiences',
          userId: auth.userId,
          now: now(),
        });
      });
      return reply.status(204).send(null);
    },
  );
};

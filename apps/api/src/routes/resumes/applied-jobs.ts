import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import type { Services } from '../../services/context';
import { errorResponses, IdParams, security } from '../../http/kit';
import {
  changeAppliedJob,
  listAppliedJobs,
  loadAppliedJob,
  recordAppliedJob,
  removeAppliedJob,
  scopedResume,
} from './children-repository';
import { AppliedJob, AppliedJobBody, AppliedJobPatch, candidateRecord, showApplied, tags } from './child-shared';
import { resumeScope } from './repository';

/** The jobs a resume's candidate applied to elsewhere (a job of the company or a free text one). */
export const resumeAppliedJobRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/resumes/:id/applied-jobs',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'listResumeAppliedJobs',
        tags,
        summary: 'The jobs the candidate has applied to, latest first',
        security,
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Array(AppliedJob) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { row } = await scopedResume(db, caller(request), request.params.id);
      return { data: (await listAppliedJobs(db, row.id)).map(showApplied) };
    },
  );

  app.post(
    '/resumes/:id/applied-jobs',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeAppliedJob',
        tags,
        summary: "Record a job the candidate applied to: one of the company's jobs, or a position elsewhere",
        security,
        params: IdParams,
        body: AppliedJobBody,
        response: { 201: AppliedJob, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { scope, row } = await scopedResume(db, auth, request.params.id);
      const created = await recordAppliedJob(db, scope, row.id, request.body, { userId: auth.userId, now });
      reply.status(201);
      return showApplied(created);
    },
  );

  app.patch(
    '/resume/applied-jobs/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResumeAppliedJob',
        tags,
        summary: 'Change an applied job (its date, outcome, or what was applied to)',
        security,
        params: IdParams,
        body: AppliedJobPatch,
        response: { 200: AppliedJob, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const current = await loadAppliedJob(db, scope, request.params.id);
      const updated = await changeAppliedJob(db, scope, current, request.body, { userId: auth.userId, now });
      return showApplied(updated);
    },
  );

  app.delete(
    '/resume/applied-jobs/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'deleteResumeAppliedJob',
        tags,
        summary: 'Delete an applied job',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await loadAppliedJob(db, resumeScope(auth), request.params.id);
      await removeAppliedJob(db, current.id, { resumeId: current.resumeId, userId: auth.userId, now: now() });
      return reply.status(204).send(null);
    },
  );
};

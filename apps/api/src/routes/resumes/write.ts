import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { candidateRecord, candidates, tags } from './child-shared';
import { deleteResume, resumeDetail } from './records-repository';
import { cloneInput, createResume, loadResume, resumeScope, updateResume } from './repository';
import { CreateResumeBody, UpdateResumeBody } from './schemas';

/**
 * Writing resumes (spec section 7 "Resumes"): create with the children (one transaction), clone, update
 * (a child list given replaces the stored one) and delete with the children and the stored files.
 */
export const resumeWriteRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage, now } = services;

  app.post(
    '/resumes',
    {
      config: { access: candidates },
      schema: {
        operationId: 'createResume',
        tags,
        summary: 'Create a resume with its children (one transaction)',
        security,
        body: CreateResumeBody,
        response: { 201: Type.Ref('Resume'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const id = await createResume(db, auth, request.body, now());
      reply.status(201);
      return resumeDetail(db, resumeScope(auth), id);
    },
  );

  app.post(
    '/resume/clone',
    {
      config: { access: candidates },
      schema: {
        operationId: 'cloneResume',
        tags,
        summary: 'Copy a resume and its children into a new resume (files are not copied)',
        security,
        body: Type.Object({ resumeId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 201: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const source = await loadResume(db, resumeScope(auth), request.body.resumeId).catch(() => {
        throw fail('ORIGINAL_RESUME_NOT_FOUND');
      });
      const id = await createResume(db, auth, cloneInput(source), now(), source.row.id);
      reply.status(201);
      return resumeDetail(db, resumeScope(auth), id);
    },
  );

  app.patch(
    '/resumes/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResume',
        tags,
        summary: 'Update a resume; a child list given replaces the stored one',
        security,
        params: IdParams,
        body: UpdateResumeBody,
        response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      await updateResume(db, auth, request.params.id, request.body, now());
      return resumeDetail(db, resumeScope(auth), request.params.id);
    },
  );

  app.delete(
    '/resumes/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'deleteResume',
        tags,
        summary: 'Delete a resume, its children and its files',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await deleteResume(db, resumeScope(caller(request)), request.params.id);
      for (const key of [row.photoPath, row.cvPath]) if (key) await storage.delete(key).catch(() => {});
      return reply.status(204).send(null);
    },
  );
};

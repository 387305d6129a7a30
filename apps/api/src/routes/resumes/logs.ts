import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { DateTime, errorResponses, IdParams, listResponseSchema, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { candidateRecord, candidates, tags } from './child-shared';
import {
  addUpdatedLog,
  editUpdatedLog,
  historyList,
  listHistories,
  loadUpdatedLog,
  scopedResumeId,
} from './logs-repository';
import { resumeScope } from './repository';
const History = Type.Object({
  id: Type.Integer(),
  resumeId: Type.Integer(),
  action: Type.String({ description: 'create, clone, update, add, remove, or reviewed (an updated log)' }),
  fields: Type.Array(Type.String()),
  note: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  createdAt: DateTime(),
  noteUpdatedAt: Nullable(DateTime()),
});
const Note = Type.String({ minLength: 1, maxLength: 2000 });

/**
 * A resume's history and its updated logs (section 7 "histories", "resume/updated-logs";
 * docs/decisions/0102): one table, the API's own change rows and the notes users leave when they
 * review or update a resume.
 */
export const resumeLogRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/resumes/:id/histories',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'listResumeHistories',
        tags,
        summary: "A resume's history and updated logs with the users' names, latest first",
        security,
        params: IdParams,
        querystring: historyList.querySchema,
        response: { 200: listResponseSchema(History), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const resumeId = await scopedResumeId(db, resumeScope(caller(request)), request.params.id);
      return listHistories(db, resumeId, historyList.parse(request.query as Record<string, unknown>));
    },
  );

  app.post(
    '/resume/updated-logs',
    {
      config: { access: candidates },
      schema: {
        operationId: 'createResumeUpdatedLog',
        tags,
        summary: 'Record that the caller reviewed or updated a resume, with a note',
        security,
        body: Type.Object({ resumeId: Type.Integer({ minimum: 1 }), note: Note }, { additionalProperties: false }),
        response: { 201: History, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const resumeId = await scopedResumeId(db, resumeScope(auth), request.body.resumeId);
      const log = await addUpdatedLog(db, resumeId, request.body.note.trim(), auth.userId, now());
      reply.status(201);
      return log;
    },
  );

  app.patch(
    '/resume/updated-logs/:id',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'updateResumeUpdatedLog',
        tags,
        summary: "Edit the note of one's own updated log (USER_NOT_ALLOWED for another user's)",
        security,
        params: IdParams,
        body: Type.Object({ note: Note }, { additionalProperties: false }),
        response: { 200: History, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const log = await loadUpdatedLog(db, resumeScope(auth), request.params.id);
      if (log.userId !== auth.userId) throw fail('USER_NOT_ALLOWED');
      return editUpdatedLog(db, log.id, request.body.note.trim(), now());
    },
  );
};

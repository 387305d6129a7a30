import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Access } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { resumeHistories, resumes, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { resumeScope, scopeCondition } from './repository';
import { IdParams, Nullable, security } from '../../http/kit';

const tags = ['resumes'];
const candidates: Access = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };
const candidateRecord: Access = { ...candidates, tenant: true };
/** The action of an updated log; every other action is a change the API recorded itself. */
const reviewed = 'reviewed';

const History = Type.Object({
  id: Type.Integer(),
  resumeId: Type.Integer(),
  action: Type.String({ description: 'create, clone, update, add, remove, or reviewed (an updated log)' }),
  fields: Type.Array(Type.String()),
  note: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  noteUpdatedAt: Nullable(Type.String({ format: 'date-time' })),
});
const Note = Type.String({ minLength: 1, maxLength: 2000 });

const historyList = defineList({
  fields: {
    id: { column: resumeHistories.id, kind: 'integer' },
    action: { column: resumeHistories.action, kind: 'string' },
    userId: { column: resumeHistories.userId, kind: 'integer' },
    createdAt: { column: resumeHistories.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

const columns = {
  id: resumeHistories.id,
  resumeId: resumeHistories.resumeId,
  action: resumeHistories.action,
  fields: resumeHistories.fields,
  note: resumeHistories.note,
  userId: resumeHistories.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: resumeHistories.createdAt,
  noteUpdatedAt: resumeHistories.noteUpdatedAt,
};

interface Row {
  id: number;
  resumeId: number;
  action: string;
  fields: string[];
  note: string | null;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  noteUpdatedAt: Date | null;
}
const show = ({ firstName, lastName, ...r }: Row) => ({
  ...r,
  userName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  createdAt: r.createdAt.toISOString(),
  noteUpdatedAt: r.noteUpdatedAt?.toISOString() ?? null,
});

/**
 * A resume's history and its updated logs (section 7 "histories", "resume/updated-logs";
 * docs/decisions/0102): one table, the API's own change rows and the notes users leave when they
 * review or update a resume.
 */
export const resumeLogRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  const oneLog = async (id: number) => {
    const [row] = await db
      .select(columns)
      .from(resumeHistories)
      .leftJoin(users, eq(users.id, resumeHistories.userId))
      .where(eq(resumeHistories.id, id));
    return show(row!);
  };

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
      const scope = resumeScope(caller(request));
      const [resume] = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(scopeCondition(scope), eq(resumes.id, request.params.id)));
      if (!resume) throw fail('RESUME_NOT_EXISTED');
      const parsed = historyList.parse(request.query as Record<string, unknown>);
      const where = and(eq(resumeHistories.resumeId, resume.id), parsed.where);
      const page = db
        .select(columns)
        .from(resumeHistories)
        .leftJoin(users, eq(users.id, resumeHistories.userId))
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(
        page,
        db.select({ total: count() }).from(resumeHistories).where(where),
        parsed,
      );
      return listPage(parsed, total, rows.map(show));
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
      const [resume] = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(scopeCondition(resumeScope(auth)), eq(resumes.id, request.body.resumeId)));
      if (!resume) throw fail('RESUME_NOT_EXISTED');
      const [row] = await db
        .insert(resumeHistories)
        .values({
          resumeId: resume.id,
          action: reviewed,
          fields: [],
          note: request.body.note.trim(),
          userId: auth.userId,
          createdAt: now(),
        })
        .returning({ id: resumeHistories.id });
      reply.status(201);
      return oneLog(row!.id);
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
      const [log] = await db
        .select({ id: resumeHistories.id, userId: resumeHistories.userId })
        .from(resumeHistories)
        .innerJoin(resumes, eq(resumes.id, resumeHistories.resumeId))
        .where(
          and(
            scopeCondition(resumeScope(auth)),
            eq(resumeHistories.id, request.params.id),
            eq(resumeHistories.action, reviewed),
          ),
        );
      if (!log) throw fail('NO_RECORD_FOUND_FOR_ID');
      if (log.userId !== auth.userId) throw fail('USER_NOT_ALLOWED');
      await db
        .update(resumeHistories)
        .set({ note: request.body.note.trim(), noteUpdatedAt: now() })
        .where(eq(resumeHistories.id, log.id));
      return oneLog(log.id);
    },
  );
};

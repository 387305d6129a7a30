import { randomUUID } from 'node:crypto';
import { interviewModes, isUrl, nominationStatuses } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { interviews } from '../../db/schema';
import { ApiError, fail, type ErrorDetail } from '../../http/errors';
import { defineList, listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { sendInterviewEmails } from './invitations';
import { loadNominationContext, moveNomination, nominate, SentTo, Skipped } from './shared';
import { nominationStatusKey } from '../../services/status-labels';
import { IdParams, listRows, Nullable, security, windowTotal } from '../../http/kit';

export { candidateMessageRoutes } from './messages';

const modeIds = interviewModes.items.map((m) => m.id);

export const Interview = Type.Object(
  {
    id: Type.Integer(),
    jobResumeId: Type.Integer(),
    uid: Type.String({ description: 'The calendar UID every invitation, update and cancellation carries' }),
    mode: Type.Integer({ enum: modeIds }),
    modeKey: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.String({ format: 'date-time' }),
    durationMinutes: Type.Integer(),
    timezone: Type.String(),
    place: Nullable(Type.String()),
    link: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    sequence: Type.Integer({ description: 'RFC 5545 SEQUENCE: 0, then one more per reschedule or the cancellation' }),
    status: Type.Union([Type.Literal('scheduled'), Type.Literal('cancelled')]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Interview' },
);

const details = {
  mode: Type.Integer({
    enum: modeIds,
    description: 'Interview mode (section 9): 1 in person, 2 phone, 3 online, 4 others',
  }),
  startsAt: Type.String({ format: 'date-time', description: 'Start, an ISO date-time with its offset; in the future' }),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 1440 }),
  endsAt: Type.String({ format: 'date-time', description: 'End, instead of durationMinutes' }),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone the emails show times in' }),
  place: Type.String({ minLength: 1, maxLength: 500, description: 'Required in person' }),
  link: Type.String({ minLength: 1, maxLength: 2000, description: 'http(s) meeting link; required online' }),
  notes: Type.String({ maxLength: 5000 }),
};
const SendInterviewBody = Type.Object(
  {
    jobResumeId: Type.Integer({ minimum: 1 }),
    mode: details.mode,
    startsAt: details.startsAt,
    durationMinutes: Type.Optional(details.durationMinutes),
    endsAt: Type.Optional(details.endsAt),
    timezone: Type.Optional({ ...details.timezone, default: 'Asia/Singapore' }),
    place: Type.Optional(details.place),
    link: Type.Optional(details.link),
    notes: Type.Optional(details.notes),
  },
  { additionalProperties: false },
);
const RescheduleBody = Type.Object(
  {
    mode: Type.Optional(details.mode),
    startsAt: Type.Optional(details.startsAt),
    durationMinutes: Type.Optional(details.durationMinutes),
    endsAt: Type.Optional(details.endsAt),
    timezone: Type.Optional(details.timezone),
    place: Type.Optional(Type.Union([details.place, Type.Null()])),
    link: Type.Optional(Type.Union([details.link, Type.Null()])),
    notes: Type.Optional(Type.Union([details.notes, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
const InterviewResult = Type.Object({
  interview: Type.Ref('Interview'),
  nominationStatus: Type.Integer(),
  nominationStatusKey: Type.String(),
  sent: Type.Array(SentTo),
  skipped: Type.Array(Skipped),
});

const interviewList = defineList({
  fields: {
    id: { column: interviews.id, kind: 'integer' },
    startsAt: { column: interviews.startsAt, kind: 'date-time' },
    status: { column: interviews.status, kind: 'string' },
    mode: { column: interviews.mode, kind: 'integer' },
    createdAt: { column: interviews.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['startsAt', 1],
    ['id', 1],
  ],
  allowAll: true,
});

type Row = typeof interviews.$inferSelect;
const toInterview = (row: Row) => ({
  id: row.id,
  jobResumeId: row.jobResumeId,
  uid: row.uid,
  mode: row.mode,
  modeKey: interviewModes.items.find((m) => m.id === row.mode)?.key ?? 'others',
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
  timezone: row.timezone,
  place: row.place,
  link: row.link,
  notes: row.notes,
  sequence: row.sequence,
  status: row.status as 'scheduled' | 'cancelled',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

interface Schedule {
  mode: number;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  place: string | null;
  link: string | null;
  notes: string | null;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * The rules of an interview's time and place (docs/decisions/0090): a start in the future, an end
 * after it (from durationMinutes or endsAt, not both, at most a day later), an IANA time zone, a
 * place in person and an http(s) link online. Every problem is reported at once.
 */
function checkSchedule(
  input: {
    mode: number;
    startsAt: string | Date;
    timezone: string;
    place?: string | null;
    link?: string | null;
    notes?: string | null;
  },
  end: { durationMinutes?: number; endsAt?: string | Date },
  now: Date,
): Schedule {
  const problems: ErrorDetail[] = [];
  const startsAt = new Date(input.startsAt);
  if (end.durationMinutes !== undefined && end.endsAt !== undefined)
    problems.push({ field: 'body.endsAt', code: 'interview.durationOrEnd' });
  if (end.durationMinutes === undefined && end.endsAt === undefined)
    throw fail('MISSING_REQUIRED_FIELD', [{ field: 'body.durationMinutes', code: 'interview.durationOrEnd' }]);
  const endsAt =
    end.endsAt !== undefined
      ? new Date(end.endsAt)
      : new Date(startsAt.getTime() + (end.durationMinutes ?? 0) * 60_000);
  if (startsAt.getTime() <= now.getTime()) problems.push({ field: 'body.startsAt', code: 'interview.startInPast' });
  const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (minutes < 5 || minutes > 1440)
    problems.push({ field: 'body.endsAt', code: 'interview.endAfterStart', params: { min: 5, max: 1440 } });
  if (!isTimeZone(input.timezone)) problems.push({ field: 'body.timezone', code: 'interview.timezone' });
  const place = input.place?.trim() ? input.place.trim() : null;
  const link = input.link?.trim() ? input.link.trim() : null;
  if (input.mode === interviewModes.idOf.inPerson && !place)
    problems.push({ field: 'body.place', code: 'interview.placeRequired' });
  if (input.mode === interviewModes.idOf.online && !link)
    problems.push({ field: 'body.link', code: 'interview.linkRequired' });
  if (link && !(isUrl(link, { requireScheme: true }) && /^https?:\/\//i.test(link)))
    problems.push({ field: 'body.link', code: 'interview.linkInvalid' });
  if (problems.length > 0) throw fail('VALIDATION_ERROR', problems);
  const notes = input.notes?.trim() ? input.notes.trim() : null;
  return { mode: input.mode, startsAt, endsAt, timezone: input.timezone, place, link, notes };
}

async function loadInterview(db: Db, scope: TenantScope, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.companyId, scope.companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

const cancelledConflict = () => new ApiError('INTERVIEW_CANCELLED', [{ field: 'id', code: 'interview.cancelled' }]);

/**
 * Interviews (section 7 "Messages", send-interview): schedule one for a nomination, moving it to
 * Interview along the domain's transitions; reschedule (SEQUENCE + 1) and cancel (METHOD:CANCEL);
 * list a nomination's interviews. The candidate and the job's hiring manager each get a localized
 * email with an RFC 5545 invitation attached (docs/decisions/0090, 0091).
 */
export const interviewRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now, publicUrl } = services;
  const uidHost = new URL(publicUrl).hostname || 'arms.local';

  app.post(
    '/jobs/resume/send-interview',
    {
      config: { access: nominate },
      schema: {
        operationId: 'sendInterview',
        tags: ['interviews'],
        summary:
          'Schedule an interview for a nomination (moving it to Interview when the transitions allow, 409 otherwise) and email the candidate and hiring manager a calendar invitation',
        security,
        body: SendInterviewBody,
        response: { 201: InterviewResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const body = request.body;
      const schedule = checkSchedule(
        { ...body, timezone: body.timezone ?? 'Asia/Singapore' },
        { durationMinutes: body.durationMinutes, endsAt: body.endsAt },
        now(),
      );
      const result = await db.transaction(async (tx) => {
        const context = await loadNominationContext(tx, scope, body.jobResumeId, true);
        const interview = nominationStatuses.idOf.interview;
        // Another interview of a nomination already in Interview needs no move.
        if (context.nomination.status !== interview) {
          await moveNomination(
            tx,
            outbox,
            { companyId: scope.companyId, userId: auth.userId, at: now() },
            context.nomination,
            interview,
          );
        }
        const [row] = await tx
          .insert(interviews)
          .values({
            companyId: scope.companyId,
            jobResumeId: context.nomination.id,
            uid: `interview-${randomUUID()}@${uidHost}`,
            ...schedule,
            createdBy: auth.userId,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        const mail = await sendInterviewEmails(
          tx,
          outbox,
          { context, interview: row!, userId: auth.userId, now: now() },
          'REQUEST',
        );
        return {
          interview: toInterview(row!),
          nominationStatus: interview,
          nominationStatusKey: nominationStatusKey(interview),
          ...mail,
        };
      });
      reply.status(201);
      return result;
    },
  );

  app.patch(
    '/interviews/:id',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'rescheduleInterview',
        tags: ['interviews'],
        summary:
          'Change an interview (time, mode, place, link, notes); the same calendar UID is sent again with SEQUENCE + 1 (409 once cancelled)',
        security,
        params: IdParams,
        body: RescheduleBody,
        response: { 200: InterviewResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const body = request.body;
      return db.transaction(async (tx) => {
        const current = await loadInterview(tx, scope, request.params.id, true);
        if (current.status === 'cancelled') throw cancelledConflict();
        const keepsDuration = body.durationMinutes === undefined && body.endsAt === undefined;
        const schedule = checkSchedule(
          {
            mode: body.mode ?? current.mode,
            startsAt: body.startsAt ?? current.startsAt,
            timezone: body.timezone ?? current.timezone,
            place: body.place === undefined ? current.place : body.place,
            link: body.link === undefined ? current.link : body.link,
            notes: body.notes === undefined ? current.notes : body.notes,
          },
          keepsDuration
            ? { durationMinutes: Math.round((current.endsAt.getTime() - current.startsAt.getTime()) / 60_000) }
            : { durationMinutes: body.durationMinutes, endsAt: body.endsAt },
          now(),
        );
        const [row] = await tx
          .update(interviews)
          .set({ ...schedule, sequence: current.sequence + 1, updatedAt: now() })
          .where(eq(interviews.id, current.id))
          .returning();
        return announce(tx, scope, row!, auth.userId, 'REQUEST');
      });
    },
  );

  /** Emails the changed interview (REQUEST with the new SEQUENCE, or CANCEL) and answers it. */
  async function announce(
    tx: Db,
    scope: TenantScope,
    row: typeof interviews.$inferSelect,
    userId: number,
    method: 'REQUEST' | 'CANCEL',
  ) {
    const context = await loadNominationContext(tx, scope, row.jobResumeId);
    const mail = await sendInterviewEmails(tx, outbox, { context, interview: row, userId, now: now() }, method);
    const status = context.nomination.status;
    return {
      interview: toInterview(row),
      nominationStatus: status,
      nominationStatusKey: nominationStatusKey(status),
      ...mail,
    };
  }

  app.post(
    '/interviews/:id/cancel',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'cancelInterview',
        tags: ['interviews'],
        summary:
          'Cancel an interview: the candidate and hiring manager get METHOD:CANCEL for its UID (409 when already cancelled)',
        security,
        params: IdParams,
        response: { 200: InterviewResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      return db.transaction(async (tx) => {
        const current = await loadInterview(tx, scope, request.params.id, true);
        if (current.status === 'cancelled') throw cancelledConflict();
        const [row] = await tx
          .update(interviews)
          .set({ status: 'cancelled', sequence: current.sequence + 1, updatedAt: now() })
          .where(eq(interviews.id, current.id))
          .returning();
        return announce(tx, scope, row!, auth.userId, 'CANCEL');
      });
    },
  );

  app.get(
    '/job-resumes/:id/interviews',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'listNominationInterviews',
        tags: ['interviews'],
        summary: "A nomination's interviews, earliest first (cancelled ones included, with their status)",
        security,
        params: IdParams,
        querystring: interviewList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Interview')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { nomination } = await loadNominationContext(db, scope, request.params.id);
      const parsed = interviewList.parse(request.query as Record<string, unknown>);
      const where = and(
        eq(interviews.companyId, scope.companyId),
        eq(interviews.jobResumeId, nomination.id),
        parsed.where,
      );
      return listRows(
        parsed,
        db
          .select({ ...getTableColumns(interviews), total: windowTotal })
          .from(interviews)
          .where(where)
          .orderBy(...parsed.orderBy),
        toInterview,
      );
    },
  );
};

import { interviewModes, isUrl, staffRoles, type Lang } from '@arms/domain';
import { Type } from 'typebox';
import { interviews } from '../../db/schema';
import { ApiError, fail, type ErrorDetail } from '../../http/errors';
import { DateTime, defineList, Nullable } from '../../http/kit';

/** Who may send candidate messages and schedule interviews: whoever works a job's nominations. */
export const nominate = { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'] as const };

/** One message the request wrote (or could not write for want of an address). */
export const SentTo = Type.Object({
  jobResumeId: Type.Integer(),
  recipient: Type.Union([Type.Literal('candidate'), Type.Literal('hiringManager')]),
  email: Type.String(),
  lang: Type.Union([Type.Literal('en'), Type.Literal('vn')]),
});
export const Skipped = Type.Object({
  jobResumeId: Type.Integer(),
  recipient: Type.Union([Type.Literal('candidate'), Type.Literal('hiringManager')]),
  reason: Type.Union([Type.Literal('noEmail'), Type.Literal('notFound')], {
    description: 'noEmail: the record has no email address; notFound: not a nomination of this job',
  }),
});
export type SentTo = { jobResumeId: number; recipient: 'candidate' | 'hiringManager'; email: string; lang: Lang };
export type Skipped = { jobResumeId: number; recipient: 'candidate' | 'hiringManager'; reason: 'noEmail' | 'notFound' };

const modeIds = interviewModes.items.map((m) => m.id);

export const Interview = Type.Object(
  {
    id: Type.Integer(),
    jobResumeId: Type.Integer(),
    uid: Type.String({ description: 'The calendar UID every invitation, update and cancellation carries' }),
    mode: Type.Integer({ enum: modeIds }),
    modeKey: Type.String(),
    startsAt: DateTime(),
    endsAt: DateTime(),
    durationMinutes: Type.Integer(),
    timezone: Type.String(),
    place: Nullable(Type.String()),
    link: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    sequence: Type.Integer({ description: 'RFC 5545 SEQUENCE: 0, then one more per reschedule or the cancellation' }),
    status: Type.Union([Type.Literal('scheduled'), Type.Literal('cancelled')]),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'Interview' },
);

const details = {
  mode: Type.Integer({
    enum: modeIds,
    description: 'Interview mode (section 9): 1 in person, 2 phone, 3 online, 4 others',
  }),
  startsAt: DateTime({ description: 'Start, an ISO date-time with its offset; in the future' }),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 1440 }),
  endsAt: DateTime({ description: 'End, instead of durationMinutes' }),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone the emails show times in' }),
  place: Type.String({ minLength: 1, maxLength: 500, description: 'Required in person' }),
  link: Type.String({ minLength: 1, maxLength: 2000, description: 'http(s) meeting link; required online' }),
  notes: Type.String({ maxLength: 5000 }),
};
export const SendInterviewBody = Type.Object(
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
export const RescheduleBody = Type.Object(
  {
    mode: Type.Optional(details.mode),
    startsAt: Type.Optional(details.startsAt),
    durationMinutes: Type.Optional(details.durationMinutes),
    endsAt: Type.Optional(details.endsAt),
    timezone: Type.Optional(details.timezone),
    place: Type.Optional(Nullable(details.place)),
    link: Type.Optional(Nullable(details.link)),
    notes: Type.Optional(Nullable(details.notes)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const InterviewResult = Type.Object({
  interview: Type.Ref('Interview'),
  nominationStatus: Type.Integer(),
  nominationStatusKey: Type.String(),
  sent: Type.Array(SentTo),
  skipped: Type.Array(Skipped),
});

export const interviewList = defineList({
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

export type InterviewRow = typeof interviews.$inferSelect;
export const toInterview = (row: InterviewRow) => ({
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

export interface Schedule {
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
export function checkSchedule(
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

export const cancelledConflict = () =>
  new ApiError('INTERVIEW_CANCELLED', [{ field: 'id', code: 'interview.cancelled' }]);

/* What the nomination routes of this folder share: access rules, schemas, lists and answers. */
import { nextStatuses, removableNominationStatuses, staffRoles } from '@arms/domain';
import { Type } from 'typebox';
import { type attachments, type jobResumeAcknowledgements, jobResumeVisits, jobResumes, users } from '../../db/schema';
import { toAttachment } from '../attachments/shared';
import { ApiError, fail } from '../../http/errors';
import { DateTime, defineList, iso, Nullable } from '../../http/kit';
import { consentMethods } from '../../nominations/consent-pdf';
import { entityAccess } from '../departments';
import { nominationStatusKey } from '../../services/status-labels';

export const nominate = { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'] as const };
export const nominationRecord = { access: { ...nominate, tenant: true as const } };
export const entityRecord = { access: { ...entityAccess, tenant: true as const } };
/** Longest remark (ADR 0085). */
export const remarkMaxLength = 2000;

export type SummaryRow = { updatedAt: Date } & Record<string, unknown>;
export const toSummary = (r: SummaryRow) => ({ ...r, updatedAt: iso(r.updatedAt) });

export const Person = Nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }));
export const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };
export const person = (p: { id: number | null; firstName: string | null; lastName: string | null } | null) =>
  p && p.id !== null ? { id: p.id, firstName: p.firstName ?? '', lastName: p.lastName ?? '' } : null;

// ---- Schemas ----------------------------------------------------------------------------------

export const Nomination = Type.Object(
  {
    id: Type.Integer(),
    jobResumeId: Type.Integer(),
    jobId: Nullable(Type.Integer()),
    departmentId: Nullable(Type.Integer()),
    resumeId: Type.Integer(),
    status: Type.Integer(),
    statusKey: Type.String(),
    nextStatuses: Type.Array(Type.Integer()),
    isPortal: Type.Boolean(),
    remarks: Nullable(Type.String()),
    resume: Type.Object({
      id: Type.Integer(),
      firstName: Type.String(),
      lastName: Type.String(),
      /** The position of the candidate's current (open-ended, else most recent) work experience. */
      currentTitle: Nullable(Type.String()),
    }),
    /** When the nomination entered its current status (the status log, docs/decisions/0070). */
    statusChangedAt: DateTime(),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'Nomination' },
);

/** A nomination row with its candidate and when it entered its status, as the repository reads it. */
export type NominationRow = {
  n: typeof jobResumes.$inferSelect;
  r: { id: number; firstName: string; lastName: string; currentTitle: string | null };
  statusChangedAt: Date | null;
};
/** A nomination as the API answers it (`Nomination`). */
export const toNomination = ({ n, r, statusChangedAt }: NominationRow) => ({
  id: n.id,
  jobResumeId: n.id,
  jobId: n.jobId,
  departmentId: n.departmentId,
  resumeId: n.resumeId,
  status: n.status,
  statusKey: nominationStatusKey(n.status),
  nextStatuses: [...nextStatuses(n.status)],
  isPortal: n.isPortal === 1,
  remarks: n.remarks,
  resume: r,
  statusChangedAt: iso(statusChangedAt ?? n.updatedAt),
  createdAt: iso(n.createdAt),
  updatedAt: iso(n.updatedAt),
});

export const SubmittedResume = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  departmentId: Type.Integer(),
  status: Type.Integer(),
  statusKey: Type.String(),
  remarks: Nullable(Type.String()),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  resume: Type.Ref('ResumeSummary'),
});
export const SubmissionBody = Type.Object(
  {
    resumeIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200, uniqueItems: true }),
    remarks: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export const SubmissionAnswer = Type.Object({
  submitted: Type.Array(Type.Object({ resumeId: Type.Integer(), jobResumeId: Type.Integer() })),
  skipped: Type.Array(
    Type.Object({
      resumeId: Type.Integer(),
      jobResumeId: Type.Integer(),
      reason: Type.Literal('alreadySubmitted'),
    }),
  ),
});
export const UpdateNominationBody = Type.Object(
  { remarks: Nullable(Type.String({ maxLength: 5000 })) },
  { additionalProperties: false },
);
export const RemarkBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: remarkMaxLength }) },
  { additionalProperties: false },
);
export const Remark = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  text: Type.String(),
  author: Person,
  edited: Type.Boolean(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export const Visit = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  visitedAt: DateTime(),
});
export const AcknowledgementBody = Type.Object(
  {
    givenBy: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: "Who consented; default the candidate's name" }),
    ),
    method: Type.String({ enum: [...consentMethods] }),
    acknowledgedOn: Type.String({ format: 'date', description: 'The day consent was given (not in the future)' }),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export const Acknowledgement = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  givenBy: Type.String(),
  method: Type.String(),
  acknowledgedOn: Type.String({ format: 'date' }),
  notes: Nullable(Type.String()),
  recordedBy: Person,
  attachment: Nullable(Type.Ref('Attachment')),
  createdAt: DateTime(),
});
export const SamePositionNomination = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  status: Type.Integer(),
  statusKey: Type.String(),
  isPortal: Type.Boolean(),
  createdAt: DateTime(),
  job: Type.Object({
    id: Type.Integer(),
    position: Type.String(),
    specialty: Nullable(Type.String()),
  }),
  resume: Type.Ref('ResumeSummary'),
});

export const submittedList = defineList({
  fields: {
    id: { column: jobResumes.id, kind: 'integer' },
    status: { column: jobResumes.status, kind: 'integer' },
    resumeId: { column: jobResumes.resumeId, kind: 'integer' },
    createdAt: { column: jobResumes.createdAt, kind: 'date-time' },
    updatedAt: { column: jobResumes.updatedAt, kind: 'date-time' },
  },
  // Section 4: the statuses 1 to 12 are also the sort order.
  defaultSort: [
    ['status', 1],
    ['id', 1],
  ],
  allowAll: true,
});
export const visitList = defineList({
  fields: {
    id: { column: jobResumeVisits.id, kind: 'integer' },
    userId: { column: jobResumeVisits.userId, kind: 'integer' },
    visitedAt: { column: jobResumeVisits.visitedAt, kind: 'date-time' },
  },
  defaultSort: [
    ['visitedAt', -1],
    ['id', -1],
  ],
  allowAll: true,
});
export const samePositionList = defineList({
  fields: {
    id: { column: jobResumes.id, kind: 'integer' },
    jobId: { column: jobResumes.jobId, kind: 'integer' },
    resumeId: { column: jobResumes.resumeId, kind: 'integer' },
    status: { column: jobResumes.status, kind: 'integer' },
    createdAt: { column: jobResumes.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  allowAll: true,
});

// ---- Rules ------------------------------------------------------------------------------------

/** Plain text: anything but control characters other than tab and line breaks, and not only spaces. */
export function plainText(field: string, value: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
    throw fail('VALIDATION_ERROR', [{ field, code: 'validation.plainText' }]);
  const text = value.trim();
  if (text === '') throw fail('VALIDATION_ERROR', [{ field, code: 'validation.required' }]);
  return text;
}

/**
 * Every id is among the nominations found, or the answer is 404 NO_RECORD_FOUND_FOR_ID naming each other one
 * (issue 19: an id of another company's record, or of none, is not silently skipped).
 */
export function assertNominationsFound(ids: readonly number[], found: readonly { id: number }[], field = 'ids'): void {
  const foundIds = new Set(found.map((r) => r.id));
  const unknown = ids.filter((id) => !foundIds.has(id));
  if (unknown.length > 0) {
    throw new ApiError(
      'NO_RECORD_FOUND_FOR_ID',
      unknown.map((id) => ({ field, code: 'nomination.notFound', params: { id } })),
    );
  }
}

export function notRemovable(status: number): ApiError {
  return new ApiError('NOMINATION_NOT_REMOVABLE', [
    {
      field: 'status',
      code: 'nomination.notRemovable',
      params: { status, allowed: removableNominationStatuses.join(',') },
    },
  ]);
}

export const ackAnswer = (
  a: typeof jobResumeAcknowledgements.$inferSelect,
  recordedBy: { id: number | null; firstName: string | null; lastName: string | null } | null,
  file: typeof attachments.$inferSelect | null,
) => ({
  id: a.id,
  jobResumeId: a.jobResumeId,
  givenBy: a.givenBy,
  method: a.method,
  acknowledgedOn: a.acknowledgedOn,
  notes: a.notes,
  recordedBy: person(recordedBy),
  attachment: file ? toAttachment(file) : null,
  createdAt: iso(a.createdAt),
});

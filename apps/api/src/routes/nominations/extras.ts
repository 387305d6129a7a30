import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { canRemoveNomination, isSimilarPosition, removableNominationStatuses, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  attachments,
  companies,
  departments,
  jobResumeAcknowledgements,
  jobResumeRemarks,
  jobResumeRemovals,
  jobResumeVisits,
  jobResumes,
  jobs,
  resumes,
  users,
} from '../../db/schema';
import { insertAttachment, toAttachment } from '../../files/attachments';
import { sendStored } from '../../files/send';
import { ApiError, fail, type ErrorDetail } from '../../http/errors';
import { defineList, listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { nominationStatusKey } from '../../services/status-labels';
import {
  consentFileName,
  consentMethods,
  consentNotificationPdf,
  type ConsentLang,
  type ConsentMethod,
} from '../../nominations/consent-pdf';
import { recordStatusChanges } from '../../services/nomination-log';
import type { Services } from '../../services/context';
import { entityAccess, loadDepartment } from '../departments';
import { loadJob } from '../jobs/repository';
import { resumeScope, scopeCondition, summaryColumns } from '../resumes/repository';
import { IdParams } from '../users/schemas';
import { loadNomination, toNomination } from './index';

const security = [{ bearerAuth: [] }];
const nominate = { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'] as const };
const nominationRecord = { access: { ...nominate, tenant: true as const } };
const entityRecord = { access: { ...entityAccess, tenant: true as const } };
/** Longest remark (ADR 0085). */
export const remarkMaxLength = 2000;
const iso = (d: Date) => d.toISOString();

type SummaryRow = { updatedAt: Date } & Record<string, unknown>;
const toSummary = (r: SummaryRow) => ({ ...r, updatedAt: iso(r.updatedAt) });

const Person = Type.Union([
  Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() }),
  Type.Null(),
]);
const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };
const person = (p: { id: number | null; firstName: string | null; lastName: string | null } | null) =>
  p && p.id !== null ? { id: p.id, firstName: p.firstName ?? '', lastName: p.lastName ?? '' } : null;

// ---- Schemas ----------------------------------------------------------------------------------

const SubmittedResume = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  departmentId: Type.Integer(),
  status: Type.Integer(),
  statusKey: Type.String(),
  remarks: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  resume: Type.Ref('ResumeSummary'),
});
const SubmissionBody = Type.Object(
  {
    resumeIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200, uniqueItems: true }),
    remarks: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
const SubmissionAnswer = Type.Object({
  submitted: Type.Array(Type.Object({ resumeId: Type.Integer(), jobResumeId: Type.Integer() })),
  skipped: Type.Array(
    Type.Object({
      resumeId: Type.Integer(),
      jobResumeId: Type.Integer(),
      reason: Type.Literal('alreadySubmitted'),
    }),
  ),
});
const UpdateNominationBody = Type.Object(
  { remarks: Type.Union([Type.String({ maxLength: 5000 }), Type.Null()]) },
  { additionalProperties: false },
);
const RemarkBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: remarkMaxLength }) },
  { additionalProperties: false },
);
const Remark = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  text: Type.String(),
  author: Person,
  edited: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
const Visit = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  visitedAt: Type.String({ format: 'date-time' }),
});
const AcknowledgementBody = Type.Object(
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
const Acknowledgement = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  givenBy: Type.String(),
  method: Type.String(),
  acknowledgedOn: Type.String({ format: 'date' }),
  notes: Type.Union([Type.String(), Type.Null()]),
  recordedBy: Person,
  attachment: Type.Union([Type.Ref('Attachment'), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
const SamePositionNomination = Type.Object({
  id: Type.Integer(),
  jobResumeId: Type.Integer(),
  status: Type.Integer(),
  statusKey: Type.String(),
  isPortal: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  job: Type.Object({
    id: Type.Integer(),
    position: Type.String(),
    specialty: Type.Union([Type.String(), Type.Null()]),
  }),
  resume: Type.Ref('ResumeSummary'),
});

const submittedList = defineList({
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
const visitList = defineList({
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
const samePositionList = defineList({
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
function plainText(field: string, value: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
    throw fail('VALIDATION_ERROR', [{ field, code: 'validation.plainText' }]);
  const text = value.trim();
  if (text === '') throw fail('VALIDATION_ERROR', [{ field, code: 'validation.required' }]);
  return text;
}

async function loadRemark(db: Db, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(jobResumeRemarks)
    .where(and(eq(jobResumeRemarks.id, id), eq(jobResumeRemarks.companyId, scope.companyId)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

async function remarkAnswer(db: Db, id: number) {
  const [row] = await db
    .select({ r: jobResumeRemarks, author: personColumns })
    .from(jobResumeRemarks)
    .leftJoin(users, eq(users.id, jobResumeRemarks.userId))
    .where(eq(jobResumeRemarks.id, id));
  return toRemark(row!);
}
const toRemark = ({
  r,
  author,
}: {
  r: typeof jobResumeRemarks.$inferSelect;
  author: { id: number | null; firstName: string | null; lastName: string | null } | null;
}) => ({
  id: r.id,
  jobResumeId: r.jobResumeId,
  text: r.text,
  author: person(author),
  edited: r.updatedAt.getTime() !== r.createdAt.getTime(),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

function notRemovable(status: number): ApiError {
  return new ApiError(
    'VALIDATION_ERROR',
    [
      {
        field: 'status',
        code: 'nomination.notRemovable',
        params: { status, allowed: removableNominationStatuses.join(',') },
      },
    ],
    409,
  );
}

/** The other jobs of the company whose position is similar to this one's (ADR 0088). */
async function similarJobIds(db: Db, scope: TenantScope, job: typeof jobs.$inferSelect): Promise<number[]> {
  const others = await db
    .select({ id: jobs.id, position: jobs.position, specialty: jobs.specialty })
    .from(jobs)
    .where(and(eq(jobs.companyId, scope.companyId), ne(jobs.id, job.id)));
  return others.filter((o) => isSimilarPosition(job, o)).map((o) => o.id);
}

const ackAnswer = (
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

/**
 * What a recruiter needs around a nomination besides its status (sections 3 and 7; ADRs 0085 to
 * 0089): a hiring entity's submitted resumes and a bulk submission, dated remarks, editing and
 * removing a nomination, who opened it, the candidate's consent with its notification PDF, and the
 * nominations and portal applicants of jobs for a similar position.
 */
export const nominationExtraRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage, now } = services;

  // ---- Hiring entity submissions ----------------------------------------------------------------

  app.get(
    '/departments/:id/resumes',
    {
      config: entityRecord,
      schema: {
        operationId: 'listDepartmentResumes',
        tags: ['departments'],
        summary: "A hiring entity's submitted resumes with their status, in status order (1 to 12), paged",
        security,
        params: IdParams,
        querystring: submittedList.querySchema,
        response: { 200: listResponseSchema(SubmittedResume), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const dept = await loadDepartment(db, scope, request.params.id);
      const parsed = submittedList.parse(request.query as Record<string, unknown>);
      const where = and(
        eq(jobResumes.companyId, scope.companyId),
        eq(jobResumes.departmentId, dept.id),
        scopeCondition(resumeScope(auth)),
        parsed.where,
      );
      const page = db
        .select({ n: jobResumes, resume: summaryColumns })
        .from(jobResumes)
        .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(
        page,
        db
          .select({ total: count() })
          .from(jobResumes)
          .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
          .where(where),
        parsed,
      );
      return listPage(
        parsed,
        total,
        rows.map(({ n, resume }) => ({
          id: n.id,
          jobResumeId: n.id,
          departmentId: dept.id,
          status: n.status,
          statusKey: nominationStatusKey(n.status),
          remarks: n.remarks,
          createdAt: iso(n.createdAt),
          updatedAt: iso(n.updatedAt),
          resume: toSummary(resume),
        })),
      );
    },
  );

  app.post(
    '/departments/:id/resume-submissions',
    {
      config: entityRecord,
      schema: {
        operationId: 'submitResumesToDepartment',
        tags: ['departments'],
        summary: 'Submit several resumes to a hiring entity at once; those already submitted are skipped and reported',
        security,
        params: IdParams,
        body: SubmissionBody,
        response: { 201: SubmissionAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const dept = await loadDepartment(db, scope, request.params.id);
      const { resumeIds, remarks } = request.body;
      const reachable = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(scopeCondition(resumeScope(auth)), inArray(resumes.id, resumeIds)));
      const found = new Set(reachable.map((r) => r.id));
      const missing = resumeIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const details: ErrorDetail[] = [
          { field: 'body.resumeIds', code: 'resume.notFound', params: { ids: missing.join(',') } },
        ];
        throw fail('RESUME_NOT_EXISTED', details);
      }
      const answer = await db.transaction(async (tx) => {
        const at = now();
        // ON CONFLICT DO NOTHING on the (department, resume) unique index: a concurrent submission of
        // the same resume makes it "already submitted" here instead of failing the whole batch.
        const inserted = await tx
          .insert(jobResumes)
          .values(
            resumeIds.map((resumeId) => ({
              companyId: scope.companyId,
              departmentId: dept.id,
              resumeId,
              remarks: remarks ?? null,
              createdBy: auth.userId,
              createdAt: at,
              updatedAt: at,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: jobResumes.id, resumeId: jobResumes.resumeId, status: jobResumes.status });
        await recordStatusChanges(
          tx,
          scope.companyId,
          auth.userId,
          inserted.map((r) => ({ id: r.id, from: null, to: r.status })),
          at,
        );
        const insertedIds = new Set(inserted.map((r) => r.resumeId));
        const skippedIds = resumeIds.filter((id) => !insertedIds.has(id));
        const existing =
          skippedIds.length === 0
            ? []
            : await tx
                .select({ id: jobResumes.id, resumeId: jobResumes.resumeId })
                .from(jobResumes)
                .where(and(eq(jobResumes.departmentId, dept.id), inArray(jobResumes.resumeId, skippedIds)));
        const byResume = new Map(existing.map((e) => [e.resumeId, e.id]));
        return {
          submitted: inserted
            .map((r) => ({ resumeId: r.resumeId, jobResumeId: r.id }))
            .sort((a, b) => resumeIds.indexOf(a.resumeId) - resumeIds.indexOf(b.resumeId)),
          skipped: skippedIds.map((resumeId) => ({
            resumeId,
            jobResumeId: byResume.get(resumeId)!,
            reason: 'alreadySubmitted' as const,
          })),
        };
      });
      reply.status(201);
      return answer;
    },
  );

  // ---- Editing and removing a nomination ---------------------------------------------------------

  app.patch(
    '/jobs/resume/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'updateNomination',
        tags: ['nominations'],
        summary: "Update a nomination's remarks (the status moves through PATCH /job-resumes/{id}/status)",
        security,
        params: IdParams,
        body: UpdateNominationBody,
        response: { 200: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      const remarks = request.body.remarks === null ? null : request.body.remarks.trim() || null;
      await db
        .update(jobResumes)
        .set({ remarks, updatedAt: now() })
        .where(and(eq(jobResumes.id, n.id), eq(jobResumes.companyId, scope.companyId)));
      return toNomination(await loadNomination(db, scope, n.id));
    },
  );

  app.delete(
    '/jobs/resume/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'removeNomination',
        tags: ['nominations'],
        summary:
          'Remove a nomination while it is Open or Not Suitable (409 otherwise); the removal is logged and its files deleted',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const keys = await db.transaction(async (tx) => {
        const [n] = await tx
          .select()
          .from(jobResumes)
          .where(and(eq(jobResumes.id, request.params.id), eq(jobResumes.companyId, scope.companyId)))
          .for('update');
        if (!n) throw fail('NO_RECORD_FOUND_FOR_ID');
        if (!canRemoveNomination(n.status)) throw notRemovable(n.status);
        await tx.insert(jobResumeRemovals).values({
          companyId: scope.companyId,
          jobResumeId: n.id,
          jobId: n.jobId,
          departmentId: n.departmentId,
          resumeId: n.resumeId,
          status: n.status,
          isPortal: n.isPortal,
          nominatedAt: n.createdAt,
          removedBy: auth.userId,
          removedAt: now(),
        });
        const files = await tx
          .delete(attachments)
          .where(
            and(
              eq(attachments.companyId, scope.companyId),
              eq(attachments.ownerType, 'job_resume'),
              eq(attachments.ownerId, n.id),
            ),
          )
          .returning({ key: attachments.storageKey });
        await tx.delete(jobResumes).where(eq(jobResumes.id, n.id));
        return files.map((f) => f.key);
      });
      // Files go after the commit: a failed removal keeps them, a lost file only leaves an orphan.
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
      reply.status(204);
      return null;
    },
  );

  // ---- Remarks ----------------------------------------------------------------------------------

  app.get(
    '/job-resumes/:id/remarks',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listNominationRemarks',
        tags: ['nominations'],
        summary: "A nomination's remarks, newest first, with author and time",
        security,
        params: IdParams,
        response: { 200: Type.Array(Remark), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      const rows = await db
        .select({ r: jobResumeRemarks, author: personColumns })
        .from(jobResumeRemarks)
        .leftJoin(users, eq(users.id, jobResumeRemarks.userId))
        .where(and(eq(jobResumeRemarks.jobResumeId, n.id), eq(jobResumeRemarks.companyId, scope.companyId)))
        .orderBy(desc(jobResumeRemarks.createdAt), desc(jobResumeRemarks.id));
      return rows.map(toRemark);
    },
  );

  app.post(
    '/job-resumes/:id/remarks',
    {
      config: nominationRecord,
      schema: {
        operationId: 'addNominationRemark',
        tags: ['nominations'],
        summary: `Add a plain-text remark (at most ${remarkMaxLength} characters) to a nomination`,
        security,
        params: IdParams,
        body: RemarkBody,
        response: { 201: Remark, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { n } = await loadNomination(db, scope, request.params.id);
      const text = plainText('body.text', request.body.text);
      const at = now();
      const [row] = await db
        .insert(jobResumeRemarks)
        .values({
          companyId: scope.companyId,
          jobResumeId: n.id,
          userId: auth.userId,
          text,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: jobResumeRemarks.id });
      reply.status(201);
      return remarkAnswer(db, row!.id);
    },
  );

  app.patch(
    '/job-resume-remarks/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'updateNominationRemark',
        tags: ['nominations'],
        summary: 'Edit one of your own remarks (403 USER_NOT_ALLOWED for anyone else)',
        security,
        params: IdParams,
        body: RemarkBody,
        response: { 200: Remark, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const remark = await loadRemark(db, scope, request.params.id);
      if (remark.userId !== auth.userId) throw fail('USER_NOT_ALLOWED');
      const text = plainText('body.text', request.body.text);
      await db
        .update(jobResumeRemarks)
        .set({ text, updatedAt: now() })
        .where(and(eq(jobResumeRemarks.id, remark.id), eq(jobResumeRemarks.companyId, scope.companyId)));
      return remarkAnswer(db, remark.id);
    },
  );

  app.delete(
    '/job-resume-remarks/:id',
    {
      config: nominationRecord,
      schema: {
        operationId: 'removeNominationRemark',
        tags: ['nominations'],
        summary: 'Delete one of your own remarks; an account administrator may delete any',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const remark = await loadRemark(db, scope, request.params.id);
      if (remark.userId !== auth.userId && !auth.roles.includes('account_admin')) throw fail('USER_NOT_ALLOWED');
      await db
        .delete(jobResumeRemarks)
        .where(and(eq(jobResumeRemarks.id, remark.id), eq(jobResumeRemarks.companyId, scope.companyId)));
      reply.status(204);
      return null;
    },
  );

  // ---- Visitors ---------------------------------------------------------------------------------

  app.get(
    '/job-resumes/:id/visitors',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listNominationVisitors',
        tags: ['nominations'],
        summary: 'Who opened a nomination and when (one visit per user per hour), newest first, paged',
        security,
        params: IdParams,
        querystring: visitList.querySchema,
        response: { 200: listResponseSchema(Visit), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      const parsed = visitList.parse(request.query as Record<string, unknown>);
      const where = and(
        eq(jobResumeVisits.jobResumeId, n.id),
        eq(jobResumeVisits.companyId, scope.companyId),
        parsed.where,
      );
      const page = db
        .select({ v: jobResumeVisits, firstName: users.firstName, lastName: users.lastName })
        .from(jobResumeVisits)
        .innerJoin(users, eq(users.id, jobResumeVisits.userId))
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(
        page,
        db.select({ total: count() }).from(jobResumeVisits).where(where),
        parsed,
      );
      return listPage(
        parsed,
        total,
        rows.map(({ v, firstName, lastName }) => ({
          id: v.id,
          userId: v.userId,
          firstName,
          lastName,
          visitedAt: iso(v.visitedAt),
        })),
      );
    },
  );

  // ---- Acknowledgements (consent) ----------------------------------------------------------------

  async function acknowledgementsOf(scope: TenantScope, where: SQL) {
    const recorder = { id: users.id, firstName: users.firstName, lastName: users.lastName };
    return db
      .select({ a: jobResumeAcknowledgements, recordedBy: recorder, file: attachments })
      .from(jobResumeAcknowledgements)
      .leftJoin(users, eq(users.id, jobResumeAcknowledgements.recordedBy))
      .leftJoin(attachments, eq(attachments.id, jobResumeAcknowledgements.attachmentId))
      .where(and(eq(jobResumeAcknowledgements.companyId, scope.companyId), where))
      .orderBy(asc(jobResumeAcknowledgements.createdAt), asc(jobResumeAcknowledgements.id));
  }

  app.post(
    '/job-resumes/:id/acknowledgements',
    {
      config: nominationRecord,
      schema: {
        operationId: 'recordNominationAcknowledgement',
        tags: ['nominations'],
        summary: "Record the candidate's consent to be nominated; a consent notification PDF is generated and attached",
        security,
        params: IdParams,
        body: AcknowledgementBody,
        response: { 201: Acknowledgement, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { n, r } = await loadNomination(db, scope, request.params.id);
      const body = request.body;
      const at = now();
      if (body.acknowledgedOn > at.toISOString().slice(0, 10))
        throw fail('VALIDATION_ERROR', [{ field: 'body.acknowledgedOn', code: 'validation.dateInFuture' }]);
      const candidate = `${r.firstName} ${r.lastName}`.trim();
      const givenBy = body.givenBy === undefined ? candidate : plainText('body.givenBy', body.givenBy);
      const notes = body.notes === undefined ? null : body.notes.trim() || null;
      const [context] = await db
        .select({
          company: companies.name,
          position: jobs.position,
          entity: departments.name,
          lang: users.lang,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(jobResumes)
        .innerJoin(companies, eq(companies.id, jobResumes.companyId))
        .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
        .leftJoin(departments, eq(departments.id, jobResumes.departmentId))
        .innerJoin(users, eq(users.id, auth.userId))
        .where(eq(jobResumes.id, n.id));
      const lang: ConsentLang = context!.lang === 'vn' ? 'vn' : 'en';
      const pdf = await consentNotificationPdf({
        lang,
        company: context!.company,
        candidate,
        target: context!.position ?? context!.entity ?? '',
        nominationId: n.id,
        givenBy,
        method: body.method as ConsentMethod,
        acknowledgedOn: body.acknowledgedOn,
        notes,
        recordedBy: `${context!.firstName} ${context!.lastName}`.trim(),
        recordedAt: at,
      });
      const key = `nomination-acknowledgements/${randomUUID()}.pdf`;
      await storage.put(key, Readable.from([pdf]), 'application/pdf');
      try {
        const id = await db.transaction(async (tx) => {
          const file = await insertAttachment(tx, {
            companyId: scope.companyId,
            ownerType: 'job_resume',
            ownerId: n.id,
            kind: 'acknowledgement',
            name: consentFileName(n.id, body.acknowledgedOn),
            storageKey: key,
            mimeType: 'application/pdf',
            size: pdf.length,
            createdBy: auth.userId,
            createdAt: at,
          });
          const [row] = await tx
            .insert(jobResumeAcknowledgements)
            .values({
              companyId: scope.companyId,
              jobResumeId: n.id,
              givenBy,
              method: body.method,
              acknowledgedOn: body.acknowledgedOn,
              notes,
              attachmentId: file.id,
              recordedBy: auth.userId,
              createdAt: at,
            })
            .returning({ id: jobResumeAcknowledgements.id });
          return row!.id;
        });
        const [row] = await acknowledgementsOf(scope, eq(jobResumeAcknowledgements.id, id));
        reply.status(201);
        return ackAnswer(row!.a, row!.recordedBy, row!.file);
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
    },
  );

  app.get(
    '/job-resumes/:id/acknowledgements',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listNominationAcknowledgements',
        tags: ['nominations'],
        summary: "A nomination's recorded consents with their notification PDFs, oldest first",
        security,
        params: IdParams,
        response: { 200: Type.Array(Acknowledgement), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      const rows = await acknowledgementsOf(scope, eq(jobResumeAcknowledgements.jobResumeId, n.id));
      return rows.map((row) => ackAnswer(row.a, row.recordedBy, row.file));
    },
  );

  app.get(
    '/job-resume-acknowledgements/:id/download',
    {
      config: nominationRecord,
      schema: {
        operationId: 'downloadNominationAcknowledgement',
        tags: ['nominations'],
        summary: 'Download the consent notification PDF of an acknowledgement (FILE_NOT_EXISTED when it is gone)',
        security,
        params: IdParams,
        response: {
          200: Type.String({ contentMediaType: 'application/pdf', description: 'The consent notification' }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const [row] = await acknowledgementsOf(scope, eq(jobResumeAcknowledgements.id, request.params.id));
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      if (!row.file) throw fail('FILE_NOT_EXISTED');
      return sendStored(reply, storage, row.file.storageKey, { name: row.file.name, contentType: 'application/pdf' });
    },
  );

  // ---- Similar positions ------------------------------------------------------------------------

  async function samePositionPage(auth: AuthContext, jobId: number, query: unknown, portal: 0 | 1) {
    const scope = tenantScope(auth);
    const { job } = await loadJob(db, scope, jobId);
    const parsed = samePositionList.parse(query as Record<string, unknown>);
    const jobIds = await similarJobIds(db, scope, job);
    if (jobIds.length === 0) return listPage(parsed, 0, []);
    const where = and(
      eq(jobResumes.companyId, scope.companyId),
      inArray(jobResumes.jobId, jobIds),
      eq(jobResumes.isPortal, portal),
      scopeCondition(resumeScope(auth)),
      parsed.where,
    );
    const page = db
      .select({
        n: jobResumes,
        job: { id: jobs.id, position: jobs.position, specialty: jobs.specialty },
        resume: summaryColumns,
      })
      .from(jobResumes)
      .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
      .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
      .where(where)
      .orderBy(...parsed.orderBy)
      .offset(parsed.skip);
    const { rows, total } = await pageWithTotal(
      page,
      db
        .select({ total: count() })
        .from(jobResumes)
        .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
        .where(where),
      parsed,
    );
    return listPage(
      parsed,
      total,
      rows.map(({ n, job: j, resume }) => ({
        id: n.id,
        jobResumeId: n.id,
        status: n.status,
        statusKey: nominationStatusKey(n.status),
        isPortal: n.isPortal === 1,
        createdAt: iso(n.createdAt),
        job: j,
        resume: toSummary(resume),
      })),
    );
  }

  app.get(
    '/jobs/:id/same-position',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listSamePositionNominations',
        tags: ['nominations'],
        summary:
          "Resumes nominated to the company's other jobs for a similar position (title words or classification), newest first, paged",
        security,
        params: IdParams,
        querystring: samePositionList.querySchema,
        response: { 200: listResponseSchema(SamePositionNomination), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => samePositionPage(caller(request), request.params.id, request.query, 0),
  );

  app.get(
    '/jobs/:id/job-applicants-same-position',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listSamePositionApplicants',
        tags: ['nominations'],
        summary: "Portal applicants of the company's other jobs for a similar position, newest first, paged",
        security,
        params: IdParams,
        querystring: samePositionList.querySchema,
        response: { 200: listResponseSchema(SamePositionNomination), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => samePositionPage(caller(request), request.params.id, request.query, 1),
  );
};

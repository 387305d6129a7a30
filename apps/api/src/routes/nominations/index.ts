import {
  alertsForTransition,
  canTransition,
  nextStatuses,
  nominationStatuses,
  planBulkTransition,
  staffRoles,
  type NominationStatusId,
} from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { acceptCaller, caller, pendingClaims } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  companies,
  departmentContacts,
  jobResumes,
  jobResumeStatusChanges,
  jobs,
  resumes,
  resumeWorkExperiences,
} from '../../db/schema';
import { fireNominationAlert, fireTemplateAlerts } from '../../mail/alerts';
import { nominationStatusKey, nominationStatusLabel } from '../../services/status-labels';
import { langForAddress, userLang } from '../../mail/language';
import { sendTemplate } from '../../mail/render';
import { recordStatusChanges } from '../../services/nomination-log';
import { recordVisit } from '../../services/nomination-visits';
import { ApiError, fail } from '../../http/errors';
import { illegalTransition, illegalTransitionDetail } from '../../services/transitions';
import { sendJsonText } from '../../http/json-sql';
import { errorResponses } from '../../http/schemas';
import { isUniqueViolation } from '../../http/validation';
import { issueCandidateToken } from '../../services/candidate-tokens';
import type { Services } from '../../services/context';
import { loadDepartment } from '../departments';
import { loadJob } from '../jobs/repository';
import { jobNominationsAnswerSql, jobNominationsRow } from './job-list';
import { IdParams, security } from '../../http/kit';

const nominate = { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'] as const };
const StatusId = Type.Integer({ enum: nominationStatuses.items.map((i) => i.id) });

export const Nomination = Type.Object(
  {
    id: Type.Integer(),
    jobResumeId: Type.Integer(),
    jobId: Type.Union([Type.Integer(), Type.Null()]),
    departmentId: Type.Union([Type.Integer(), Type.Null()]),
    resumeId: Type.Integer(),
    status: Type.Integer(),
    statusKey: Type.String(),
    nextStatuses: Type.Array(Type.Integer()),
    isPortal: Type.Boolean(),
    remarks: Type.Union([Type.String(), Type.Null()]),
    resume: Type.Object({
      id: Type.Integer(),
      firstName: Type.String(),
      lastName: Type.String(),
      /** The position of the candidate's current (open-ended, else most recent) work experience. */
      currentTitle: Type.Union([Type.String(), Type.Null()]),
    }),
    /** When the nomination entered its current status (the status log, docs/decisions/0070). */
    statusChangedAt: Type.String({ format: 'date-time' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Nomination' },
);
const NominateBody = Type.Object(
  {
    resumeId: Type.Integer({ minimum: 1 }),
    jobId: Type.Optional(Type.Integer({ minimum: 1 })),
    departmentId: Type.Optional(Type.Integer({ minimum: 1 })),
    remarks: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
const StatusBody = Type.Object({ status: StatusId }, { additionalProperties: false });
const BulkBody = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
    status: StatusId,
  },
  { additionalProperties: false },
);
const BulkResponse = Type.Object({
  updated: Type.Array(Type.Integer()),
  skipped: Type.Array(Type.Object({ id: Type.Integer(), status: Type.Integer() })),
});

export type NominationRow = Row;
type Row = {
  n: typeof jobResumes.$inferSelect;
  r: { id: number; firstName: string; lastName: string; currentTitle: string | null };
  statusChangedAt: Date | null;
};
export const toNomination = ({ n, r, statusChangedAt }: Row) => ({
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
  statusChangedAt: (statusChangedAt ?? n.updatedAt).toISOString(),
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});
/**
 * One query for a nomination and what its cards show (no N+1): the candidate's current title (the
 * open-ended work experience, else the one that ended last) and when the current status was entered
 * (the latest row of the status log; a nomination without log rows falls back to its last update).
 */
export const currentTitle = sql<string | null>`(
  select w.position from ${resumeWorkExperiences} w
  where w.resume_id = ${resumes.id}
  order by (w.period_to is null) desc, w.period_to desc nulls last, w.period_from desc, w.sort_order asc, w.id desc
  limit 1)`;
export const statusChangedAt = sql<Date | null>`(
  select max(c.created_at) from ${jobResumeStatusChanges} c
  where c.job_resume_id = ${jobResumes.id} and c.to_status = ${jobResumes.status})`.mapWith(jobResumes.updatedAt);
const select = (db: Db) =>
  db
    .select({
      n: jobResumes,
      r: { id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName, currentTitle },
      statusChangedAt,
    })
    .from(jobResumes)
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId));

/**
 * A job of the company (`jobId`, `companyId`) and its nominations in status order, then oldest first, as
 * one prepared statement: the job is the left side, so a job without nominations is one row whose `n` is
 * null, and another company's or a missing job no row at all (ADR 0197).
 */
const jobNominationsQuery = (db: Db) =>
  db
    .select({
      jobId: jobs.id,
      n: jobResumes,
      r: { id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName, currentTitle },
      statusChangedAt,
    })
    .from(jobs)
    .leftJoin(jobResumes, and(eq(jobResumes.jobId, jobs.id), eq(jobResumes.companyId, jobs.companyId)))
    .leftJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .where(and(eq(jobs.id, sql.placeholder('jobId')), eq(jobs.companyId, sql.placeholder('companyId'))))
    .orderBy(asc(jobResumes.status), asc(jobResumes.id))
    .prepare('arms_job_nominations');

export async function loadNomination(db: Db, scope: TenantScope, id: number): Promise<Row> {
  const [row] = await select(db).where(and(eq(jobResumes.id, id), eq(jobResumes.companyId, scope.companyId)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

/**
 * Every id names a nomination of the caller's company, or the answer is 404 naming each other one
 * (issue 19: an id in a body naming another company's record, or none, is not silently skipped).
 */
export async function assertCompanyNominations(
  db: Db,
  scope: TenantScope,
  ids: readonly number[],
  field = 'ids',
): Promise<void> {
  const rows = await db
    .select({ id: jobResumes.id })
    .from(jobResumes)
    .where(and(eq(jobResumes.companyId, scope.companyId), inArray(jobResumes.id, [...ids])));
  const found = new Set(rows.map((r) => r.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new ApiError(
      'NO_RECORD_FOUND_FOR_ID',
      unknown.map((id) => ({ field, code: 'nomination.notFound', params: { id } })),
    );
  }
}

/**
 * Nominations (job-resumes, sections 3, 4, 7): nominate a resume to a job or a hiring entity once,
 * list a job's nominations in status order, move one along the domain's transitions (alerts fire),
 * and the bulk status update of portal resumes. A job nomination sends the hiring manager a
 * feedback link (7 days).
 */
export const nominationRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now, candidatePublicUrl, candidateTokenSecret } = services;
  const jobNominations = jobNominationsQuery(db);
  const jobNominationsText = jobNominationsAnswerSql(Nomination);

  app.post(
    '/job-resumes',
    {
      config: { access: nominate },
      schema: {
        operationId: 'createNomination',
        tags: ['nominations'],
        summary: 'Nominate a resume to a job or to a hiring entity (once each)',
        security,
        body: NominateBody,
        response: { 201: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { resumeId, jobId, departmentId, remarks } = request.body;
      if ((jobId === undefined) === (departmentId === undefined)) {
        throw fail('MISSING_REQUIRED_FIELD', [{ field: 'body.jobId', code: 'validation.oneOfJobOrDepartment' }]);
      }
      const [resume] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, resumeId), eq(resumes.companyId, scope.companyId)));
      if (!resume) throw fail('RESUME_NOT_EXISTED');
      const job = jobId === undefined ? undefined : (await loadJob(db, scope, jobId)).job;
      if (departmentId !== undefined) await loadDepartment(db, scope, departmentId);
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(jobResumes)
            .values({
              companyId: scope.companyId,
              jobId: jobId ?? null,
              departmentId: departmentId ?? null,
              resumeId,
              remarks: remarks ?? null,
              createdBy: auth.userId,
              createdAt: now(),
              updatedAt: now(),
            })
            .returning();
          await recordStatusChanges(
            tx,
            scope.companyId,
            auth.userId,
            [{ id: row!.id, from: null, to: row!.status }],
            now(),
          );
          const manager = job?.contactPersonId
            ? (await tx.select().from(departmentContacts).where(eq(departmentContacts.id, job.contactPersonId)))[0]
            : undefined;
          if (job && manager?.email && manager.status === 1) {
            const token = await issueCandidateToken(
              tx,
              candidateTokenSecret,
              'nominationFeedback',
              { companyId: scope.companyId, jobId: job.id, jobResumeId: row!.id, email: manager.email },
              now(),
            );
            const [company] = await tx
              .select({ name: companies.name })
              .from(companies)
              .where(eq(companies.id, scope.companyId));
            const lang = await langForAddress(tx, manager.email, await userLang(tx, auth.userId));
            await sendTemplate(tx, outbox, 'nominationFeedback', lang, manager.email, {
              managerName: `${manager.firstName} ${manager.lastName}`.trim(),
              candidateName: `${resume.firstName} ${resume.lastName}`.trim(),
              position: job.position,
              companyName: company?.name ?? '',
              link: `${candidatePublicUrl}/nominate-feedback?token=${token}`,
            });
          }
          return row!.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw fail('JOBS_ALREADY_APPLIED');
          throw error;
        });
      reply.status(201);
      return toNomination(await loadNomination(db, scope, id));
    },
  );

  app.get(
    '/jobs/:id/resumes',
    {
      config: { access: { ...nominate, tenant: true }, callerInQuery: true },
      schema: {
        operationId: 'listJobNominations',
        tags: ['nominations'],
        summary: "A job's nominations in status order (1 to 12), then newest first",
        security,
        params: IdParams,
        response: { 200: Type.Array(Type.Ref('Nomination')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const claims = pendingClaims(request);
      if (claims) {
        // The caller, the job check and the list in one statement, written as JSON by PostgreSQL (ADR 0200).
        const row = await jobNominationsRow(db, jobNominationsText, claims, request.params.id);
        tenantScope(acceptCaller(request, row));
        if (!row!.jobFound) throw fail('JOB_NOT_EXISTED');
        return sendJsonText(reply as unknown as FastifyReply, row!.data);
      }
      const scope = tenantScope(caller(request));
      // The job check and its nominations in one prepared query (ADR 0197): no row, no job of the caller's.
      const rows = await jobNominations.execute({ jobId: request.params.id, companyId: scope.companyId });
      if (rows.length === 0) throw fail('JOB_NOT_EXISTED');
      return rows.flatMap(({ n, r, statusChangedAt }) => (n && r ? [toNomination({ n, r, statusChangedAt })] : []));
    },
  );

  app.get(
    '/job-resumes/:id',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'getNomination',
        tags: ['nominations'],
        summary: 'Read a nomination (the visit is recorded, once per user per hour)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const row = await loadNomination(db, scope, request.params.id);
      await recordVisit(db, scope.companyId, row.n.id, auth.userId, now());
      return toNomination(row);
    },
  );

  app.patch(
    '/job-resumes/:id/status',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'updateNominationStatus',
        tags: ['nominations'],
        summary: "Move a nomination along the domain's transitions (409 for an illegal move, nothing changed)",
        security,
        params: IdParams,
        body: StatusBody,
        response: { 200: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const to = request.body.status as NominationStatusId;
      await db.transaction(async (tx) => {
        const { n } = await loadNomination(tx, scope, request.params.id);
        if (!canTransition(n.status, to)) throw illegalTransition(n.status, to);
        // Conditional on the status read: a concurrent move makes this one fail instead of skipping a check.
        const moved = await tx
          .update(jobResumes)
          .set({ status: to, updatedAt: now() })
          .where(and(eq(jobResumes.id, n.id), eq(jobResumes.status, n.status)))
          .returning({ id: jobResumes.id });
        if (moved.length === 0) throw illegalTransition(n.status, to);
        await recordStatusChanges(tx, scope.companyId, auth.userId, [{ id: n.id, from: n.status, to }], now());
        await fireNominationAlert(tx, outbox, scope.companyId, { id: n.id, from: n.status, to });
      });
      return toNomination(await loadNomination(db, scope, request.params.id));
    },
  );

  app.patch(
    '/jobs/resume/bulk-status',
    {
      config: { access: nominate },
      schema: {
        operationId: 'bulkUpdateNominationStatus',
        tags: ['nominations'],
        summary:
          "Move several of a job's nominations to one status, all or nothing (409 naming every illegal move; 404 naming unknown ids)",
        security,
        body: BulkBody,
        response: { 200: Type.Array(Type.Ref('Nomination')), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { jobId, ids, status } = request.body;
      const to = status as NominationStatusId;
      const { job } = await loadJob(db, scope, jobId);
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: jobResumes.id, status: jobResumes.status })
          .from(jobResumes)
          .where(
            and(eq(jobResumes.companyId, scope.companyId), eq(jobResumes.jobId, jobId), inArray(jobResumes.id, ids)),
          )
          .for('update');
        const found = new Set(rows.map((r) => r.id));
        const unknown = ids.filter((id) => !found.has(id));
        if (unknown.length > 0) {
          throw new ApiError(
            'NO_RECORD_FOUND_FOR_ID',
            unknown.map((id) => ({ field: 'ids', code: 'nomination.notFound', params: { id } })),
          );
        }
        const illegal = rows.filter((r) => !canTransition(r.status, to));
        if (illegal.length > 0) {
          throw new ApiError(
            'ILLEGAL_TRANSITION',
            illegal.map((r) => illegalTransitionDetail(r.status, to, 'ids', r.id)),
          );
        }
        // Rows are locked (FOR UPDATE) so the statuses read are the ones moved from.
        await tx.update(jobResumes).set({ status: to, updatedAt: now() }).where(inArray(jobResumes.id, ids));
        await recordStatusChanges(
          tx,
          scope.companyId,
          auth.userId,
          rows.map((r) => ({ id: r.id, from: r.status, to })),
          now(),
        );
        const types = [...new Set(rows.flatMap((r) => alertsForTransition(r.status, to)))];
        await fireTemplateAlerts(tx, outbox, scope.companyId, types, 'alertNominationStatusBulk', (lang) => ({
          count: rows.length,
          position: job.position,
          jobId,
          toStatus: nominationStatusLabel(to, lang),
        }));
      });
      const moved = await select(db).where(and(eq(jobResumes.companyId, scope.companyId), inArray(jobResumes.id, ids)));
      return moved.sort((a, b) => a.n.id - b.n.id).map(toNomination);
    },
  );

  app.patch(
    '/jobs/resume/update-status-portal',
    {
      config: { access: nominate },
      schema: {
        operationId: 'bulkUpdatePortalNominations',
        tags: ['nominations'],
        summary:
          "Bulk status update of a job's portal resumes; those the transitions refuse, or not of this job, are reported (404 for ids that are no nomination of the company)",
        security,
        body: BulkBody,
        response: { 200: BulkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { jobId, ids, status } = request.body;
      const { job } = await loadJob(db, scope, jobId);
      await assertCompanyNominations(db, scope, ids);
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: jobResumes.id, status: jobResumes.status })
          .from(jobResumes)
          .where(
            and(
              eq(jobResumes.companyId, scope.companyId),
              eq(jobResumes.jobId, jobId),
              eq(jobResumes.isPortal, 1),
              inArray(jobResumes.id, ids),
            ),
          )
          .for('update');
        const plan = planBulkTransition(rows, status as NominationStatusId);
        if (plan.move.length > 0) {
          await tx
            .update(jobResumes)
            .set({ status, updatedAt: now() })
            .where(and(inArray(jobResumes.id, [...plan.move]), ne(jobResumes.status, status)));
          const movedRows = rows.filter((r) => plan.move.includes(r.id) && r.status !== status);
          await recordStatusChanges(
            tx,
            scope.companyId,
            auth.userId,
            movedRows.map((r) => ({ id: r.id, from: r.status, to: status })),
            now(),
          );
          const froms = new Set(rows.filter((r) => plan.move.includes(r.id)).map((r) => r.status));
          const types = [...new Set([...froms].flatMap((f) => alertsForTransition(f, status)))];
          await fireTemplateAlerts(tx, outbox, scope.companyId, types, 'alertNominationStatusBulk', (lang) => ({
            count: plan.move.length,
            position: job.position,
            jobId,
            toStatus: nominationStatusLabel(status, lang),
          }));
        }
        const found = new Set(rows.map((r) => r.id));
        return {
          updated: [...plan.move].sort((a, b) => a - b),
          skipped: [
            ...plan.skip.map((s) => ({ id: s.id, status: s.status as number })),
            ...ids.filter((i) => !found.has(i)).map((i) => ({ id: i, status: 0 })),
          ],
        };
      });
    },
  );
};

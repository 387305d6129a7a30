import {
  alertsForJobEvent,
  deactivatesAutoRepost,
  jobStatuses,
  postingAllowance,
  publishStates,
  staffRoles,
  translate,
  validateSalaryRange,
} from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { acceptCaller, caller, confirmCaller, pendingClaims } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  companies,
  departmentContacts,
  departments,
  jobCoOwners,
  jobHistories,
  jobs,
  portalDateFrequencies,
  staff,
  users,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { listResponseSchema, listPage } from '../../http/list-query';
import { sendJsonText } from '../../http/json-sql';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import { fireTemplateAlerts } from '../../mail/alerts';
import { jobStatusLabel } from '../../services/status-labels';
import type { Services } from '../../services/context';
import { authorName } from './lifecycle-repository';
import { writeJobRelations } from './relation-bulk';
import { recordRelationChange } from '../../services/job-relation-change';
import { jobList, listJobs, loadJob, toJob } from './repository';
import { plainJobsRow, plainJobsText } from './plain-list';
import {
  CreateJobBody,
  DuplicateBody,
  DuplicateResponse,
  FrequencyBody,
  FrequencyResponse,
  HistoryQuery,
  JobHistory,
  UpdateJobBody,
} from './schemas';
import { IdParams, security } from '../../http/kit';

const viewJobs = { roles: staffRoles, permissions: ['view_all_job'] as const };
const postJobs = { roles: staffRoles, permissions: ['post_job'] as const };
const accountAdmin = ['account_admin', 'super_user'] as const;
/** Internal fields: a change to only these is "Update internal info" (section 4; docs/decisions/0052). */
const internalFields = new Set(['teamAssignment', 'filter1', 'filter2', 'filter3', 'warrantyPeriod']);
const accepts = (state: string) => publishStates.items.find((p) => p.id === state)?.acceptsApplications === true;

type Body = Record<string, unknown>;
type JobRow = Awaited<ReturnType<typeof loadJob>>['job'];
function toValues(body: Body) {
  const values: Body = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    values[k] = k === 'postingExpiry' && typeof v === 'string' ? new Date(v) : v;
  }
  return values;
}

/** Section 5's salary rule when a range is given: both amounts, a frequency, and max above min. */
function checkSalary(job: { salaryMin?: unknown; salaryMax?: unknown; salaryPeriod?: unknown }) {
  if (job.salaryMin == null && job.salaryMax == null) return;
  assertValid(
    validateSalaryRange(
      { min: job.salaryMin as number, max: job.salaryMax as number, frequency: job.salaryPeriod },
      { min: 'salaryMin', max: 'salaryMax', frequency: 'salaryPeriod' },
    ),
  );
}

/** The hiring entity and its contact person must be the caller's (else 404). */
async function checkRelations(db: Db, scope: TenantScope, values: Body) {
  const departmentId = values.departmentId as number | null | undefined;
  if (departmentId != null) {
    const [d] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, departmentId), eq(departments.companyId, scope.companyId)));
    if (!d) throw fail('PROJECT_NOT_EXISTED');
  }
  const contactId = values.contactPersonId as number | null | undefined;
  if (contactId != null) {
    const [c] = await db
      .select({ id: departmentContacts.id, departmentId: departmentContacts.departmentId })
      .from(departmentContacts)
      .where(and(eq(departmentContacts.id, contactId), eq(departmentContacts.companyId, scope.companyId)));
    if (!c || (departmentId != null && c.departmentId !== departmentId)) throw fail('NO_RECORD_FOUND_FOR_ID');
  }
  // The team are staff records of the caller's company: another company's or a missing id is 404.
  const team = values.teamAssignment as number[] | null | undefined;
  if (team && team.length > 0) {
    const ids = [...new Set(team)];
    const found = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(inArray(staff.id, ids), eq(staff.companyId, scope.companyId)));
    if (found.length !== ids.length)
      throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'teamAssignment', code: 'notFound' }]);
  }
}

/**
 * Spends one credit for a job's first publish, in the caller's transaction (section 3, 8): the posting
 * rule first (subscription, then credits), then a conditional decrement so two concurrent publishes
 * cannot both spend the last credit.
 */
async function spendCredit(tx: Db, companyId: number, now: Date) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const allowance = postingAllowance(company!, now);
  if (allowance.kind === 'deny') throw fail(allowance.code);
  const spent = await tx
    .update(companies)
    .set({ credits: sql`${companies.credits} - 1`, updatedAt: now })
    .where(and(eq(companies.id, companyId), gt(companies.credits, 0)))
    .returning({ credits: companies.credits });
  if (spent.length === 0) throw fail('OUT_OF_CREDITS');
}

/**
 * The edit types one change writes to the job's history (section 4): Status (or Reopen when a closed
 * job opens again), Activate/Suspend for the publish state, Update internal info, and Update.
 */
export function editTypesFor(before: Body, changes: Body): Array<{ type: string; fields: Body }> {
  const groups = new Map<string, Body>();
  const add = (type: string, k: string) => groups.set(type, { ...groups.get(type), [k]: changes[k] });
  for (const k of Object.keys(changes)) {
    if (k === 'jobStatusId')
      add(
        before.jobStatusId === jobStatuses.idOf.close && changes[k] === jobStatuses.idOf.open ? 'reopen' : 'status',
        k,
      );
    else if (k === 'publishState') add('activateSuspend', k);
    else if (internalFields.has(k)) add('updateInternalInfo', k);
    else add('update', k);
  }
  return [...groups].map(([type, fields]) => ({ type, fields }));
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : a) === JSON.stringify(b instanceof Date ? b.toISOString() : b);

/**
 * Jobs (sections 3, 4, 7): list, create, read, edit with every section 3 field, the status and publish
 * state, credits spent on the first publish, the duplicate check, the history of every change, "assigned
 * to me", and the company's auto repost frequency.
 */
export const jobRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now } = services;

  app.get(
    '/jobs',
    {
      config: { access: viewJobs, callerInQuery: true },
      schema: {
        operationId: 'listJobs',
        tags: ['jobs'],
        summary: "List the caller's company jobs with paging, sorting and filters",
        security,
        querystring: jobList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Job')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const parsed = jobList.parse(request.query as Record<string, unknown>);
      const claims = pendingClaims(request);
      if (claims && parsed.plain && parsed.limit !== undefined) {
        // The caller and the page in one statement, the page written as JSON by PostgreSQL (ADR 0200).
        const row = await plainJobsRow(db, claims, parsed);
        tenantScope(acceptCaller(request, row));
        return sendJsonText(reply as unknown as FastifyReply, plainJobsText(row!, parsed));
      }
      const { total, data } = await listJobs(db, tenantScope(await confirmCaller(request)), parsed);
      return listPage(parsed, total, data);
    },
  );

  app.get(
    '/jobs/assigned',
    {
      config: { access: { roles: staffRoles, permissions: ['view_assigned_job'] } },
      schema: {
        operationId: 'listAssignedJobs',
        tags: ['jobs'],
        summary: 'Jobs assigned to the caller (team assignment) or co-owned by them, with the list query language',
        security,
        querystring: jobList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Job')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const parsed = jobList.parse(request.query as Record<string, unknown>);
      // Assigned through the team assignment, or co-owned (docs/decisions/0080).
      const mine = sql`(${auth.staffId ?? -1} = any(${jobs.teamAssignment}) or exists (select 1 from ${jobCoOwners} where ${jobCoOwners.jobId} = ${jobs.id} and ${jobCoOwners.staffId} = ${auth.staffId ?? -1}))`;
      const { total, data } = await listJobs(db, tenantScope(auth), parsed, mine);
      return listPage(parsed, total, data);
    },
  );

  app.post(
    '/jobs',
    {
      config: { access: postJobs },
      schema: {
        operationId: 'createJob',
        tags: ['jobs'],
        summary:
          'Create a job with its `relations` in one transaction (nothing is kept when one fails); publishing it at once spends one credit (OUT_OF_CREDITS)',
        security,
        body: CreateJobBody,
        response: { 201: Type.Ref('Job'), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { relations, ...fields } = request.body;
      const values = toValues(fields);
      checkSalary(values);
      const id = await db.transaction(async (tx) => {
        await checkRelations(tx, scope, values);
        const publishing = accepts((values.publishState as string) ?? 'draft');
        if (publishing) await spendCredit(tx, scope.companyId, now());
        const [row] = await tx
          .insert(jobs)
          .values({
            ...(values as { position: string }),
            jobStatusId: (values.jobStatusId as number) ?? jobStatuses.idOf.open,
            companyId: scope.companyId,
            createdBy: auth.userId,
            creditsUsed: publishing ? 1 : 0,
            postedAt: publishing ? now() : null,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        await tx.insert(jobHistories).values({
          companyId: scope.companyId,
          jobId: row!.id,
          editType: 'add',
          changes: request.body,
          userId: auth.userId,
          createdAt: now(),
        });
        // The relations are part of the "add" entry above; any failure rolls the job back (issue 12).
        if (relations) await writeJobRelations(tx, now, row!, scope, relations);
        const [company] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, scope.companyId));
        await fireTemplateAlerts(tx, outbox, scope.companyId, alertsForJobEvent('created'), 'alertNewJob', () => ({
          position: row!.position,
          jobId: row!.id,
          companyName: company?.name ?? '',
        }));
        return row!.id;
      });
      const { job, status } = await loadJob(db, scope, id);
      reply.status(201);
      return toJob(job, status);
    },
  );

  app.post(
    '/jobs/check-duplicate',
    {
      config: { access: postJobs },
      schema: {
        operationId: 'checkDuplicateJob',
        tags: ['jobs'],
        summary: 'Whether an open job with the same position (case-insensitive) exists for the hiring entity',
        security,
        body: DuplicateBody,
        response: { 200: DuplicateResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { position, departmentId, excludeJobId } = request.body;
      // The ids name the caller's own hiring entity and job: another company's, or none, is 404 (issue 19).
      await checkRelations(db, scope, { departmentId });
      if (excludeJobId !== undefined) await loadJob(db, scope, excludeJobId);
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.companyId, scope.companyId),
            sql`lower(trim(${jobs.position})) = lower(trim(${position}))`,
            departmentId == null ? undefined : eq(jobs.departmentId, departmentId),
            ne(jobs.jobStatusId, jobStatuses.idOf.close),
            excludeJobId === undefined ? undefined : ne(jobs.id, excludeJobId),
          ),
        )
        .orderBy(jobs.id);
      return { duplicate: rows.length > 0, jobIds: rows.map((r) => r.id) };
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: { ...viewJobs, tenant: true } },
      schema: {
        operationId: 'getJob',
        tags: ['jobs'],
        summary: 'Read a job',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Job'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { job, status } = await loadJob(db, tenantScope(caller(request)), request.params.id);
      return toJob(job, status);
    },
  );

  app.patch(
    '/jobs/:id',
    {
      config: { access: { ...postJobs, tenant: true } },
      schema: {
        operationId: 'updateJob',
        tags: ['jobs'],
        summary:
          'Edit a job, and with `relations` replace its relation lists in the same transaction: every change is written to its history with its edit type',
        security,
        params: IdParams,
        body: UpdateJobBody,
        response: { 200: Type.Ref('Job'), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const id = request.params.id;
      const { relations, ...fields } = request.body;
      await db.transaction(async (tx) => {
        const { job } = await loadJob(tx, scope, id);
        const values = toValues(fields);
        const changes: Body = {};
        for (const [k, v] of Object.entries(values)) if (!same((job as Body)[k], v)) changes[k] = v;
        if (Object.keys(changes).length > 0) await saveChanges(tx, job, changes);
        if (relations) {
          // After the fields, so project contacts are checked against the new hiring entity (issue 12).
          const { job: edited } = await loadJob(tx, scope, id);
          const written = await writeJobRelations(tx, now, edited, scope, relations);
          for (const w of written) await recordRelationChange(tx, services, edited, auth.userId, w.editType, w.changes);
        }
      });
      const { job, status } = await loadJob(db, scope, id);
      return toJob(job, status);

      /** Writes the changed fields, their history entries and alerts (and a credit on the first publish). */
      async function saveChanges(tx: Db, job: JobRow, changes: Body) {
        checkSalary({ ...job, ...changes });
        await checkRelations(tx, scope, { departmentId: job.departmentId, ...changes });
        const extra: Body = { updatedAt: now() };
        const nextState = (changes.publishState as string | undefined) ?? job.publishState;
        if (changes.publishState !== undefined && accepts(nextState) && job.creditsUsed === 0) {
          await spendCredit(tx, scope.companyId, now());
          extra.creditsUsed = 1;
          extra.postedAt = now();
        }
        const statusChanged = changes.jobStatusId !== undefined;
        if (statusChanged && deactivatesAutoRepost(job.jobStatusId, changes.jobStatusId)) extra.autoRepost = false;
        await tx
          .update(jobs)
          .set({ ...changes, ...extra })
          .where(and(eq(jobs.id, id), eq(jobs.companyId, scope.companyId)));
        const entries = editTypesFor(job as Body, changes);
        await tx.insert(jobHistories).values(
          entries.map((e) => ({
            companyId: scope.companyId,
            jobId: id,
            editType: e.type,
            changes: JSON.parse(JSON.stringify(e.fields)) as Body,
            userId: auth.userId,
            createdAt: now(),
          })),
        );
        // Localized per recipient (docs/decisions/0092): a status change and other edits are two alerts.
        const position = (changes.position as string | undefined) ?? job.position;
        if (statusChanged) {
          await fireTemplateAlerts(
            tx,
            outbox,
            scope.companyId,
            alertsForJobEvent('statusChanged'),
            'alertJobStatusChanged',
            (lang) => ({
              position,
              jobId: id,
              fromStatus: jobStatusLabel(job.jobStatusId, lang),
              toStatus: jobStatusLabel(changes.jobStatusId as number, lang),
            }),
          );
        }
        const edits = entries.filter((e) => e.type !== 'status' && e.type !== 'reopen');
        if (edits.length > 0) {
          await fireTemplateAlerts(
            tx,
            outbox,
            scope.companyId,
            alertsForJobEvent('updated'),
            'alertJobUpdated',
            (lang) => ({
              position,
              jobId: id,
              changes: edits.map((e) => translate(`domain.jobEditType.${e.type}`, lang)).join(', '),
            }),
          );
        }
      }
    },
  );

  app.get(
    '/jobs/:id/histories',
    {
      config: { access: { ...viewJobs, tenant: true } },
      schema: {
        operationId: 'listJobHistories',
        tags: ['jobs'],
        summary: "A job's history (newest first) with the section 4 edit types and each author's name",
        security,
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: Type.Array(JobHistory), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { job } = await loadJob(db, tenantScope(caller(request)), request.params.id);
      const { editType } = request.query;
      const rows = await db
        .select({ history: jobHistories, userName: authorName })
        .from(jobHistories)
        .leftJoin(users, eq(users.id, jobHistories.userId))
        .where(and(eq(jobHistories.jobId, job.id), editType ? inArray(jobHistories.editType, editType) : undefined))
        .orderBy(desc(jobHistories.id));
      return rows.map(({ history: r, userName }) => ({
        userName,
        id: r.id,
        jobId: r.jobId,
        editType: r.editType,
        changes: r.changes as Body,
        userId: r.userId,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );

  const frequencyOf = async (companyId: number) => {
    const [row] = await db.select().from(portalDateFrequencies).where(eq(portalDateFrequencies.companyId, companyId));
    return { companyId, frequency: row?.frequency ?? 30, active: row?.active ?? false };
  };

  app.get(
    '/portal-date-frequency',
    {
      config: { access: { roles: accountAdmin } },
      schema: {
        operationId: 'getPortalDateFrequency',
        tags: ['jobs'],
        summary: "The company's auto repost frequency (14, 30, 60 or 90 days)",
        security,
        response: { 200: FrequencyResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => frequencyOf(tenantScope(caller(request)).companyId),
  );

  app.patch(
    '/portal-date-frequency',
    {
      config: { access: { roles: accountAdmin } },
      schema: {
        operationId: 'updatePortalDateFrequency',
        tags: ['jobs'],
        summary: "Set the company's auto repost frequency or switch it off",
        security,
        body: FrequencyBody,
        response: { 200: FrequencyResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { companyId } = tenantScope(caller(request));
      const current = await frequencyOf(companyId);
      const next = { ...current, active: true, ...request.body, updatedAt: now() };
      await db
        .insert(portalDateFrequencies)
        .values(next)
        .onConflictDoUpdate({ target: portalDateFrequencies.companyId, set: next });
      return frequencyOf(companyId);
    },
  );
};

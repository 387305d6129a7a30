import {
  alertsForJobEvent,
  deactivatesAutoRepost,
  jobStatuses,
  publishStates,
  translate,
  validateSalaryRange,
} from '@arms/domain';
import type { Static } from 'typebox';
import type { TenantScope } from '../auth/tenancy';
import type { Db } from '../db/client';
import { assertValid } from '../http/validation';
import { fireTemplateAlerts } from '../mail/alerts';
import {
  addJobHistories,
  checkJobRelations,
  companyName,
  insertJob,
  spendPublishCredit,
  updateJobFields,
} from '../routes/jobs/edit-repository';
import { writeJobRelations } from '../routes/jobs/relation-bulk';
import { loadJob } from '../routes/jobs/repository';
import type { CreateJobBody, UpdateJobBody } from '../routes/jobs/schemas';
import type { Services } from './context';
import { recordRelationChange } from './job-relation-change';
import { jobStatusLabel } from './status-labels';

/**
 * Creating and editing a job (sections 3, 4; docs/decisions/0052, 0080; issue 12): the job, its
 * relations, its history, the company's credits (a first publish spends one) and the outbox's alerts
 * change in one transaction.
 */

export interface JobActor {
  scope: TenantScope;
  userId: number;
}

type Body = Record<string, unknown>;
type JobRow = Awaited<ReturnType<typeof loadJob>>['job'];
type JobServices = Pick<Services, 'db' | 'outbox' | 'now'>;

/** Internal fields: a change to only these is "Update internal info" (section 4; docs/decisions/0052). */
const internalFields = new Set(['teamAssignment', 'filter1', 'filter2', 'filter3', 'warrantyPeriod']);
const accepts = (state: string) => publishStates.items.find((p) => p.id === state)?.acceptsApplications === true;

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
 * Creates a job with its `relations` in one transaction (nothing is kept when one fails): publishing it
 * at once spends one credit (OUT_OF_CREDITS); the "add" history entry and the new-job alerts go with it.
 * The new job's id.
 */
export async function createJob(
  { db, outbox, now }: JobServices,
  { scope, userId }: JobActor,
  body: Static<typeof CreateJobBody>,
): Promise<number> {
  const { relations, ...fields } = body;
  const values = toValues(fields);
  checkSalary(values);
  return db.transaction(async (tx) => {
    await checkJobRelations(tx, scope, values);
    const publishing = accepts((values.publishState as string) ?? 'draft');
    if (publishing) await spendPublishCredit(tx, scope.companyId, now());
    const row = await insertJob(tx, {
      ...(values as { position: string }),
      jobStatusId: (values.jobStatusId as number) ?? jobStatuses.idOf.open,
      companyId: scope.companyId,
      createdBy: userId,
      creditsUsed: publishing ? 1 : 0,
      postedAt: publishing ? now() : null,
      createdAt: now(),
      updatedAt: now(),
    });
    await addJobHistories(tx, [
      { companyId: scope.companyId, jobId: row.id, editType: 'add', changes: body, userId, createdAt: now() },
    ]);
    // The relations are part of the "add" entry above; any failure rolls the job back (issue 12).
    if (relations) await writeJobRelations(tx, now, row, scope, relations);
    const name = await companyName(tx, scope.companyId);
    await fireTemplateAlerts(tx, outbox, scope.companyId, alertsForJobEvent('created'), 'alertNewJob', () => ({
      position: row.position,
      jobId: row.id,
      companyName: name,
    }));
    return row.id;
  });
}

/**
 * Edits a job, and with `relations` replaces its relation lists, in one transaction: every change is
 * written to its history with its edit type, with its alerts (and a credit on the first publish).
 */
export async function editJob(
  services: JobServices,
  actor: JobActor,
  id: number,
  body: Static<typeof UpdateJobBody>,
): Promise<void> {
  const { db, now } = services;
  const { relations, ...fields } = body;
  await db.transaction(async (tx) => {
    const { job } = await loadJob(tx, actor.scope, id);
    const values = toValues(fields);
    const changes: Body = {};
    for (const [k, v] of Object.entries(values)) if (!same((job as Body)[k], v)) changes[k] = v;
    if (Object.keys(changes).length > 0) await saveChanges(tx, services, actor, job, changes);
    if (relations) {
      // After the fields, so project contacts are checked against the new hiring entity (issue 12).
      const { job: edited } = await loadJob(tx, actor.scope, id);
      const written = await writeJobRelations(tx, now, edited, actor.scope, relations);
      for (const w of written) await recordRelationChange(tx, services, edited, actor.userId, w.editType, w.changes);
    }
  });
}

/** Writes the changed fields, their history entries and alerts (and a credit on the first publish). */
async function saveChanges(
  tx: Db,
  { outbox, now }: JobServices,
  { scope, userId }: JobActor,
  job: JobRow,
  changes: Body,
) {
  const id = job.id;
  checkSalary({ ...job, ...changes });
  await checkJobRelations(tx, scope, { departmentId: job.departmentId, ...changes });
  const extra: Body = { updatedAt: now() };
  const nextState = (changes.publishState as string | undefined) ?? job.publishState;
  if (changes.publishState !== undefined && accepts(nextState) && job.creditsUsed === 0) {
    await spendPublishCredit(tx, scope.companyId, now());
    extra.creditsUsed = 1;
    extra.postedAt = now();
  }
  const statusChanged = changes.jobStatusId !== undefined;
  if (statusChanged && deactivatesAutoRepost(job.jobStatusId, changes.jobStatusId)) extra.autoRepost = false;
  await updateJobFields(tx, scope, id, { ...changes, ...extra });
  const entries = editTypesFor(job as Body, changes);
  await addJobHistories(
    tx,
    entries.map((e) => ({
      companyId: scope.companyId,
      jobId: id,
      editType: e.type,
      changes: JSON.parse(JSON.stringify(e.fields)) as Body,
      userId,
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
    await fireTemplateAlerts(tx, outbox, scope.companyId, alertsForJobEvent('updated'), 'alertJobUpdated', (lang) => ({
      position,
      jobId: id,
      changes: edits.map((e) => translate(`domain.jobEditType.${e.type}`, lang)).join(', '),
    }));
  }
}

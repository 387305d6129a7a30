import { alertsForTransition, canTransition, planBulkTransition, type NominationStatusId } from '@arms/domain';
import type { TenantScope } from '../auth/tenancy';
import type { jobs, resumes } from '../db/schema';
import { ApiError, fail } from '../http/errors';
import { isUniqueViolation } from '../http/validation';
import { fireTemplateAlerts } from '../mail/alerts';
import { langForAddress, userLang } from '../mail/language';
import { sendTemplate } from '../mail/render';
import {
  companyName,
  insertNomination,
  loadContact,
  loadNomination,
  lockJobNominations,
  setNominationsStatus,
} from '../routes/nominations/records-repository';
import { assertNominationsFound } from '../routes/nominations/shared';
import { entityNominationsOf, insertSubmissions } from '../routes/nominations/submissions-repository';
import { issueCandidateToken } from './candidate-tokens';
import type { Services } from './context';
import { moveNomination } from './interviews';
import { recordStatusChanges } from './nomination-log';
import { nominationStatusLabel } from './status-labels';
import { illegalTransitionDetail } from './transitions';

/**
 * Nominations (job-resumes, sections 3, 4 and 7; docs/decisions/0206): each write changes the
 * nominations, their status log (docs/decisions/0070) and the outbox (alerts, the hiring manager's
 * feedback link) in one transaction.
 */

export interface Actor {
  scope: TenantScope;
  userId: number;
}

/** What a nomination names: a resume, and either a job or a hiring entity. */
export interface NominationInput {
  resume: typeof resumes.$inferSelect;
  job?: typeof jobs.$inferSelect;
  departmentId?: number;
  remarks?: string;
}

/**
 * Nominates a resume to a job or a hiring entity, once each (JOBS_ALREADY_APPLIED otherwise), logging
 * its first status. A job whose hiring manager is active with an email sends them a feedback link
 * (7 days) in the same transaction. The new nomination's id.
 */
export async function nominate(
  services: Pick<Services, 'db' | 'outbox' | 'now' | 'candidatePublicUrl' | 'candidateTokenSecret'>,
  actor: Actor,
  input: NominationInput,
): Promise<number> {
  const { db, outbox, now, candidatePublicUrl, candidateTokenSecret } = services;
  const { scope, userId } = actor;
  const { resume, job } = input;
  return db
    .transaction(async (tx) => {
      const row = await insertNomination(tx, {
        companyId: scope.companyId,
        jobId: job?.id ?? null,
        departmentId: input.departmentId ?? null,
        resumeId: resume.id,
        remarks: input.remarks ?? null,
        createdBy: userId,
        createdAt: now(),
        updatedAt: now(),
      });
      await recordStatusChanges(tx, scope.companyId, userId, [{ id: row.id, from: null, to: row.status }], now());
      const manager = job?.contactPersonId ? await loadContact(tx, job.contactPersonId) : undefined;
      if (job && manager?.email && manager.status === 1) {
        const token = await issueCandidateToken(
          tx,
          candidateTokenSecret,
          'nominationFeedback',
          { companyId: scope.companyId, jobId: job.id, jobResumeId: row.id, email: manager.email },
          now(),
        );
        const company = await companyName(tx, scope.companyId);
        const lang = await langForAddress(tx, manager.email, await userLang(tx, userId));
        await sendTemplate(tx, outbox, 'nominationFeedback', lang, manager.email, {
          managerName: `${manager.firstName} ${manager.lastName}`.trim(),
          candidateName: `${resume.firstName} ${resume.lastName}`.trim(),
          position: job.position,
          companyName: company,
          link: `${candidatePublicUrl}/nominate-feedback?token=${token}`,
        });
      }
      return row.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fail('JOBS_ALREADY_APPLIED');
      throw error;
    });
}

/** Moves one nomination along the domain's transitions (409 for an illegal move, nothing changed); alerts fire. */
export async function moveNominationStatus(
  services: Pick<Services, 'db' | 'outbox' | 'now'>,
  actor: Actor,
  id: number,
  to: NominationStatusId,
): Promise<void> {
  const { db, outbox, now } = services;
  await db.transaction(async (tx) => {
    const { n } = await loadNomination(tx, actor.scope, id);
    await moveNomination(tx, outbox, { companyId: actor.scope.companyId, userId: actor.userId, at: now() }, n, to);
  });
}

/**
 * Moves several of a job's nominations to one status, all or nothing: 404 naming the ids that are no
 * nomination of the job, 409 naming every illegal move. One bulk alert per rule type.
 */
export async function moveJobNominations(
  services: Pick<Services, 'db' | 'outbox' | 'now'>,
  actor: Actor,
  job: typeof jobs.$inferSelect,
  ids: readonly number[],
  to: NominationStatusId,
): Promise<void> {
  const { db, outbox, now } = services;
  const { scope, userId } = actor;
  await db.transaction(async (tx) => {
    const rows = await lockJobNominations(tx, scope, job.id, ids);
    assertNominationsFound(ids, rows);
    const illegal = rows.filter((r) => !canTransition(r.status, to));
    if (illegal.length > 0) {
      throw new ApiError(
        'ILLEGAL_TRANSITION',
        illegal.map((r) => illegalTransitionDetail(r.status, to, 'ids', r.id)),
      );
    }
    // Every move is legal, so none is to the status it is in: every row locked is moved.
    await setNominationsStatus(tx, ids, to, now());
    await recordStatusChanges(
      tx,
      scope.companyId,
      userId,
      rows.map((r) => ({ id: r.id, from: r.status, to })),
      now(),
    );
    const types = [...new Set(rows.flatMap((r) => alertsForTransition(r.status, to)))];
    await fireTemplateAlerts(tx, outbox, scope.companyId, types, 'alertNominationStatusBulk', (lang) => ({
      count: rows.length,
      position: job.position,
      jobId: job.id,
      toStatus: nominationStatusLabel(to, lang),
    }));
  });
}

/**
 * The bulk status update of a job's portal resumes: those the transitions allow move, the others and
 * the ids that are no portal nomination of the job are reported (`status` 0 for the latter).
 */
export async function movePortalNominations(
  services: Pick<Services, 'db' | 'outbox' | 'now'>,
  actor: Actor,
  job: typeof jobs.$inferSelect,
  ids: readonly number[],
  status: NominationStatusId,
) {
  const { db, outbox, now } = services;
  const { scope, userId } = actor;
  return db.transaction(async (tx) => {
    const rows = await lockJobNominations(tx, scope, job.id, ids, true);
    const plan = planBulkTransition(rows, status);
    if (plan.move.length > 0) {
      await setNominationsStatus(tx, plan.move, status, now());
      const movedRows = rows.filter((r) => plan.move.includes(r.id) && r.status !== status);
      await recordStatusChanges(
        tx,
        scope.companyId,
        userId,
        movedRows.map((r) => ({ id: r.id, from: r.status, to: status })),
        now(),
      );
      const froms = new Set(rows.filter((r) => plan.move.includes(r.id)).map((r) => r.status));
      const types = [...new Set([...froms].flatMap((f) => alertsForTransition(f, status)))];
      await fireTemplateAlerts(tx, outbox, scope.companyId, types, 'alertNominationStatusBulk', (lang) => ({
        count: plan.move.length,
        position: job.position,
        jobId: job.id,
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
}

/**
 * Submits several resumes to a hiring entity at once (section 3; ADR 0086), logging each new
 * nomination's first status; those already submitted are skipped and reported.
 */
export async function submitResumes(
  services: Pick<Services, 'db' | 'now'>,
  actor: Actor,
  departmentId: number,
  resumeIds: readonly number[],
  remarks: string | undefined,
) {
  const { db, now } = services;
  const { scope, userId } = actor;
  return db.transaction(async (tx) => {
    const at = now();
    const inserted = await insertSubmissions(
      tx,
      resumeIds.map((resumeId) => ({
        companyId: scope.companyId,
        departmentId,
        resumeId,
        remarks: remarks ?? null,
        createdBy: userId,
        createdAt: at,
        updatedAt: at,
      })),
    );
    await recordStatusChanges(
      tx,
      scope.companyId,
      userId,
      inserted.map((r) => ({ id: r.id, from: null, to: r.status })),
      at,
    );
    const insertedIds = new Set(inserted.map((r) => r.resumeId));
    const skippedIds = resumeIds.filter((id) => !insertedIds.has(id));
    const byResume = new Map((await entityNominationsOf(tx, departmentId, skippedIds)).map((e) => [e.resumeId, e.id]));
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
}

import { canTransition, nominationStatuses, type EmailTemplateKey } from '@arms/domain';
import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../auth/tenancy';
import type { Db } from '../db/client';
import { fireNominationAlert } from '../mail/alerts';
import type { Outbox } from '../mail/outbox';
import { sendTemplate } from '../mail/render';
import { sendInterviewEmails } from '../routes/interviews/invitations';
import {
  addInterview,
  changeInterview,
  loadInterview,
  loadNominationContext,
  nominationsOfJob,
  recipientLang,
  sender,
  setNominationStatus,
} from '../routes/interviews/repository';
import {
  cancelledConflict,
  checkSchedule,
  toInterview,
  type InterviewRow,
  type Schedule,
  type SentTo,
  type Skipped,
} from '../routes/interviews/shared';
import { recordStatusChanges } from './nomination-log';
import { nominationStatusKey } from './status-labels';
import { illegalTransition } from './transitions';

/**
 * Interviews and candidate messages (section 7 "Messages"; docs/decisions/0090, 0091, 0093): each
 * changes a nomination, its interviews, its status log and the outbox in one transaction.
 */

export interface Actor {
  scope: TenantScope;
  userId: number;
}

/**
 * Moves a nomination along the domain's transitions inside the caller's transaction: the status log
 * (docs/decisions/0070) and the email alerts follow; an illegal move is a 409 and changes nothing.
 */
export async function moveNomination(
  tx: Db,
  outbox: Outbox,
  context: { companyId: number; userId: number; at: Date },
  nomination: { id: number; status: number },
  to: number,
): Promise<void> {
  if (!canTransition(nomination.status, to)) throw illegalTransition(nomination.status, to);
  if (!(await setNominationStatus(tx, nomination.id, nomination.status, to, context.at))) {
    throw illegalTransition(nomination.status, to);
  }
  await recordStatusChanges(
    tx,
    context.companyId,
    context.userId,
    [{ id: nomination.id, from: nomination.status, to }],
    context.at,
  );
  await fireNominationAlert(tx, outbox, context.companyId, { id: nomination.id, from: nomination.status, to });
}

/**
 * Schedules an interview for a nomination, moving it to Interview (unless it is there already), and
 * emails the candidate and hiring manager the calendar invitation.
 */
export async function scheduleInterview(
  db: Db,
  outbox: Outbox,
  actor: Actor,
  jobResumeId: number,
  schedule: Schedule,
  uidHost: string,
  now: () => Date,
) {
  const { scope, userId } = actor;
  return db.transaction(async (tx) => {
    const context = await loadNominationContext(tx, scope, jobResumeId, true);
    const interview = nominationStatuses.idOf.interview;
    // Another interview of a nomination already in Interview needs no move.
    if (context.nomination.status !== interview) {
      await moveNomination(
        tx,
        outbox,
        { companyId: scope.companyId, userId, at: now() },
        context.nomination,
        interview,
      );
    }
    const row = await addInterview(tx, {
      companyId: scope.companyId,
      jobResumeId: context.nomination.id,
      uid: `interview-${randomUUID()}@${uidHost}`,
      ...schedule,
      createdBy: userId,
      createdAt: now(),
      updatedAt: now(),
    });
    const mail = await sendInterviewEmails(tx, outbox, { context, interview: row, userId, now: now() }, 'REQUEST');
    return {
      interview: toInterview(row),
      nominationStatus: interview,
      nominationStatusKey: nominationStatusKey(interview),
      ...mail,
    };
  });
}

/** What a reschedule may change; the rest stays as it is. */
export interface ScheduleChange {
  mode?: number;
  startsAt?: string;
  durationMinutes?: number;
  endsAt?: string;
  timezone?: string;
  place?: string | null;
  link?: string | null;
  notes?: string | null;
}

/** Changes an interview (SEQUENCE + 1) and emails the update; 409 once cancelled. */
export async function rescheduleInterview(
  db: Db,
  outbox: Outbox,
  actor: Actor,
  id: number,
  body: ScheduleChange,
  now: () => Date,
) {
  return db.transaction(async (tx) => {
    const current = await loadInterview(tx, actor.scope, id, true);
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
    const row = await changeInterview(tx, current.id, {
      ...schedule,
      sequence: current.sequence + 1,
      updatedAt: now(),
    });
    return announce(tx, outbox, actor, row, 'REQUEST', now);
  });
}

/** Cancels an interview (SEQUENCE + 1, METHOD:CANCEL); 409 when already cancelled. */
export async function cancelInterview(db: Db, outbox: Outbox, actor: Actor, id: number, now: () => Date) {
  return db.transaction(async (tx) => {
    const current = await loadInterview(tx, actor.scope, id, true);
    if (current.status === 'cancelled') throw cancelledConflict();
    const row = await changeInterview(tx, current.id, {
      status: 'cancelled',
      sequence: current.sequence + 1,
      updatedAt: now(),
    });
    return announce(tx, outbox, actor, row, 'CANCEL', now);
  });
}

/** Emails the changed interview (REQUEST with the new SEQUENCE, or CANCEL) and answers it. */
async function announce(
  tx: Db,
  outbox: Outbox,
  { scope, userId }: Actor,
  row: InterviewRow,
  method: 'REQUEST' | 'CANCEL',
  now: () => Date,
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

/** Moves a nomination to `to` and tells the candidate with `template`, when they have an email. */
export async function sendStatusMessage(
  db: Db,
  outbox: Outbox,
  actor: Actor,
  id: number,
  to: number,
  template: EmailTemplateKey,
  now: () => Date,
) {
  const { scope, userId } = actor;
  return db.transaction(async (tx) => {
    const context = await loadNominationContext(tx, scope, id, true);
    const { nomination, candidate } = context;
    await moveNomination(tx, outbox, { companyId: scope.companyId, userId, at: now() }, nomination, to);
    const sent: SentTo[] = [];
    const skipped: Skipped[] = [];
    if (candidate.email) {
      const lang = await recipientLang(tx, candidate.email, (await sender(tx, userId)).lang);
      await sendTemplate(tx, outbox, template, lang, candidate.email, {
        candidateName: candidate.name,
        position: context.position,
        companyName: context.company.name,
      });
      sent.push({ jobResumeId: nomination.id, recipient: 'candidate', email: candidate.email, lang });
    } else {
      skipped.push({ jobResumeId: nomination.id, recipient: 'candidate', reason: 'noEmail' });
    }
    return { id: nomination.id, status: to, statusKey: nominationStatusKey(to), sent, skipped };
  });
}

/** Emails a free-text notification to the candidates of some of a job's nominations. */
export async function notifyCandidates(
  db: Db,
  outbox: Outbox,
  actor: Actor,
  message: { jobId: number; jobResumeIds: number[]; subject: string; body: string },
) {
  const { scope, userId } = actor;
  const { jobResumeIds, subject, body } = message;
  return db.transaction(async (tx) => {
    const found = await nominationsOfJob(tx, scope, message.jobId, jobResumeIds);
    const senderLang = (await sender(tx, userId)).lang;
    const sent: SentTo[] = [];
    const skipped: Skipped[] = [];
    for (const id of jobResumeIds) {
      if (!found.has(id)) {
        skipped.push({ jobResumeId: id, recipient: 'candidate', reason: 'notFound' });
        continue;
      }
      const context = await loadNominationContext(tx, scope, id);
      const email = context.candidate.email;
      if (!email) {
        skipped.push({ jobResumeId: id, recipient: 'candidate', reason: 'noEmail' });
        continue;
      }
      const lang = await recipientLang(tx, email, senderLang);
      await sendTemplate(tx, outbox, 'candidateNotification', lang, email, {
        // A subject is one header line: line breaks would end it.
        subject: subject.replace(/[\r\n]+/g, ' ').trim(),
        message: body,
        candidateName: context.candidate.name,
        companyName: context.company.name,
        position: context.position,
      });
      sent.push({ jobResumeId: id, recipient: 'candidate', email, lang });
    }
    return { sent, skipped };
  });
}

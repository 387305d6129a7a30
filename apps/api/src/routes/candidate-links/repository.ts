import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateTokens, companies, jobResumes, jobs, resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { iso } from '../../http/kit';
import type { Outbox } from '../../mail/outbox';
import { langForAddress, userLang } from '../../mail/language';
import { sendTemplate } from '../../mail/render';
import { consumeCandidateToken, issueCandidateToken, readCandidateToken } from '../../services/candidate-tokens';
import type { Services } from '../../services/context';
import { recordStatusChanges } from '../../services/nomination-log';

/**
 * The candidate links' repository (docs/decisions/0196): invitations to apply and the hiring
 * manager's nomination feedback, each token read, issued and consumed through services/candidate-tokens.
 */

export interface Invitation {
  companyId: number;
  jobId: number;
  position: string;
  email: string;
  candidateName: string;
  /** Who sends it: the language of the email falls back to theirs. */
  senderId: number;
  /** The candidate site's page the link opens, without the token. */
  linkBase: string;
}

/** Issues an invitation token and emails its link, in one transaction. */
export async function sendInvitation(db: Db, outbox: Outbox, secret: string, invitation: Invitation, now: Date) {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  await db.transaction(async (tx) => {
    const token = await issueCandidateToken(
      tx,
      secret,
      'invitation',
      { companyId: invitation.companyId, jobId: invitation.jobId, email: invitation.email.toLowerCase() },
      now,
    );
    // The candidate's language is unknown: the sender's (docs/decisions/0092).
    const lang = await langForAddress(tx, invitation.email, await userLang(tx, invitation.senderId));
    await sendTemplate(tx, outbox, 'invitationToApply', lang, invitation.email, {
      candidateName: invitation.candidateName,
      companyName: company!.name,
      position: invitation.position,
      link: `${invitation.linkBase}?token=${token}`,
    });
  });
}

/**
 * Invites an address to apply to a job of the company (`sendInvitation`): the link opens the job's
 * invitation page of the candidate site (CANDIDATE_PUBLIC_URL).
 */
export async function inviteToApply(
  services: Pick<Services, 'db' | 'outbox' | 'now' | 'candidatePublicUrl' | 'candidateTokenSecret'>,
  job: { id: number; companyId: number; position: string },
  candidate: { email: string; candidateName: string },
  senderId: number,
) {
  const { db, outbox, candidateTokenSecret, candidatePublicUrl, now } = services;
  await sendInvitation(
    db,
    outbox,
    candidateTokenSecret,
    {
      companyId: job.companyId,
      jobId: job.id,
      position: job.position,
      email: candidate.email,
      candidateName: candidate.candidateName,
      senderId,
      linkBase: `${candidatePublicUrl}/invitation-to-apply/${job.id}`,
    },
    now(),
  );
}

/** The job an invitation token names, with its employer, and the address invited. */
export async function invitedJob(db: Db, secret: string, token: string, now: Date) {
  const row = await readCandidateToken(db, secret, 'invitation', token, now);
  const [found] = await db
    .select({ job: jobs, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, row.jobId!));
  if (!found) throw fail('JOB_NOT_EXISTED');
  return { ...found, invitedEmail: row.email };
}

/** Checks that an invitation token can still take its answer (before a file is stored for it). */
export async function checkInvitation(db: Db, secret: string, token: string, now: Date) {
  await readCandidateToken(db, secret, 'invitation', token, now);
}

export interface Application {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Answers an invitation once: consumes its token, creates the resume with the stored CV and its portal
 * nomination, and logs the nomination's first status, in one transaction.
 */
export async function applyByInvitation(
  db: Db,
  secret: string,
  token: string,
  value: Application,
  cv: { key: string; filename: string; mimeType: string },
  now: () => Date,
) {
  await db.transaction(async (tx) => {
    const row = await readCandidateToken(tx, secret, 'invitation', token, now());
    await consumeCandidateToken(tx, 'invitation', row.id, { ...value, consentAt: now().toISOString() }, now());
    const [resume] = await tx
      .insert(resumes)
      .values({
        companyId: row.companyId,
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        contactHome: value.phone,
        cvPath: cv.key,
        cvName: cv.filename.slice(0, 200),
        cvMimeType: cv.mimeType,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    const [nomination] = await tx
      .insert(jobResumes)
      .values({
        companyId: row.companyId,
        jobId: row.jobId,
        resumeId: resume!.id,
        isPortal: 1,
        portalState: 'pending',
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    await recordStatusChanges(
      tx,
      row.companyId,
      null,
      [{ id: nomination!.id, from: null, to: nomination!.status }],
      now(),
    );
  });
}

/** The nomination a feedback token names: the candidate's summary for the hiring manager. */
export async function feedbackSummary(db: Db, secret: string, token: string, now: Date) {
  const row = await readCandidateToken(db, secret, 'nominationFeedback', token, now);
  const [found] = await db
    .select({
      position: jobs.position,
      companyName: companies.name,
      logoPath: companies.logoPath,
      firstName: resumes.firstName,
      lastName: resumes.lastName,
      skills: resumes.skills,
      experienceMonths: resumes.experienceMonths,
      availability: resumes.availability,
      remarks: jobResumes.remarks,
      status: jobResumes.status,
    })
    .from(jobResumes)
    .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .innerJoin(companies, eq(companies.id, jobResumes.companyId))
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .where(eq(jobResumes.id, row.jobResumeId!));
  if (!found) throw fail('NO_RECORD_FOUND_FOR_ID');
  return found;
}

/** Records the one answer of a feedback token. */
export async function answerFeedback(
  db: Db,
  secret: string,
  token: string,
  answer: { action: string; comment: string },
  now: () => Date,
) {
  await db.transaction(async (tx) => {
    const row = await readCandidateToken(tx, secret, 'nominationFeedback', token, now());
    await consumeCandidateToken(tx, 'nominationFeedback', row.id, answer, now());
  });
}

/** The answers to a nomination's feedback links, oldest first; 404 outside the company. */
export async function listFeedbackAnswers(db: Db, companyId: number, jobResumeId: number) {
  const [nomination] = await db
    .select({ id: jobResumes.id })
    .from(jobResumes)
    .where(and(eq(jobResumes.id, jobResumeId), eq(jobResumes.companyId, companyId)));
  if (!nomination) throw fail('NO_RECORD_FOUND_FOR_ID');
  const rows = await db
    .select({ email: candidateTokens.email, usedAt: candidateTokens.usedAt, answer: candidateTokens.answer })
    .from(candidateTokens)
    .where(
      and(
        eq(candidateTokens.jobResumeId, nomination.id),
        eq(candidateTokens.kind, 'nominationFeedback'),
        isNotNull(candidateTokens.usedAt),
      ),
    )
    .orderBy(asc(candidateTokens.usedAt));
  return rows.map((r) => {
    const answer = r.answer as { action: string; comment?: string };
    return {
      action: answer.action,
      comment: answer.comment ?? '',
      email: r.email,
      answeredAt: iso(r.usedAt!),
    };
  });
}

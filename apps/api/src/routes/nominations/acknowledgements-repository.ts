import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  attachments,
  companies,
  departments,
  jobResumeAcknowledgements,
  jobResumes,
  jobs,
  users,
} from '../../db/schema';
import { insertAttachment } from '../attachments/repository';
import { ackAnswer } from './shared';

/**
 * A nomination's acknowledgements (the candidate's consent, section 7; docs/decisions/0206): each with
 * who recorded it and its consent notification PDF, scoped to the caller's company.
 */

function acknowledgementsWhere(db: Db, scope: TenantScope, where: SQL) {
  const recorder = { id: users.id, firstName: users.firstName, lastName: users.lastName };
  return db
    .select({ a: jobResumeAcknowledgements, recordedBy: recorder, file: attachments })
    .from(jobResumeAcknowledgements)
    .leftJoin(users, eq(users.id, jobResumeAcknowledgements.recordedBy))
    .leftJoin(attachments, eq(attachments.id, jobResumeAcknowledgements.attachmentId))
    .where(and(eq(jobResumeAcknowledgements.companyId, scope.companyId), where))
    .orderBy(asc(jobResumeAcknowledgements.createdAt), asc(jobResumeAcknowledgements.id));
}

/** A nomination's acknowledgements as the API answers them, oldest first. */
export async function listAcknowledgements(db: Db, scope: TenantScope, nominationId: number) {
  const rows = await acknowledgementsWhere(db, scope, eq(jobResumeAcknowledgements.jobResumeId, nominationId));
  return rows.map((row) => ackAnswer(row.a, row.recordedBy, row.file));
}

/** One acknowledgement of the caller's company with its file row (undefined when there is none). */
export async function findAcknowledgement(db: Db, scope: TenantScope, id: number) {
  const [row] = await acknowledgementsWhere(db, scope, eq(jobResumeAcknowledgements.id, id));
  return row;
}

/** What the consent notification names: the company, the job or hiring entity, and the recording user. */
export async function consentContext(db: Db, nominationId: number, userId: number) {
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
    .innerJoin(users, eq(users.id, userId))
    .where(eq(jobResumes.id, nominationId));
  return context!;
}

/**
 * Records an acknowledgement and its stored PDF's attachment row in one transaction, and answers it.
 */
export async function recordAcknowledgement(
  db: Db,
  scope: TenantScope,
  values: {
    nominationId: number;
    givenBy: string;
    method: string;
    acknowledgedOn: string;
    notes: string | null;
    file: { name: string; storageKey: string; size: number };
    userId: number;
    at: Date;
  },
) {
  const id = await db.transaction(async (tx) => {
    const file = await insertAttachment(tx, {
      companyId: scope.companyId,
      ownerType: 'job_resume',
      ownerId: values.nominationId,
      kind: 'acknowledgement',
      name: values.file.name,
      storageKey: values.file.storageKey,
      mimeType: 'application/pdf',
      size: values.file.size,
      createdBy: values.userId,
      createdAt: values.at,
    });
    const [row] = await tx
      .insert(jobResumeAcknowledgements)
      .values({
        companyId: scope.companyId,
        jobResumeId: values.nominationId,
        givenBy: values.givenBy,
        method: values.method,
        acknowledgedOn: values.acknowledgedOn,
        notes: values.notes,
        attachmentId: file.id,
        recordedBy: values.userId,
        createdAt: values.at,
      })
      .returning({ id: jobResumeAcknowledgements.id });
    return row!.id;
  });
  const row = (await findAcknowledgement(db, scope, id))!;
  return ackAnswer(row.a, row.recordedBy, row.file);
}

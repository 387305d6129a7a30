/* What the resume child routes of this folder share: access rules, schemas and checks. */
import { staffRoles, validateRequired, type ValidationIssue } from '@arms/domain';
import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Access, AuthContext } from '../../auth/access';
import type { Db } from '../../db/client';
import { jobs, resumeAppliedJobs, resumeContacts, resumes, resumeWorkExperiences } from '../../db/schema';
import { fail } from '../../http/errors';
import { assertValid } from '../../http/validation';
import { resumeScope, scopeCondition, type ResumeScope } from './repository';
import { Nullable } from '../../http/kit';

export const tags = ['resumes'];
export const candidates: Access = {
  roles: staffRoles,
  permissions: ['access_all_candidate', 'access_uploaded_candidate'],
};
export const candidateRecord: Access = { ...candidates, tenant: true };
export const Id = Type.Integer({ minimum: 1 });
export const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/** Issues of a single child's body, named by its own fields (`value`, not `contact.value`). */
export const own = (issues: ValidationIssue[], prefix: string) =>
  issues.map((i) => ({ ...i, field: i.field.startsWith(`${prefix}.`) ? i.field.slice(prefix.length + 1) : i.field }));

export const Contact = Type.Object({ id: Type.Integer(), category: Type.Integer(), value: Type.String() });
export const WorkExperience = Type.Object({
  id: Type.Integer(),
  periodFrom: Type.String(),
  periodTo: Nullable(Type.String()),
  company: Type.String(),
  position: Type.String(),
  division: Nullable(Type.String()),
  duties: Nullable(Type.String()),
});
export const outcomes = ['applied', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export const AppliedJob = Type.Object({
  id: Type.Integer(),
  resumeId: Type.Integer(),
  jobId: Nullable(Type.Integer()),
  companyName: Nullable(Type.String()),
  position: Type.String(),
  appliedDate: Nullable(Type.String()),
  outcome: Type.String({ enum: [...outcomes] }),
  createdBy: Nullable(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export const appliedFields = {
  jobId: Type.Optional(Nullable(Id)),
  companyName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  position: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  appliedDate: Type.Optional(Nullable(Day)),
  outcome: Type.Optional(Type.String({ enum: [...outcomes] })),
};
export const AppliedJobBody = Type.Object(appliedFields, {
  additionalProperties: false,
  description: "One of the company's jobs (jobId), or a position elsewhere (companyName and position)",
});
export const AppliedJobPatch = Type.Object(appliedFields, { additionalProperties: false, minProperties: 1 });
export type AppliedJobBody = Static<typeof AppliedJobBody>;

export const Messenger = Type.Object(
  {
    type: Type.String({ enum: ['linkedin', 'facebook', 'twitter', 'skype', 'website', 'others'] }),
    value: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export const MessengersAnswer = Type.Object({ messengers: Type.Array(Messenger) });
export const TagsAnswer = Type.Object({ tags: Type.Array(Type.String()) });

/** A contact of a resume in the caller's scope (NO_RECORD_FOUND_FOR_ID for another tenant's or uploader's). */
export async function loadContact(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ contact: resumeContacts })
    .from(resumeContacts)
    .innerJoin(resumes, eq(resumes.id, resumeContacts.resumeId))
    .where(and(scopeCondition(scope), eq(resumeContacts.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.contact;
}

export async function loadWorkExperience(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ item: resumeWorkExperiences })
    .from(resumeWorkExperiences)
    .innerJoin(resumes, eq(resumes.id, resumeWorkExperiences.resumeId))
    .where(and(scopeCondition(scope), eq(resumeWorkExperiences.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.item;
}

export async function loadAppliedJob(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ item: resumeAppliedJobs })
    .from(resumeAppliedJobs)
    .innerJoin(resumes, eq(resumes.id, resumeAppliedJobs.resumeId))
    .where(and(scopeCondition(scope), eq(resumeAppliedJobs.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.item;
}

/** The resume row of the caller's scope, or RESUME_NOT_EXISTED (404). */
export async function scopedResume(db: Db, auth: AuthContext, id: number) {
  const scope = resumeScope(auth);
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, id)));
  if (!row) throw fail('RESUME_NOT_EXISTED');
  return { scope, row };
}

export const showApplied = (r: typeof resumeAppliedJobs.$inferSelect) => {
  const { companyId: _c, ...rest } = r;
  return {
    ...rest,
    outcome: r.outcome as (typeof outcomes)[number],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};

/**
 * The applied-job rule (docs/decisions/0101): a job of the caller's company, whose position is copied,
 * or an external position with its company name; the same company job only once per resume.
 */
export async function appliedValues(
  db: Db,
  scope: ResumeScope,
  resumeId: number,
  body: AppliedJobBody,
  current?: typeof resumeAppliedJobs.$inferSelect,
) {
  const jobId = body.jobId !== undefined ? body.jobId : (current?.jobId ?? null);
  if (jobId !== null) {
    const [job] = await db
      .select({ id: jobs.id, position: jobs.position })
      .from(jobs)
      .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.id, jobId)));
    if (!job) throw fail('JOB_NOT_EXISTED');
    if (jobId !== current?.jobId) {
      const [taken] = await db
        .select({ id: resumeAppliedJobs.id })
        .from(resumeAppliedJobs)
        .where(and(eq(resumeAppliedJobs.resumeId, resumeId), eq(resumeAppliedJobs.jobId, jobId)));
      if (taken) throw fail('JOBS_ALREADY_APPLIED');
    }
    return { jobId, companyName: null, position: job.position };
  }
  const companyName = body.companyName !== undefined ? body.companyName : (current?.companyName ?? null);
  const position = body.position !== undefined ? body.position : (current?.position ?? null);
  assertValid(validateRequired({ company: companyName, position }, ['company', 'position']));
  return { jobId: null, companyName: companyName!.trim(), position: position!.trim() };
}

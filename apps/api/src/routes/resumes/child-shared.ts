/* What the resume child routes of this folder share: access rules, schemas and checks. */
import { staffRoles, type ValidationIssue } from '@arms/domain';
import { Type, type Static } from 'typebox';
import type { Access } from '../../auth/access';
import type { resumeAppliedJobs } from '../../db/schema';
import { DateTime, Nullable } from '../../http/kit';

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
  createdAt: DateTime(),
  updatedAt: DateTime(),
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

export const showApplied = (r: typeof resumeAppliedJobs.$inferSelect) => {
  const { companyId: _c, ...rest } = r;
  return {
    ...rest,
    outcome: r.outcome as (typeof outcomes)[number],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
};

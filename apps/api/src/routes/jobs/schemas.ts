import { autoRepostFrequencies, contractDurationTypes, jobEditTypes, jobStatuses, publishStates } from '@arms/domain';
import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/kit';
import { RichText } from '../../http/rich-text';
import { JobRelationsBody } from './relation-bulk';

export const JobStatusRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  colour: Type.String(),
});

export const Job = Type.Object(
  {
    id: Type.Integer(),
    jobId: Type.Integer(),
    companyId: Type.Integer(),
    position: Type.String(),
    jobStatusId: Type.Integer(),
    jobStatus: JobStatusRef,
    publishState: Type.String(),
    vacancies: Type.Integer(),
    hiringType: Nullable(Type.Integer()),
    salaryMin: Nullable(Type.Number()),
    salaryMax: Nullable(Type.Number()),
    salaryCurrency: Nullable(Type.String()),
    salaryPeriod: Nullable(Type.Integer()),
    salaryNegotiable: Type.Boolean(),
    countryOfWork: Nullable(Type.String()),
    departmentId: Nullable(Type.Integer()),
    contactPersonId: Nullable(Type.Integer()),
    contractDuration: Nullable(Type.Integer()),
    contractDurationType: Nullable(Type.String()),
    skills: Type.Array(Type.String()),
    filter1: Nullable(Type.String()),
    filter2: Nullable(Type.String()),
    filter3: Nullable(Type.String()),
    specialty: Nullable(Type.String()),
    teamAssignment: Type.Array(Type.Integer()),
    postingExpiry: Nullable(DateTime()),
    warrantyPeriod: Nullable(Type.Integer()),
    description: Nullable(Type.String()),
    creditsUsed: Type.Integer(),
    /** How many nominations the job has (list answers only). */
    nominationCount: Type.Optional(Type.Integer({ minimum: 0 })),
    autoRepost: Type.Boolean(),
    postedAt: Nullable(DateTime()),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'Job' },
);

const Str = (max: number) => Type.String({ minLength: 1, maxLength: max });
const Opt = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Optional(Nullable(t));

/** Every editable field of a job (section 3); create requires position. */
export const jobFields = {
  jobStatusId: Type.Optional(Type.Integer({ enum: jobStatuses.items.map((i) => i.id) })),
  publishState: Type.Optional(Type.String({ enum: publishStates.items.map((i) => i.id) })),
  vacancies: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  hiringType: Opt(Type.Integer({ enum: [1, 2] })),
  salaryMin: Opt(Type.Number({ minimum: 0 })),
  salaryMax: Opt(Type.Number({ minimum: 0 })),
  salaryCurrency: Opt(Str(10)),
  salaryPeriod: Opt(Type.Integer({ enum: [1, 2, 3, 4] })),
  salaryNegotiable: Type.Optional(Type.Boolean()),
  countryOfWork: Opt(Str(100)),
  departmentId: Opt(Type.Integer({ minimum: 1 })),
  contactPersonId: Opt(Type.Integer({ minimum: 1 })),
  contractDuration: Opt(Type.Integer({ minimum: 1, maximum: 1000 })),
  contractDurationType: Opt(Type.String({ enum: contractDurationTypes.items.map((i) => i.id) })),
  skills: Type.Optional(Type.Array(Str(100), { maxItems: 100 })),
  filter1: Opt(Str(200)),
  filter2: Opt(Str(200)),
  filter3: Opt(Str(200)),
  specialty: Opt(Str(200)),
  teamAssignment: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })),
  postingExpiry: Opt(DateTime()),
  warrantyPeriod: Opt(Type.Integer({ minimum: 0, maximum: 3650 })),
  description: Opt(RichText({ maxLength: 50_000 })),
  autoRepost: Type.Optional(Type.Boolean()),
};
/** The job's relations, written with it in one transaction (issue 12). */
const relations = Type.Optional(JobRelationsBody);
export const CreateJobBody = Type.Object(
  { position: Str(200), ...jobFields, relations },
  { additionalProperties: false },
);
export const UpdateJobBody = Type.Object(
  { position: Type.Optional(Str(200)), ...jobFields, relations },
  { additionalProperties: false, minProperties: 1 },
);
export const DuplicateBody = Type.Object(
  {
    position: Str(200),
    departmentId: Opt(Type.Integer({ minimum: 1 })),
    excludeJobId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export const DuplicateResponse = Type.Object({ duplicate: Type.Boolean(), jobIds: Type.Array(Type.Integer()) });
export const JobHistory = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  editType: Type.String(),
  changes: Type.Record(Type.String(), Type.Unknown()),
  userId: Nullable(Type.Integer()),
  /** The author's first and last name; null when the account is gone. */
  userName: Nullable(Type.String()),
  createdAt: DateTime(),
});
export const HistoryQuery = Type.Object(
  {
    editType: Type.Optional(
      Type.Array(Type.String({ enum: jobEditTypes.ids }), { minItems: 1, maxItems: jobEditTypes.ids.length }),
    ),
  },
  { additionalProperties: false },
);
export const FrequencyBody = Type.Object(
  {
    frequency: Type.Optional(Type.Integer({ enum: autoRepostFrequencies.items.map((i) => i.id) })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const FrequencyResponse = Type.Object({
  companyId: Type.Integer(),
  frequency: Type.Integer(),
  active: Type.Boolean(),
});

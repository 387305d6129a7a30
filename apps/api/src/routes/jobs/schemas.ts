import { autoRepostFrequencies, contractDurationTypes, jobEditTypes, jobStatuses, publishStates } from '@arms/domain';
import { Type } from 'typebox';
import { RichText } from '../../http/rich-text';
import { JobRelationsBody } from './relations';

export const JobStatusRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  colour: Type.String(),
});

const N = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

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
    hiringType: N(Type.Integer()),
    salaryMin: N(Type.Number()),
    salaryMax: N(Type.Number()),
    salaryCurrency: N(Type.String()),
    salaryPeriod: N(Type.Integer()),
    salaryNegotiable: Type.Boolean(),
    countryOfWork: N(Type.String()),
    departmentId: N(Type.Integer()),
    contactPersonId: N(Type.Integer()),
    contractDuration: N(Type.Integer()),
    contractDurationType: N(Type.String()),
    skills: Type.Array(Type.String()),
    filter1: N(Type.String()),
    filter2: N(Type.String()),
    filter3: N(Type.String()),
    specialty: N(Type.String()),
    teamAssignment: Type.Array(Type.Integer()),
    postingExpiry: N(Type.String({ format: 'date-time' })),
    warrantyPeriod: N(Type.Integer()),
    description: N(Type.String()),
    creditsUsed: Type.Integer(),
    /** How many nominations the job has (list answers only). */
    nominationCount: Type.Optional(Type.Integer({ minimum: 0 })),
    autoRepost: Type.Boolean(),
    postedAt: N(Type.String({ format: 'date-time' })),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Job' },
);

const Str = (max: number) => Type.String({ minLength: 1, maxLength: max });
const Opt = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Optional(N(t));

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
  postingExpiry: Opt(Type.String({ format: 'date-time' })),
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
  userId: N(Type.Integer()),
  /** The author's first and last name; null when the account is gone. */
  userName: N(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
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

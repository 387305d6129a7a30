import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from '../../http/kit';

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Id = Type.Integer({ minimum: 1 });
const ShortText = Type.String({ maxLength: 200 });
const LongText = Type.String({ maxLength: 10_000 });

export const ContactInput = Type.Object(
  {
    category: Type.Integer({ enum: [1, 2, 3, 4], description: 'MobileNo 1, OfficeNo 2, Email 3, ContactNo 4' }),
    value: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const WorkExperienceInput = Type.Object(
  {
    periodFrom: Day,
    periodTo: Type.Optional(Nullable(Day)),
    company: Type.String({ minLength: 1, maxLength: 200 }),
    position: Type.String({ minLength: 1, maxLength: 200 }),
    division: Type.Optional(Nullable(ShortText)),
    duties: Type.Optional(Nullable(LongText)),
  },
  { additionalProperties: false },
);

export const RefereeInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    designation: Type.Optional(Nullable(ShortText)),
    company: Type.Optional(Nullable(ShortText)),
    email: Type.Optional(Nullable(ShortText)),
    phone: Type.Optional(Nullable(ShortText)),
  },
  { additionalProperties: false },
);

const Messenger = Type.Object(
  { type: Type.String({ enum: ['linkedin', 'facebook', 'twitter', 'skype', 'website', 'others'] }), value: ShortText },
  { additionalProperties: false },
);
const Reminder = Type.Object(
  { remindAt: DateTime(), note: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);

/** The resume's own fields (section 3), shared by the create and update bodies and the answer. */
const scalarFields = {
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  email: Nullable(Type.String({ maxLength: 200 })),
  salutation: Nullable(Type.String({ maxLength: 20 })),
  gender: Nullable(Type.String({ enum: ['male', 'female', 'undisclosed'] })),
  dob: Nullable(Day),
  motherTongue: Nullable(Type.String({ maxLength: 100 })),
  nationalityId: Nullable(Id),
  maritalStatusId: Nullable(Id),
  religion: Nullable(Type.String({ maxLength: 100 })),
  languages: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 30 }),
  contactHome: Nullable(ShortText),
  currentLocationId: Nullable(Id),
  residentialStatusId: Nullable(Id),
  educationalAward: Nullable(ShortText),
  instNameLoc: Nullable(ShortText),
  showImageInPdf: Type.Boolean(),
  salaryAmount: Nullable(Type.Number({ minimum: 0, maximum: 1e10 })),
  salaryFreq: Nullable(Type.Integer({ enum: [1, 2, 3, 4] })),
  salaryCurrency: Nullable(Type.String({ maxLength: 10 })),
  salaryIsSgd: Type.Boolean(),
  expSalaryAmount: Nullable(Type.Number({ minimum: 0, maximum: 1e10 })),
  expSalaryFreq: Nullable(Type.Integer({ enum: [1, 2, 3, 4] })),
  expSalaryCurrency: Nullable(Type.String({ maxLength: 10 })),
  expSalaryIsSgd: Type.Boolean(),
  expRmsIsNegotiable: Type.Boolean(),
  availability: Nullable(Type.Integer({ enum: [0, 14, 30, 60, 90] })),
  experienceMonths: Nullable(Type.Integer({ minimum: 0, maximum: 1200 })),
  lastEmploymentStatus: Nullable(Type.Integer({ enum: [1, 2, 3] })),
  skills: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 }),
  specialtyIds: Type.Array(Id, { maxItems: 50, description: 'At most 3 (checked as a domain rule)' }),
  sectorIds: Type.Array(Id, { maxItems: 100 }),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 }),
  messengers: Type.Array(Messenger, { maxItems: 20 }),
  reminders: Type.Array(Reminder, { maxItems: 100 }),
  remarks: Nullable(LongText),
  blacklistReason: Nullable(Type.String({ maxLength: 2000 })),
  flag: Nullable(Type.String({ enum: ['red', 'blue', 'grey'], description: 'Section 4 flags; null unflagged' })),
  hiringType: Nullable(Type.Integer({ enum: [1, 2, 3], description: '1 placement, 2 contract, 3 none' })),
  sourceChannelId: Nullable(Type.Integer({ minimum: 1, description: "One of the company's resume source channels" })),
};

const childFields = {
  contacts: Type.Array(ContactInput, { maxItems: 50 }),
  workExperiences: Type.Array(WorkExperienceInput, { maxItems: 100 }),
  referees: Type.Array(RefereeInput, { maxItems: 20 }),
};

const optional = <T extends Record<string, Parameters<typeof Type.Optional>[0]>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof T]: ReturnType<typeof Type.Optional<T[K]>>;
  };

const { firstName, ...otherScalars } = scalarFields;
export const CreateResumeBody = Type.Object(
  { firstName, ...optional(otherScalars), ...optional(childFields) },
  { additionalProperties: false },
);
export type CreateResumeBody = Static<typeof CreateResumeBody>;

export const UpdateResumeBody = Type.Object(
  { ...optional(scalarFields), ...optional(childFields) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateResumeBody = Static<typeof UpdateResumeBody>;

export const Resume = Type.Object(
  {
    id: Type.Integer(),
    companyId: Type.Integer(),
    createdBy: Nullable(Type.Integer()),
    ...scalarFields,
    firstName: Type.String(),
    photoPath: Nullable(Type.String()),
    cvName: Nullable(Type.String()),
    cvMimeType: Nullable(Type.String()),
    clonedFrom: Nullable(Type.Integer()),
    termAcceptedAt: Nullable(DateTime()),
    contacts: Type.Array(Type.Object({ id: Type.Integer(), category: Type.Integer(), value: Type.String() })),
    workExperiences: Type.Array(
      Type.Object({
        id: Type.Integer(),
        periodFrom: Type.String(),
        periodTo: Nullable(Type.String()),
        company: Type.String(),
        position: Type.String(),
        division: Nullable(Type.String()),
        duties: Nullable(Type.String()),
      }),
    ),
    referees: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        designation: Nullable(Type.String()),
        company: Nullable(Type.String()),
        email: Nullable(Type.String()),
        phone: Nullable(Type.String()),
        avatarPath: Nullable(Type.String()),
      }),
    ),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'Resume' },
);

/** One row of a resume list or search answer. */
export const ResumeSummary = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Nullable(Type.String()),
    dob: Nullable(Type.String()),
    currentLocationId: Nullable(Type.Integer()),
    nationalityId: Nullable(Type.Integer()),
    residentialStatusId: Nullable(Type.Integer()),
    experienceMonths: Nullable(Type.Integer()),
    skills: Type.Array(Type.String()),
    tags: Type.Array(Type.String()),
    flag: Nullable(Type.String({ enum: ['red', 'blue', 'grey'] })),
    createdBy: Nullable(Type.Integer()),
    updatedAt: DateTime(),
    rank: Type.Optional(Type.Number({ description: 'Relevance to the skills query (search only)' })),
  },
  { $id: 'ResumeSummary' },
);

const Band = (ids: string[]) => Type.Array(Type.String({ enum: ids }), { maxItems: ids.length });

export const SearchBody = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 2000, description: 'Boolean skills query (ADR 0020)' })),
    locationIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
    nationalityIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
    residentialStatusIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
    ageBands: Type.Optional(Band(['upTo25', 'from25To35', 'from35To45', 'from45To55', 'from55To65', 'above65'])),
    experienceBands: Type.Optional(
      Band(['upTo5', 'from5To10', 'from10To15', 'from15To20', 'from20To25', 'from25To30', 'above30']),
    ),
    keyword: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Words of the name or email, each must occur' }),
    ),
    ageMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 150, description: 'Age slider: at least (years)' })),
    ageMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 150, description: 'Age slider: at most (years)' })),
    experienceMin: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 100, description: 'Experience slider: at least (years)' }),
    ),
    experienceMax: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 100, description: 'Experience slider: at most (whole years)' }),
    ),
    salaryMin: Type.Optional(Type.Number({ minimum: 0 })),
    salaryMax: Type.Optional(Type.Number({ minimum: 0 })),
    salaryPeriod: Type.Optional(Type.Integer({ enum: [1, 2, 3, 4] })),
    availability: Type.Optional(
      Type.Integer({ enum: [0, 14, 30, 60, 90], description: 'Available within this many days' }),
    ),
    updatedWithinMonths: Type.Optional(Type.Integer({ enum: [3, 6, 12, 24] })),
    specialtyIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
    sectorIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
    flags: Type.Optional(
      Type.Array(Type.String({ enum: ['red', 'blue', 'grey'] }), { maxItems: 3, description: 'Any of these flags' }),
    ),
    sourceChannelIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    $limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    $sort: Type.Optional(
      Type.Object(
        {
          relevance: Type.Optional(Type.Integer({ enum: [1, -1] })),
          updatedAt: Type.Optional(Type.Integer({ enum: [1, -1] })),
          firstName: Type.Optional(Type.Integer({ enum: [1, -1] })),
          lastName: Type.Optional(Type.Integer({ enum: [1, -1] })),
        },
        { additionalProperties: false, maxProperties: 1 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type SearchBody = Static<typeof SearchBody>;

/** The answer of POST /resumes/search: a list page whose count stops at 1,000 (docs/decisions/0183). */
export const SearchAnswer = Type.Object({
  total: Type.Integer({
    minimum: 0,
    description: 'Matching resumes, counted exactly up to 1,000; with totalIsEstimate, at least this many',
  }),
  totalIsEstimate: Type.Boolean({
    description:
      'True when more than 1,000 resumes match: the count stopped at 1,000 (show "1,000+") and the relevance order ranks the newest 1,000 matches',
  }),
  limit: Type.Integer(),
  skip: Type.Integer({ minimum: 0 }),
  data: Type.Array(Type.Ref('ResumeSummary')),
});

export const DuplicateQuery = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.String({ maxLength: 50 })),
    firstName: Type.Optional(Type.String({ maxLength: 100 })),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    dob: Type.Optional(Day),
    excludeId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const DuplicateAnswer = Type.Object({
  isDuplicate: Type.Boolean(),
  matches: Type.Array(
    Type.Object({
      id: Type.Integer(),
      firstName: Type.String(),
      lastName: Type.String(),
      email: Nullable(Type.String()),
      dob: Nullable(Type.String()),
      matchedOn: Type.Array(Type.String({ enum: ['email', 'phone', 'nameAndDob'] })),
    }),
  ),
});

export const CompareBody = Type.Object(
  {
    jobSkills: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 }),
    resumeId: Type.Optional(Id),
    resumeSkills: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 })),
  },
  { additionalProperties: false },
);

export const CompareAnswer = Type.Object({
  matched: Type.Integer(),
  total: Type.Integer(),
  ratio: Type.Number(),
  verdict: Type.String({ enum: ['insufficient-criteria', 'suitable', 'not-suitable'] }),
  skills: Type.Array(Type.Object({ skill: Type.String(), matched: Type.Boolean() })),
});

export const CvParseAnswer = Type.Object({
  text: Type.String({ description: "The CV's text (at most 100,000 characters)" }),
  proposal: Type.Object({
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    skills: Type.Array(Type.String()),
    workExperiences: Type.Array(
      Type.Object({
        periodFrom: Type.String(),
        periodTo: Nullable(Type.String()),
        position: Type.String(),
        company: Type.String(),
      }),
    ),
  }),
});

const matchLimit = Type.Optional(Type.Integer({ minimum: 1, maximum: 200 }));

/** A job of the caller's company (its skills are read), or a skills list for a job not saved yet. */
export const AutoMatchBody = Type.Union([
  Type.Object({ jobId: Type.Integer({ minimum: 1 }), $limit: matchLimit }, { additionalProperties: false }),
  Type.Object(
    {
      jobSkills: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 200 }),
      $limit: matchLimit,
    },
    { additionalProperties: false },
  ),
]);

export const AutoMatchJobsBody = Type.Object(
  { resumeId: Type.Integer({ minimum: 1 }), $limit: matchLimit },
  { additionalProperties: false },
);

export const AutoMatchJobsAnswer = Type.Object({
  total: Type.Integer({ description: 'Open jobs of the company judged' }),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      position: Type.String(),
      skills: Type.Array(Type.String()),
      matched: Type.Integer(),
      total: Type.Integer(),
      ratio: Type.Number(),
      verdict: Type.String({ enum: ['insufficient-criteria', 'suitable', 'not-suitable'] }),
    }),
  ),
});

export const AutoMatchAnswer = Type.Object({
  total: Type.Integer({ description: 'Resumes judged (the best 1,000 holding any of the skills at most)' }),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      firstName: Type.String(),
      lastName: Type.String(),
      skills: Type.Array(Type.String()),
      rank: Type.Number(),
      matched: Type.Integer(),
      total: Type.Integer(),
      ratio: Type.Number(),
      verdict: Type.String({ enum: ['insufficient-criteria', 'suitable', 'not-suitable'] }),
    }),
  ),
});

/** POST resume/create (docs/decisions/0186): a resume with the duplicate check done by the server. */
export const CreateCheckedBody = Type.Object(
  {
    resume: CreateResumeBody,
    phone: Type.Optional(
      Type.String({ maxLength: 50, description: 'Also checked as a duplicate key (the contacts are too)' }),
    ),
    allowDuplicate: Type.Optional(
      Type.Boolean({ default: false, description: 'Save even when resumes of the same person exist' }),
    ),
  },
  { additionalProperties: false },
);
export type CreateCheckedBody = Static<typeof CreateCheckedBody>;

export const ResetTermBody = Type.Object(
  {
    resumeIds: Type.Optional(
      Type.Array(Id, { minItems: 1, maxItems: 1000, description: 'Only these resumes (default: all of the company)' }),
    ),
  },
  { additionalProperties: false },
);

export const AcceptTermBody = Type.Object(
  {
    acceptedAt: Type.Optional(
      DateTime({ description: 'When the candidate accepted the terms (not in the future); default now' }),
    ),
  },
  { additionalProperties: false },
);

export const SyncRmsUploadBody = Type.Object({ resumeId: Id, jobSeekerId: Id }, { additionalProperties: false });

export const EmailReminderInput = Type.Object(
  {
    remindAt: DateTime({ description: 'When to send it; in the future' }),
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    recipientId: Type.Optional(Type.Integer({ minimum: 1, description: 'A user of the company; default the caller' })),
  },
  { additionalProperties: false },
);
export type EmailReminderInput = Static<typeof EmailReminderInput>;

export const EmailReminder = Type.Object(
  {
    id: Type.Integer(),
    resumeId: Type.Integer(),
    remindAt: DateTime(),
    subject: Type.String(),
    note: Type.String(),
    recipientId: Type.Integer(),
    recipientName: Type.String(),
    createdBy: Nullable(Type.Integer()),
    createdAt: DateTime(),
    sentAt: Nullable(DateTime()),
  },
  { description: 'An email reminder of a resume' },
);

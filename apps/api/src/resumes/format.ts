import { Type, type Static } from 'typebox';

/** The sections a branded resume can show, in their default order (docs/decisions/0103). */
export const resumeFormatSections = [
  'details',
  'contacts',
  'skills',
  'languages',
  'workExperience',
  'education',
  'remarks',
] as const;
export type ResumeFormatSection = (typeof resumeFormatSections)[number];

/** The personal fields an employer can leave out of the branded resume. */
export const resumeFormatFields = [
  'gender',
  'dob',
  'nationality',
  'maritalStatus',
  'religion',
  'motherTongue',
  'salary',
  'expectedSalary',
  'availability',
  'email',
  'photo',
] as const;
export type ResumeFormatField = (typeof resumeFormatFields)[number];

const sectionTitles: Record<ResumeFormatSection, string> = {
  details: 'Personal details',
  contacts: 'Contacts',
  skills: 'Skills',
  languages: 'Languages',
  workExperience: 'Employment history',
  education: 'Education',
  remarks: 'Remarks',
};

export const ResumeFormat = Type.Object(
  {
    sections: Type.Array(Type.String({ enum: [...resumeFormatSections] }), {
      minItems: 1,
      maxItems: resumeFormatSections.length,
      uniqueItems: true,
      description: 'The sections shown, in this order; a section not named is left out',
    }),
    hiddenFields: Type.Array(Type.String({ enum: [...resumeFormatFields] }), {
      maxItems: resumeFormatFields.length,
      uniqueItems: true,
      description: 'Personal fields never printed (photo: never the photo, whatever the resume allows)',
    }),
    headerColour: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Colour of the name and titles, #RRGGBB' }),
    showLogo: Type.Boolean(),
    footerText: Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
      description: "Footer line; null prints the company's footer texts",
    }),
  },
  { additionalProperties: false },
);
export type ResumeFormat = Static<typeof ResumeFormat>;

export const ResumeFormatPatch = Type.Partial(ResumeFormat, { additionalProperties: false, minProperties: 1 });
export type ResumeFormatPatch = Static<typeof ResumeFormatPatch>;

/** A format to preview before saving it, on one of the company's resumes or on the sample candidate. */
export const ResumeFormatPreviewBody = Type.Object(
  {
    format: ResumeFormat,
    resumeId: Type.Optional(Type.Integer({ minimum: 1, description: "One of the company's resumes; none: a sample" })),
  },
  { additionalProperties: false },
);
export type ResumeFormatPreviewBody = Static<typeof ResumeFormatPreviewBody>;

/** The format of an employer who has not set one: the layout of ADR 0066, without remarks. */
export const defaultResumeFormat: ResumeFormat = {
  sections: ['details', 'contacts', 'skills', 'languages', 'workExperience', 'education'],
  hiddenFields: [],
  headerColour: '#1f2937',
  showLogo: true,
  footerText: null,
};

/** A stored format read leniently: unknown keys dropped, missing ones from the default. */
export function storedFormat(stored: Record<string, unknown> | null | undefined): ResumeFormat {
  return { ...defaultResumeFormat, ...(stored ?? {}) } as ResumeFormat;
}

/** One line of a branded section: `label: text`, or an entry heading with its detail below. */
export const BrandedItem = Type.Object({
  label: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  detail: Type.Union([Type.String(), Type.Null()]),
});
export type BrandedItem = Static<typeof BrandedItem>;

export const BrandedContent = Type.Object({
  company: Type.Object({ name: Type.String(), logoPath: Type.Union([Type.String(), Type.Null()]) }),
  headerColour: Type.String(),
  name: Type.String(),
  headline: Type.Array(Type.String()),
  showPhoto: Type.Boolean(),
  sections: Type.Array(
    Type.Object({
      key: Type.String({ enum: [...resumeFormatSections] }),
      title: Type.String(),
      style: Type.String({ enum: ['fields', 'text', 'entries'] }),
      items: Type.Array(BrandedItem),
    }),
  ),
  footer: Type.Array(Type.String()),
});
export type BrandedContent = Static<typeof BrandedContent>;

/** What the branded resume is made from: the stored resume with its children and looked-up names. */
export interface BrandedSource {
  company: { name: string; logoPath: string | null; footerTexts: string[] };
  resume: {
    firstName: string;
    lastName: string;
    email: string | null;
    gender: string | null;
    dob: string | null;
    nationality: string | null;
    maritalStatus: string | null;
    religion: string | null;
    motherTongue: string | null;
    salaryAmount: number | null;
    salaryCurrency: string | null;
    expSalaryAmount: number | null;
    expSalaryCurrency: string | null;
    availability: number | null;
    skills: string[];
    languages: string[];
    educationalAward: string | null;
    instNameLoc: string | null;
    remarks: string | null;
    showImageInPdf: boolean;
    photoPath: string | null;
  };
  contacts: Array<{ category: number; value: string }>;
  workExperiences: Array<{
    periodFrom: string;
    periodTo: string | null;
    position: string;
    company: string;
    duties: string | null;
  }>;
}

/**
 * The candidate the settings preview shows when the employer picks none of their resumes (ADR 0146): every
 * section and personal field filled, so each choice of the format visibly changes the preview.
 */
export const sampleResumeSource: Omit<BrandedSource, 'company'> = {
  resume: {
    firstName: 'Alex',
    lastName: 'Sample',
    email: 'alex.sample@example.com',
    gender: 'Prefer not to say',
    dob: '1990-01-01',
    nationality: 'Singaporean',
    maritalStatus: 'Single',
    religion: 'Not stated',
    motherTongue: 'English',
    salaryAmount: 6000,
    salaryCurrency: 'SGD',
    expSalaryAmount: 7000,
    expSalaryCurrency: 'SGD',
    availability: 30,
    skills: ['Project management', 'Stakeholder communication', 'Data analysis'],
    languages: ['English', 'Vietnamese'],
    educationalAward: 'Bachelor of Business Administration',
    instNameLoc: 'Example University, Singapore',
    remarks: 'Internal notes about the candidate appear here when the Remarks section is shown.',
    showImageInPdf: false,
    photoPath: null,
  },
  contacts: [{ category: 1, value: '+65 8000 0000' }],
  workExperiences: [
    {
      periodFrom: '2021-03-01',
      periodTo: null,
      position: 'Operations Manager',
      company: 'Example Logistics',
      duties: 'Leads a team of twelve and the regional delivery planning.',
    },
    {
      periodFrom: '2016-07-01',
      periodTo: '2021-02-01',
      position: 'Operations Analyst',
      company: 'Example Retail',
      duties: null,
    },
  ],
};

const contactLabels = ['', 'Mobile', 'Office', 'Email', 'Contact'];
const money = (currency: string | null, amount: number | null) =>
  amount === null ? null : `${currency ?? ''} ${amount}`.trim();
const availabilityText = (days: number | null) =>
  days === null ? null : days === 0 ? 'Immediately' : `Within ${days} days`;

/**
 * The branded resume as data (section 7 "resume/branded-format", section 9 "formatted"): the
 * employer's format picks the sections and their order, leaves out hidden fields and sets the colour.
 * The PDF is drawn from exactly this, so a preview shows what the download prints.
 */
export function brandedContent(source: BrandedSource, format: ResumeFormat): BrandedContent {
  const hidden = new Set<string>(format.hiddenFields);
  const { resume } = source;
  const field = (key: ResumeFormatField, label: string, value: string | null) =>
    hidden.has(key) || value === null || value === '' ? [] : [{ label, text: value, detail: null }];
  const build = (key: ResumeFormatSection): BrandedContent['sections'][number] | null => {
    const section = (style: 'fields' | 'text' | 'entries', items: BrandedItem[]) =>
      items.length === 0 ? null : { key, title: sectionTitles[key], style, items };
    switch (key) {
      case 'details':
        return section('fields', [
          ...field('gender', 'Gender', resume.gender),
          ...field('dob', 'Date of birth', resume.dob),
          ...field('nationality', 'Nationality', resume.nationality),
          ...field('maritalStatus', 'Marital status', resume.maritalStatus),
          ...field('religion', 'Religion', resume.religion),
          ...field('motherTongue', 'Mother tongue', resume.motherTongue),
          ...field('salary', 'Current salary', money(resume.salaryCurrency, resume.salaryAmount)),
          ...field('expectedSalary', 'Expected salary', money(resume.expSalaryCurrency, resume.expSalaryAmount)),
          ...field('availability', 'Availability', availabilityText(resume.availability)),
        ]);
      case 'contacts':
        return section('fields', [
          ...field('email', 'Email', resume.email),
          ...source.contacts
            .filter((c) => !(c.category === 3 && hidden.has('email')))
            .map((c) => ({ label: contactLabels[c.category] ?? 'Contact', text: c.value, detail: null })),
        ]);
      case 'skills':
        return section(
          'text',
          resume.skills.length ? [{ label: null, text: resume.skills.join(', '), detail: null }] : [],
        );
      case 'languages':
        return section(
          'text',
          resume.languages.length ? [{ label: null, text: resume.languages.join(', '), detail: null }] : [],
        );
      case 'workExperience':
        return section(
          'entries',
          source.workExperiences.map((w) => ({
            label: `${w.periodFrom.slice(0, 7)} - ${w.periodTo ? w.periodTo.slice(0, 7) : 'present'}`,
            text: [w.position, w.company].filter(Boolean).join(', '),
            detail: w.duties,
          })),
        );
      case 'education':
        return section(
          'entries',
          resume.educationalAward || resume.instNameLoc
            ? [{ label: null, text: resume.educationalAward ?? '', detail: resume.instNameLoc }]
            : [],
        );
      case 'remarks':
        return section('text', resume.remarks ? [{ label: null, text: resume.remarks, detail: null }] : []);
    }
  };
  return {
    company: { name: source.company.name, logoPath: format.showLogo ? source.company.logoPath : null },
    headerColour: format.headerColour,
    name: `${resume.firstName} ${resume.lastName}`.trim(),
    headline: source.workExperiences[0] ? [source.workExperiences[0].position] : [],
    showPhoto: resume.showImageInPdf && !hidden.has('photo') && resume.photoPath !== null,
    sections: format.sections.flatMap((key) => build(key as ResumeFormatSection) ?? []),
    footer: format.footerText !== null ? [format.footerText] : source.company.footerTexts,
  };
}

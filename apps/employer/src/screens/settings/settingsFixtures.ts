import type { components, paths } from '@arms/api-client';

type Company = components['schemas']['Company'];
type SourceChannel = components['schemas']['SourceChannel'];
type CompanySector = components['schemas']['CompanySector'];
type ResumeFormat = paths['/resume-format']['get']['responses'][200]['content']['application/json'];
type BrandedContent = paths['/resume-format/preview']['post']['responses'][200]['content']['application/json'];

/** Story data of the company settings screens, shaped by the OpenAPI types. */
export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    name: 'Lotus Engineering Pte. Ltd.',
    status: 1,
    companyUrl: 'lotus-engineering',
    imagePath: null,
    registrationNumber: '201912345K',
    agencyNumber: null,
    credits: 12,
    subscriptionStart: '2026-01-01T00:00:00.000Z',
    subscriptionEnd: '2026-12-31T00:00:00.000Z',
    featured: false,
    anonymousPosting: false,
    footerTexts: ['Lotus Engineering Pte. Ltd. · 1 Raffles Place, Singapore', 'EA licence 19C1234'],
    dataProtectionPolicy: '<p>We keep your data only as long as <strong>the hiring process</strong> needs it.</p>',
    website: 'https://lotus-demo.sg',
    email: 'careers@lotus-demo.sg',
    phone: '+65 6123 4567',
    address: '1 Raffles Place\n#20-01\nSingapore 048616',
    isView: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aSourceChannel(overrides: Partial<SourceChannel> = {}): SourceChannel {
  return {
    id: 1,
    name: 'LinkedIn',
    status: 1,
    order: 1,
    companyId: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aCompanyItem(overrides: Partial<CompanySector> = {}): CompanySector {
  return {
    id: 1,
    name: 'Green Buildings',
    status: 1,
    order: 0,
    companyId: 1,
    baseId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export const defaultFormat: ResumeFormat = {
  sections: ['details', 'contacts', 'skills', 'languages', 'workExperience', 'education'],
  hiddenFields: [],
  headerColour: '#1f2937',
  showLogo: true,
  footerText: null,
};

const sectionTitles = {
  details: 'Personal details',
  contacts: 'Contacts',
  skills: 'Skills',
  languages: 'Languages',
  workExperience: 'Employment history',
  education: 'Education',
  remarks: 'Remarks',
} as const;

/** What the API's preview answers for a format: the format's sections, colour and footer (as the API shapes them). */
export function brandedContentFor(format: ResumeFormat, name = 'Hoa Nguyễn'): BrandedContent {
  const hidden = new Set(format.hiddenFields);
  const items: Record<string, BrandedContent['sections'][number]['items']> = {
    details: [
      { label: 'Gender', text: 'female' },
      { label: 'Date of birth', text: '1992-04-02' },
      { label: 'Nationality', text: 'Vietnamese' },
    ]
      .filter(
        (i) => !(i.label === 'Gender' && hidden.has('gender')) && !(i.label === 'Date of birth' && hidden.has('dob')),
      )
      .map((i) => ({ ...i, detail: null })),
    contacts: [{ label: 'Mobile', text: '+84 90 123 4567', detail: null }],
    skills: [{ label: null, text: 'AutoCAD, Revit, Project planning', detail: null }],
    languages: [{ label: null, text: 'Vietnamese, English', detail: null }],
    workExperience: [{ label: '2020-01 - present', text: 'Site Engineer, Lotus', detail: 'Leads a site team.' }],
    education: [{ label: null, text: 'BEng Civil Engineering', detail: 'HCMUT' }],
    remarks: [{ label: null, text: 'Strong communicator', detail: null }],
  };
  return {
    company: { name: 'Lotus Engineering Pte. Ltd.', logoPath: null },
    headerColour: format.headerColour,
    name,
    headline: ['Site Engineer'],
    showPhoto: false,
    sections: format.sections.map((key) => ({
      key,
      title: sectionTitles[key],
      style:
        key === 'skills' || key === 'languages' || key === 'remarks'
          ? 'text'
          : key === 'details' || key === 'contacts'
            ? 'fields'
            : 'entries',
      items: items[key]!,
    })),
    footer:
      format.footerText !== null ? [format.footerText] : ['Lotus Engineering Pte. Ltd. · 1 Raffles Place, Singapore'],
  };
}

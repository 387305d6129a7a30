import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoCompanyName } from '../../../src/db/seed';
import { cvText } from '../../../src/resumes/cv-parse';
import { defaultResumeFormat } from '../../../src/resumes/format';
import { createCompany, createStaffUser } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let admin: { authorization: string };
let recruiter: { authorization: string };
let uploader: { authorization: string };
let other: { authorization: string };

const call = requester(() => ctx.app);

const candidate = {
  firstName: 'Linh',
  lastName: 'Trần',
  email: 'linh.format@example.vn',
  gender: 'female',
  dob: '1990-05-20',
  motherTongue: 'Vietnamese',
  languages: ['Vietnamese', 'English'],
  salaryAmount: 4000,
  salaryCurrency: 'SGD',
  expSalaryAmount: 5000,
  expSalaryCurrency: 'SGD',
  skills: ['TypeScript', 'PostgreSQL'],
  educationalAward: 'BSc Computer Science',
  instNameLoc: 'NUS, Singapore',
  remarks: 'Strong communicator',
  contacts: [{ category: 1, value: '+65 9123 4567' }],
  workExperiences: [
    { periodFrom: '2019-01-01', periodTo: '2023-01-01', company: 'Grab', position: 'Senior Developer' },
  ],
};

async function brandedText(id: number, who = admin) {
  const res = await call('GET', `/download-cv/company-user/${id}?isBrandedFormat=true`, who);
  expect(res.statusCode).toBe(200);
  return { text: await cvText(res.rawPayload, 'application/pdf'), pdf: res.rawPayload };
}

/** The PDF's page content streams, inflated, to find the colour operators pdfkit wrote (`r g b scn`). */
function contentStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      out += inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      // Not a deflated stream (fonts may be stored otherwise).
    }
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const probe = await call('POST', '/resumes', admin, { firstName: 'Probe' });
  const companyId = probe.json().companyId as number;
  const r = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: ['access_all_candidate'] });
  recruiter = await login(ctx.app, r.email, r.password);
  const u = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: ['access_uploaded_candidate'] });
  uploader = await login(ctx.app, u.email, u.password);
  const company = await createCompany(db, { name: 'Format Other Tenant' });
  const o = await createStaffUser(db, { roles: ['account_admin'], companyId: company.id });
  other = await login(ctx.app, o.email, o.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given the resume format setting', () => {
  it('should answer the default format until the account administrator sets one', async () => {
    const res = await call('GET', '/resume-format', recruiter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaultResumeFormat);
  });

  it('should let only the account administrator change it, validated', async () => {
    expect((await call('PATCH', '/resume-format', recruiter, { showLogo: false })).statusCode).toBe(403);
    for (const bad of [
      { sections: ['skills', 'hobbies'] },
      { sections: ['skills', 'skills'] },
      { sections: [] },
      { hiddenFields: ['shoeSize'] },
      { headerColour: 'red' },
      { footerText: 'x'.repeat(501) },
      { unknown: true },
      {},
    ]) {
      const res = await call('PATCH', '/resume-format', admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    }
    const changed = await call('PATCH', '/resume-format', other, { headerColour: '#00ff00' });
    expect(changed.json().headerColour).toBe('#00ff00');
    // Another employer's format is theirs alone.
    expect((await call('GET', '/resume-format', admin)).json().headerColour).toBe(defaultResumeFormat.headerColour);
  });
});

describe('given a branded resume', () => {
  it("should print the default format's sections in order and leave remarks out", async () => {
    const resume = (await call('POST', '/resumes', admin, candidate)).json();
    const { text } = await brandedText(resume.id);
    expect(text).toContain('Linh Trần');
    expect(text).toContain('Date of birth: 1990-05-20');
    expect(text).toContain('Current salary: SGD 4000');
    const order = ['Personal details', 'Contacts', 'Skills', 'Languages', 'Employment history', 'Education'];
    const positions = order.map((title) => text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain('Strong communicator');
  });

  it("should follow the employer's sections, order, hidden fields, colour and footer", async () => {
    const format = {
      sections: ['workExperience', 'languages', 'skills', 'details', 'remarks'],
      hiddenFields: ['dob', 'salary', 'expectedSalary', 'email'],
      headerColour: '#ff0000',
      showLogo: false,
      footerText: 'Confidential: Lotus Engineering',
    };
    const saved = await call('PATCH', '/resume-format', admin, format);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(format);
    expect((await call('GET', '/resume-format', recruiter)).json()).toEqual(format);
    const resume = (await call('POST', '/resumes', admin, { ...candidate, email: 'linh.hidden@example.vn' })).json();

    const { text, pdf } = await brandedText(resume.id);
    for (const absent of [
      '1990-05-20',
      'Date of birth',
      'SGD 4000',
      'SGD 5000',
      'linh.hidden@example.vn',
      'Contacts',
      'Education',
      'BSc Computer Science',
      '+65 9123 4567',
    ]) {
      expect(text, absent).not.toContain(absent);
    }
    const order = ['Employment history', 'Languages', 'Skills', 'Personal details', 'Remarks'];
    const positions = order.map((title) => text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Mother tongue: Vietnamese');
    expect(text).toContain('Strong communicator');
    expect(text).toContain('Confidential: Lotus Engineering');
    expect(contentStreams(pdf)).toMatch(/(^|\s)1 0 0 scn(\s|$)/m);

    const preview = await call('GET', `/resume/branded-format/${resume.id}`, recruiter);
    expect(preview.statusCode).toBe(200);
    const content = preview.json();
    expect(content.headerColour).toBe('#ff0000');
    expect(content.company.logoPath).toBeNull();
    expect(content.footer).toEqual(['Confidential: Lotus Engineering']);
    expect(content.sections.map((s: { key: string }) => s.key)).toEqual(format.sections);
    expect(content.sections[3].items).toEqual([
      { label: 'Gender', text: 'female', detail: null },
      { label: 'Mother tongue', text: 'Vietnamese', detail: null },
    ]);
    expect(content.sections[0].items).toEqual([
      { label: '2019-01 - 2023-01', text: 'Senior Developer, Grab', detail: null },
    ]);
  });

  it("should answer 404 for another company's resume and a colleague's upload to an uploader", async () => {
    const resume = (await call('POST', '/resumes', admin, { firstName: 'Private' })).json();
    expect((await call('GET', `/resume/branded-format/${resume.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/resume/branded-format/${resume.id}`, uploader)).statusCode).toBe(404);
    const own = (await call('POST', '/resumes', uploader, { firstName: 'Mine' })).json();
    expect((await call('GET', `/resume/branded-format/${own.id}`, uploader)).statusCode).toBe(200);
  });
});

describe('given a format previewed before it is saved', () => {
  const proposed = {
    sections: ['skills', 'details'],
    hiddenFields: ['gender'],
    headerColour: '#0055aa',
    showLogo: true,
    footerText: 'Preview footer',
  };

  it("should apply the proposed format to one of the company's resumes without saving it", async () => {
    const before = (await call('GET', '/resume-format', admin)).json();
    const resume = (await call('POST', '/resumes', admin, { ...candidate, email: 'linh.preview@example.vn' })).json();
    const res = await call('POST', '/resume-format/preview', admin, { format: proposed, resumeId: resume.id });
    expect(res.statusCode).toBe(200);
    const content = res.json();
    expect(content.name).toBe('Linh Trần');
    expect(content.headerColour).toBe('#0055aa');
    expect(content.footer).toEqual(['Preview footer']);
    expect(content.sections.map((s: { key: string }) => s.key)).toEqual(['skills', 'details']);
    expect(content.sections[1].items.map((i: { label: string }) => i.label)).not.toContain('Gender');
    expect((await call('GET', '/resume-format', admin)).json()).toEqual(before);
  });

  it("should preview the sample candidate with the company's own name when no resume is chosen", async () => {
    const res = await call('POST', '/resume-format/preview', admin, { format: { ...proposed, footerText: null } });
    expect(res.statusCode).toBe(200);
    const content = res.json();
    expect(content.name).toBe('Alex Sample');
    expect(content.company.name).toBe(demoCompanyName);
    expect(content.sections.map((s: { key: string }) => s.key)).toEqual(['skills', 'details']);
  });

  it('should refuse a bad format, a staff member, and another company resume', async () => {
    const bad = await call('POST', '/resume-format/preview', admin, { format: { ...proposed, headerColour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
    expect((await call('POST', '/resume-format/preview', recruiter, { format: proposed })).statusCode).toBe(403);
    const resume = (await call('POST', '/resumes', admin, { firstName: 'Elsewhere' })).json();
    expect(
      (await call('POST', '/resume-format/preview', other, { format: proposed, resumeId: resume.id })).statusCode,
    ).toBe(404);
  });
});

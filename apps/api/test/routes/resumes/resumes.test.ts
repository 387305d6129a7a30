import { skillsToTsVector } from '@arms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, resumes } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { searchConditions } from '../../../src/routes/resumes/repository';
import { createCompany, createJob, createStaffUser, multipart, pdfDocument, pngImage } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let admin: { authorization: string };
let other: { authorization: string };
let uploader: { authorization: string; userId: number };
let companyId: number;

type Json = Record<string, unknown>;
const call = requester(() => ctx.app);
/** The links the API answers carry their full path (`/api/files/...`): sent as they are. */
const follow = requester(() => ctx.app, { prefix: '' });

async function create(body: Json, who = admin): Promise<Json & { id: number }> {
  const res = await call('POST', '/resumes', who, body);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const company = await createCompany(ctx.database.db, { name: 'Resume Other Tenant' });
  const o = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
  other = await login(ctx.app, o.email, o.password);
  const probe = await create({ firstName: 'Probe' });
  companyId = probe.companyId as number;
  await call('DELETE', `/resumes/${probe.id}`, admin);
  const u = await createStaffUser(ctx.database.db, {
    roles: ['hr_staff'],
    companyId,
    permissions: ['access_uploaded_candidate'],
  });
  uploader = { ...(await login(ctx.app, u.email, u.password)), userId: u.id };
});
afterAll(async () => {
  await ctx?.close();
});

const full = {
  firstName: 'Linh',
  lastName: 'Trần',
  email: 'linh.tran@example.vn',
  salutation: 'Ms.',
  gender: 'female',
  dob: '1990-05-20',
  motherTongue: 'Vietnamese',
  languages: ['Vietnamese', 'English'],
  showImageInPdf: true,
  expSalaryAmount: 5000,
  expSalaryFreq: 3,
  expSalaryCurrency: 'SGD',
  availability: 30,
  experienceMonths: 96,
  skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'C++'],
  specialtyIds: [1, 2],
  sectorIds: [5],
  tags: ['hot'],
  messengers: [{ type: 'linkedin', value: 'linh-tran' }],
  reminders: [{ remindAt: '2026-12-01T09:00:00.000Z', note: 'Call back' }],
  remarks: 'Strong back-end profile',
  contacts: [
    { category: 1, value: '+84 912 345 678' },
    { category: 3, value: 'Linh.Personal@example.vn' },
  ],
  workExperiences: [
    { periodFrom: '2018-01-01', periodTo: '2021-06-30', company: 'FPT', position: 'Developer', duties: 'APIs' },
    {
      periodFrom: '2021-07-01',
      periodTo: '2024-12-31',
      company: 'Grab',
      position: 'Senior Developer',
      division: 'Payments',
    },
  ],
  referees: [{ name: 'Minh Pham', designation: 'CTO', email: 'minh@example.vn' }],
};

describe('given the resumes resource', () => {
  it('should create a resume with every child and read it back', async () => {
    const created = await create(full);
    expect(created).toMatchObject({
      firstName: 'Linh',
      lastName: 'Trần',
      languages: ['Vietnamese', 'English'],
      skills: full.skills,
      specialtyIds: [1, 2],
      messengers: full.messengers,
      expSalaryAmount: 5000,
    });
    expect(created.contacts).toHaveLength(2);
    expect(created.workExperiences).toMatchObject([{ company: 'FPT' }, { company: 'Grab', periodTo: '2024-12-31' }]);
    expect(created.referees).toMatchObject([{ name: 'Minh Pham' }]);
    expect(created).not.toHaveProperty('skillsVector');
    const read = (await call('GET', `/resumes/${created.id}`, admin)).json();
    expect(read).toEqual(created);
  });

  it('should update fields, replace a given child list whole and keep the others', async () => {
    const created = await create({ ...full, email: 'patch@example.vn' });
    const res = await call('PATCH', `/resumes/${created.id}`, admin, {
      remarks: 'Updated',
      contacts: [{ category: 2, value: '6123 4567' }],
      skills: ['Go'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.remarks).toBe('Updated');
    expect(body.contacts).toMatchObject([{ category: 2, value: '6123 4567' }]);
    expect(body.workExperiences).toHaveLength(2);
    const found = (await call('POST', '/resumes/search', admin, { query: 'go' })).json();
    expect(found.data.map((r: Json) => r.id)).toContain(created.id);
  });

  it('should clone a resume with its children, and delete one', async () => {
    const created = await create({ ...full, email: 'clone@example.vn' });
    const res = await call('POST', '/resume/clone', admin, { resumeId: created.id });
    expect(res.statusCode).toBe(201);
    const clone = res.json();
    expect(clone.id).not.toBe(created.id);
    expect(clone).toMatchObject({ firstName: 'Linh', clonedFrom: created.id, skills: full.skills });
    expect(clone.contacts).toHaveLength(2);
    expect((await call('POST', '/resume/clone', admin, { resumeId: 999999 })).json().error).toBe(
      'ORIGINAL_RESUME_NOT_FOUND',
    );
    expect((await call('DELETE', `/resumes/${clone.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/resumes/${clone.id}`, admin)).statusCode).toBe(404);
  });

  it.each([
    ['a first name with a symbol', { firstName: 'Li@nh' }],
    ['more than 3 specialties', { firstName: 'A', specialtyIds: [1, 2, 3, 4] }],
    ['an email contact that is no email', { firstName: 'A', contacts: [{ category: 3, value: 'nope' }] }],
    [
      'a work experience ending before it starts',
      {
        firstName: 'A',
        workExperiences: [{ periodFrom: '2020-01-01', periodTo: '2019-01-01', company: 'X', position: 'Y' }],
      },
    ],
    ['an unknown field', { firstName: 'A', bogus: 1 }],
    ['a salary period out of the list', { firstName: 'A', expSalaryFreq: 9 }],
  ])('should refuse %s with a 400 catalogue error', async (_name, body) => {
    const res = await call('POST', '/resumes', admin, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it("should answer 404 for another employer's resume", async () => {
    const created = await create({ firstName: 'Hidden' });
    for (const [method, payload] of [['GET'], ['PATCH', { remarks: 'x' }], ['DELETE']] as const) {
      const res = await call(method, `/resumes/${created.id}`, other, payload);
      expect(res.statusCode).toBe(404);
    }
    const list = (await call('GET', '/resumes?$limit=200', other)).json();
    expect(list.data.some((r: Json) => r.id === created.id)).toBe(false);
  });

  it('should show access_uploaded_candidate staff only the resumes they uploaded', async () => {
    const mine = await create({ firstName: 'Uploaded', skills: ['Kotlin'] }, uploader);
    const notMine = await create({ firstName: 'Foreign', skills: ['Kotlin'] });
    const list = (await call('GET', '/resumes?$limit=200', uploader)).json();
    expect(list.data.map((r: Json) => r.id)).toEqual([mine.id]);
    expect((await call('GET', `/resumes/${notMine.id}`, uploader)).statusCode).toBe(404);
    const search = (await call('POST', '/resumes/search', uploader, { query: 'kotlin' })).json();
    expect(search.data.map((r: Json) => r.id)).toEqual([mine.id]);
    const all = (await call('POST', '/resumes/search', admin, { query: 'kotlin' })).json();
    expect(all.total).toBe(2);
  });

  it('should page and sort only the uploads of access_uploaded_candidate staff, with their total', async () => {
    const first = await create({ firstName: 'Scoped', lastName: 'Zed' }, uploader);
    const second = await create({ firstName: 'Scoped', lastName: 'Abe' }, uploader);
    await create({ firstName: 'Scoped', lastName: 'Mid' });
    const own = await call('GET', '/resumes?firstName=Scoped&$limit=1&$sort[lastName]=1', uploader);
    expect(own.json()).toMatchObject({ total: 2, data: [{ id: second.id }] });
    const next = await call('GET', '/resumes?firstName=Scoped&$limit=1&$skip=1&$sort[lastName]=1', uploader);
    expect(next.json()).toMatchObject({ total: 2, data: [{ id: first.id }] });
    const past = await call('GET', '/resumes?firstName=Scoped&$limit=1&$skip=2&$sort[lastName]=1', uploader);
    expect(past.json()).toMatchObject({ total: 2, data: [] });
    const everyone = (await call('GET', '/resumes?firstName=Scoped&$limit=1&$sort[lastName]=-1', admin)).json();
    expect(everyone).toMatchObject({ total: 3, data: [{ id: first.id }] });
  });

  it('should upload and remove the avatar and the CV, checking the type by content', async () => {
    const created = await create({ firstName: 'Files' });
    const png = multipart('me.png', await pngImage(200, 200), 'image/png');
    const avatar = await call('POST', `/upload-avatar/${created.id}`, admin, png);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.json().photoPath).toMatch(/^resume-photos\/.+\.png$/);
    const link = (await call('GET', `/resumes/${created.id}/avatar`, admin)).json<{ url: string }>();
    const photo = await follow('GET', link.url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const cv = multipart('cv.pdf', pdfDocument('CV'), 'application/pdf');
    const uploaded = await call('POST', `/upload-cv/${created.id}`, admin, cv);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ cvName: 'cv.pdf', cvMimeType: 'application/pdf' });
    const notCv = multipart('cv.pdf', await pngImage(200, 200));
    const refused = await call('POST', `/upload-cv/${created.id}`, admin, notCv);
    expect(refused.statusCode).toBe(400);
    expect((await call('DELETE', `/remove-cv/${created.id}`, admin)).json().cvName).toBeNull();
    expect((await call('DELETE', `/remove-avatar/${created.id}`, admin)).json().photoPath).toBeNull();
    expect((await call('GET', `/resumes/${created.id}/avatar`, admin)).json()).toMatchObject({
      error: 'FILE_NOT_EXISTED',
    });
  });
});

describe('given POST /resumes/search', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const now = new Date();
    const year = now.getUTCFullYear();
    const mk = async (name: string, extra: Json) => (await create({ firstName: name, tags: ['search'], ...extra })).id;
    ids = {
      java: await mk('Javan', {
        skills: ['Java', 'Spring Boot', 'AWS'],
        dob: `${year - 30}-01-01`,
        experienceMonths: 60,
        currentLocationId: 1,
        expSalaryAmount: 6000,
        expSalaryFreq: 3,
        availability: 14,
        sectorIds: [7],
      }),
      python: await mk('Pythia', {
        skills: ['Python', 'Django', 'AWS'],
        dob: `${year - 50}-01-01`,
        experienceMonths: 250,
        currentLocationId: 2,
        expSalaryAmount: 9000,
        expSalaryFreq: 3,
        availability: 90,
        specialtyIds: [3],
      }),
      both: await mk('Polly', {
        skills: ['Java', 'Python', 'Amazon Web Services (AWS)', 'Java EE', 'Java 17'],
        dob: `${year - 24}-06-01`,
        experienceMonths: 12,
        currentLocationId: 1,
        expSalaryAmount: 3000,
        expSalaryFreq: 3,
        availability: 0,
      }),
    };
  });
  const search = async (body: Json) => {
    const res = await call('POST', '/resumes/search', admin, { tags: ['search'], ...body });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; data: Array<{ id: number; rank: number }> };
  };
  const idsOf = async (body: Json) => (await search(body)).data.map((r) => r.id).sort();

  it.each([
    ['java AND aws', ['java', 'both']],
    ['java OR python', ['java', 'python', 'both']],
    ['aws NOT java', ['python']],
    ['"spring boot"', ['java']],
    ['pyth*', ['python', 'both']],
    ['(java OR django) AND NOT python', ['java']],
  ])('should find %s', async (query, expected) => {
    expect(await idsOf({ query })).toEqual(expected.map((k) => ids[k]).sort());
  });

  it('should rank by relevance: more occurrences first', async () => {
    const page = await search({ query: 'java' });
    expect(page.data[0]!.id).toBe(ids.both);
    expect(page.data[0]!.rank).toBeGreaterThan(page.data[1]!.rank);
  });

  it.each([
    [{ locationIds: [1] }, ['java', 'both']],
    [{ ageBands: ['upTo25'] }, ['both']],
    [{ ageBands: ['from45To55', 'from25To35'] }, ['java', 'python']],
    [{ experienceBands: ['above30', 'from20To25'] }, ['python']],
    [{ salaryMin: 4000, salaryMax: 8000, salaryPeriod: 3 }, ['java']],
    [{ availability: 14 }, ['java', 'both']],
    [{ specialtyIds: [3] }, ['python']],
    [{ sectorIds: [7] }, ['java']],
    [{ updatedWithinMonths: 3 }, ['java', 'python', 'both']],
    [{ query: 'aws', locationIds: [2] }, ['python']],
  ])('should filter with %j', async (filters, expected) => {
    expect(await idsOf(filters)).toEqual(expected.map((k) => ids[k]).sort());
  });

  it('should page and sort', async () => {
    const page = await search({ $limit: 2, $skip: 1, $sort: { firstName: 1 } });
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.id)).toEqual([ids.both, ids.python]);
  });

  it.each([
    ['java AND (python', 'unbalanced-parenthesis'],
    ['java AND', 'missing-operand'],
    ['"java', 'unclosed-quote'],
  ])('should answer WRONG_SEARCH_FORMAT with the position for %s', async (query, reason) => {
    const res = await call('POST', '/resumes/search', admin, { query });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('WRONG_SEARCH_FORMAT');
    expect(body.details[0]).toMatchObject({ field: 'query', code: reason });
    expect(typeof body.details[0].params.position).toBe('number');
  });

  it('should use the GIN index, not a full scan of resumes, for a skills query (EXPLAIN)', async () => {
    const db = ctx.database.db;
    await db.execute(sql`
      insert into resumes (company_id, first_name, skills, skills_vector)
      select ${companyId}, 'Bulk ' || g, array['Skill' || (g % 500), 'Common'],
             ('''skill' || (g % 500) || ''':1 ''common'':4')::tsvector
      from generate_series(1, 20000) g`);
    await db.execute(sql`analyze resumes`);
    expect(skillsToTsVector(['Skill7', 'Common'])).toBe("'skill7':1 'common':4");
    const { where } = searchConditions({ companyId }, { query: 'skill7 OR skill8' }, new Date());
    const query = db.select({ id: resumes.id }).from(resumes).where(where);
    const plan = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    // The skills GIN (docs/decisions/0202: skills words, tags and window keys).
    expect(text).toMatch(/Bitmap Index Scan on resumes_search_window_idx/);
    expect(text).not.toMatch(/Seq Scan on resumes/);
    const res = await call('POST', '/resumes/search', admin, { query: 'skill7 OR skill8', $limit: 200 });
    expect(res.json().total).toBe(80);
  });
});

describe('given the duplicate check and the skills comparison', () => {
  let original: Json & { id: number };
  beforeAll(async () => {
    original = await create({
      firstName: 'Duy',
      lastName: 'Nguyen',
      dob: '1988-03-03',
      email: 'duy@example.vn',
      contacts: [{ category: 1, value: '+84 (90) 111-2222' }],
      skills: ['Java', 'Spring', 'SQL', 'Docker', 'Kubernetes'],
    });
  });
  const check = async (query: string, who = admin) => {
    const res = await call('GET', `/resume/check-duplicate?${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json() as { isDuplicate: boolean; matches: Array<{ id: number; matchedOn: string[] }> };
  };

  it.each([
    ['email=DUY%40example.vn', ['email']],
    ['phone=84901112222', ['phone']],
    ['firstName=duy&lastName=NGUYEN&dob=1988-03-03', ['nameAndDob']],
    ['email=duy%40example.vn&phone=%2B84%2090%20111%202222', ['email', 'phone']],
  ])('should name the matching resume for %s', async (query, matchedOn) => {
    const answer = await check(query);
    expect(answer.isDuplicate).toBe(true);
    expect(answer.matches).toEqual([expect.objectContaining({ id: original.id, matchedOn })]);
  });

  it('should not match on name without the same date of birth, itself, or another employer', async () => {
    expect((await check('firstName=Duy&lastName=Nguyen&dob=1988-03-04')).isDuplicate).toBe(false);
    expect((await check(`email=duy%40example.vn&excludeId=${original.id}`)).isDuplicate).toBe(false);
    expect((await check('email=duy%40example.vn', other)).isDuplicate).toBe(false);
  });

  it('should compare a job skills list with a resume skills', async () => {
    const res = await call('POST', '/resume/compare-criteria-skill', admin, {
      resumeId: original.id,
      jobSkills: ['Java', 'Spring', 'SQL', 'Docker', 'Go'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ matched: 4, total: 5, verdict: 'not-suitable' });
    expect(res.json().skills).toContainEqual({ skill: 'Go', matched: false });
    const ranked = await call('POST', '/resume/auto-match-job', admin, {
      jobSkills: ['Java', 'Spring', 'SQL', 'Docker', 'Kubernetes'],
    });
    expect(ranked.statusCode).toBe(200);
    expect(ranked.json().data[0]).toMatchObject({ id: original.id, matched: 5, verdict: 'suitable' });
    const theirs = (await call('POST', '/resume/auto-match-job', other, { jobSkills: ['Kubernetes'] })).json();
    expect(theirs.data.some((r: Json) => r.id === original.id)).toBe(false);
    // A saved job: its skills are read; another company's job is not found.
    const job = await createJob(ctx.database.db, { companyId, position: 'Backend Engineer' });
    await ctx.database.db
      .update(jobs)
      .set({ skills: ['Java', 'Spring', 'SQL', 'Docker', 'Kubernetes'] })
      .where(eq(jobs.id, job.id));
    const byJob = await call('POST', '/resume/auto-match-job', admin, { jobId: job.id });
    expect(byJob.json().data[0]).toMatchObject({ id: original.id, matched: 5, verdict: 'suitable' });
    expect((await call('POST', '/resume/auto-match-job', other, { jobId: job.id })).statusCode).toBe(404);
    // And the other way round: the company's open jobs ranked for one resume.
    const jobsFor = await call('POST', '/jobs/auto-match-resume', admin, { resumeId: original.id });
    expect(jobsFor.statusCode).toBe(200);
    expect(jobsFor.json().data[0]).toMatchObject({ id: job.id, matched: 5, total: 5, verdict: 'suitable' });
    expect((await call('POST', '/jobs/auto-match-resume', other, { resumeId: original.id })).statusCode).toBe(404);
    const other404 = await call('POST', '/resume/compare-criteria-skill', other, {
      resumeId: original.id,
      jobSkills: [],
    });
    expect(other404.statusCode).toBe(404);
  });
});

async function pdfCv(lines: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const line of lines) doc.text(line);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function docxCv(lines: string[]): Promise<Buffer> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const doc = new Document({
    sections: [{ children: lines.map((l) => new Paragraph({ children: [new TextRun(l)] })) }],
  });
  return Packer.toBuffer(doc);
}

describe('given CV parsing', () => {
  const upload = async (id: number, name: string, content: Buffer) => {
    const form = multipart(name, content);
    return call('POST', `/upload-cv/${id}`, admin, form);
  };

  it('should propose a resume from a PDF CV', async () => {
    const resume = await create({ firstName: 'Pending' });
    const pdf = await pdfCv([
      'Curriculum Vitae',
      'Alice Tan',
      'alice.tan@example.sg | +65 9123 4567',
      'Skills: TypeScript, Node.js, PostgreSQL, Docker, Spring Boot',
      'Experience',
      'Jan 2019 - Present Senior Engineer at Shopee',
      '2015 - 2018 Developer, DBS Bank',
    ]);
    expect((await upload(resume.id, 'alice.pdf', pdf)).statusCode).toBe(200);
    const res = await call('POST', '/resume/parsing-cv', admin, { resumeId: resume.id });
    expect(res.statusCode).toBe(200);
    const { text, proposal } = res.json();
    expect(text).toContain('Alice Tan');
    expect(proposal).toMatchObject({
      firstName: 'Alice',
      lastName: 'Tan',
      email: 'alice.tan@example.sg',
      phone: '+65 9123 4567',
      workExperiences: [
        { periodFrom: '2019-01-01', periodTo: null, position: 'Senior Engineer', company: 'Shopee' },
        { periodFrom: '2015-01-01', periodTo: '2018-01-01', position: 'Developer', company: 'DBS Bank' },
      ],
    });
    expect(proposal.skills).toEqual(
      expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Spring Boot']),
    );
    expect(proposal.skills).not.toContain('Java');
  });

  it('should propose a resume from a DOCX CV in Vietnamese', async () => {
    const resume = await create({ firstName: 'Pending' });
    const docx = await docxCv([
      'Nguyễn Thị Hương',
      'Email: huong.nguyen@example.vn',
      'Điện thoại: 0912 345 678',
      'Kỹ năng: Python, Django, Machine Learning, Tiếng Anh',
      '03/2020 - nay Kỹ sư dữ liệu tại VNG',
    ]);
    const uploaded = await upload(resume.id, 'huong.docx', docx);
    expect(uploaded.statusCode).toBe(200);
    const res = await call('POST', '/resume/parsing-cv', admin, { resumeId: resume.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().proposal).toMatchObject({
      firstName: 'Nguyễn',
      lastName: 'Thị Hương',
      email: 'huong.nguyen@example.vn',
      phone: '0912 345 678',
      skills: ['Python', 'Django', 'Machine Learning'],
      workExperiences: [{ periodFrom: '2020-03-01', periodTo: null, position: 'Kỹ sư dữ liệu', company: 'VNG' }],
    });
  });

  it('should answer DOWNLOAD_FAILED for a CV it cannot read and keep the file', async () => {
    const resume = await create({ firstName: 'Pending' });
    expect((await upload(resume.id, 'empty.pdf', pdfDocument('no text here'))).statusCode).toBe(200);
    const res = await call('POST', '/resume/parsing-cv', admin, { resumeId: resume.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('DOWNLOAD_FAILED');
    expect((await call('GET', `/resumes/${resume.id}`, admin)).json().cvName).toBe('empty.pdf');
    const none = await create({ firstName: 'NoCv' });
    expect((await call('POST', '/resume/parsing-cv', admin, { resumeId: none.id })).json().error).toBe(
      'FILE_NOT_EXISTED',
    );
  });
});

describe('given seed:demo resumes', () => {
  it('should seed realistic resumes with children that the search finds exactly as the domain matcher', async () => {
    const db = ctx.database.db;
    const { seedDemoResumes } = await import('../../../src/db/seed-resumes');
    const { matchesBooleanQuery } = await import('@arms/domain');
    const before = (await call('GET', '/resumes?$limit=1', admin)).json().total as number;
    await seedDemoResumes(db, { count: 600, batchSize: 250, seed: 3 });
    expect((await call('GET', '/resumes?$limit=1', admin)).json().total).toBe(before + 600);
    const rows = (await db.execute(sql`select id, skills from resumes where company_id = ${companyId}`)) as unknown as {
      rows: Array<{ id: number; skills: string[] }>;
    };
    for (const query of ['java AND (spring* OR aws)', '"machine learning" OR python', 'sales NOT negotiation']) {
      const expected = rows.rows.filter((r) => matchesBooleanQuery(query, r.skills)).length;
      const res = await call('POST', '/resumes/search', admin, { query, $limit: 1 });
      expect(res.json().total).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    }
    const [latest] = (await call('GET', '/resumes?$limit=1&$sort[id]=-1', admin)).json().data as Array<{ id: number }>;
    const detail = (await call('GET', `/resumes/${latest!.id}`, admin)).json();
    expect(detail.contacts).toHaveLength(2);
    expect(detail.workExperiences.length).toBeGreaterThanOrEqual(1);
    expect(detail.skills.length).toBeGreaterThanOrEqual(3);
  });
});

describe('given GET /download-cv/company-user/:id', () => {
  it('should answer the uploaded CV as it is in the original format', async () => {
    const resume = await create({ firstName: 'Original' });
    const form = multipart('mine.pdf', pdfDocument('original bytes'));
    await call('POST', `/upload-cv/${resume.id}`, admin, form);
    const res = await call('GET', `/download-cv/company-user/${resume.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdfDocument('original bytes'))).toBe(true);
    const none = await create({ firstName: 'None' });
    expect((await call('GET', `/download-cv/company-user/${none.id}`, admin)).json().error).toBe('FILE_NOT_EXISTED');
  });

  it("should build the employer's branded PDF, with the photo only when showImageInPdf", async () => {
    const { cvText } = await import('../../../src/resumes/cv-parse');
    const png = multipart('me.png', await pngImage(200, 200), 'image/png');
    const pdfs: Buffer[] = [];
    for (const showImageInPdf of [true, false]) {
      const resume = await create({ ...full, email: `brand${String(showImageInPdf)}@example.vn`, showImageInPdf });
      await call('POST', `/upload-avatar/${resume.id}`, admin, png);
      const res = await call('GET', `/download-cv/company-user/${resume.id}?isBrandedFormat=true`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      pdfs.push(res.rawPayload);
    }
    const text = await cvText(pdfs[0]!, 'application/pdf');
    expect(text).toContain('Linh Trần');
    expect(text).toContain('Lotus Engineering');
    expect(text).toMatch(/TypeScript, Node\.js, PostgreSQL, C\+\+/);
    expect(text).toContain('Senior Developer, Grab');
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(pdfs[0]!)).toBeGreaterThan(images(pdfs[1]!));
  });
});

describe('given mother tongues', () => {
  it('should list them, read one and propose one for a nationality', async () => {
    const list = (await call('GET', '/resumes/mothertongues', admin)).json();
    const vietnamese = { id: 2, code: 'vi', name: 'Vietnamese', vn: 'Tiếng Việt' };
    expect(list.data).toContainEqual(vietnamese);
    expect((await call('GET', '/resumes/mothertongues/2', admin)).json()).toEqual(vietnamese);
    expect((await call('GET', '/resumes/mothertongues/999', admin)).statusCode).toBe(404);
    const vn = await call('POST', '/resumes/auto-fill-mother-tongue', admin, { nationalityId: 2 });
    expect(vn.json()).toEqual({ motherTongue: vietnamese });
    const none = await call('POST', '/resumes/auto-fill-mother-tongue', admin, { nationalityId: 999999 });
    expect(none.json()).toEqual({ motherTongue: null });
  });
});

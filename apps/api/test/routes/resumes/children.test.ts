import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeHistories, sectors } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createJob, createStaffUser, multipart, pngImage } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let admin: { authorization: string };
let colleague: { authorization: string; userId: number };
let uploader: { authorization: string; userId: number };
let other: { authorization: string };
let companyId: number;
let otherCompanyId: number;

type Json = Record<string, unknown> & { id: number };
const call = requester(() => ctx.app);
/** The links the API answers carry their full path (`/api/files/...`): sent as they are. */
const follow = requester(() => ctx.app, { prefix: '' });

async function create(body: object, who: { authorization: string } = admin): Promise<Json> {
  const res = await call('POST', '/resumes', who, body);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

async function historyOf(resumeId: number) {
  return ctx.database.db.select().from(resumeHistories).where(eq(resumeHistories.resumeId, resumeId));
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const probe = await create({ firstName: 'Probe' });
  companyId = probe.companyId as number;
  await call('DELETE', `/resumes/${probe.id}`, admin);
  const c = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: ['access_all_candidate'] });
  colleague = { ...(await login(ctx.app, c.email, c.password)), userId: c.id };
  const u = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: ['access_uploaded_candidate'] });
  uploader = { ...(await login(ctx.app, u.email, u.password)), userId: u.id };
  const company = await createCompany(db, { name: 'Children Other Tenant' });
  otherCompanyId = company.id;
  const o = await createStaffUser(db, { roles: ['account_admin'], companyId: company.id });
  other = await login(ctx.app, o.email, o.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given resume tags', () => {
  it('should suggest the company tags by prefix in any case, most used first, limited', async () => {
    await create({ firstName: 'Tagone', tags: ['Java', 'JavaScript', 'Hot lead'] });
    await create({ firstName: 'Tagtwo', tags: ['javascript', 'Jakarta'] });
    await create({ firstName: 'Tagthree', tags: ['JavaScript'] });
    await create({ firstName: 'Foreign', tags: ['JavaFX'] }, other);
    const res = await call('POST', '/resumes/match-tag', admin, { prefix: 'JA' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ tag: string; count: number }>;
    expect(data[0]).toEqual({ tag: 'JavaScript', count: 3 });
    expect(data.map((d) => d.tag.toLowerCase()).sort()).toEqual(['jakarta', 'java', 'javascript']);
    const limited = await call('POST', '/resumes/match-tag', admin, { prefix: 'ja', $limit: 1 });
    expect(limited.json().data).toHaveLength(1);
    expect((await call('POST', '/resumes/match-tag', admin, { prefix: '%' })).json().data).toEqual([]);
  });

  it("should suggest to access_uploaded_candidate staff only their own resumes' tags", async () => {
    await create({ firstName: 'Mine', tags: ['Uploader only'] }, uploader);
    const mine = await call('POST', '/resumes/match-tag', uploader, { prefix: 'u' });
    expect(mine.json().data).toEqual([{ tag: 'Uploader only', count: 1 }]);
    expect((await call('POST', '/resumes/match-tag', uploader, { prefix: 'java' })).json().data).toEqual([]);
  });

  it('should add a tag once whatever its case, remove it, and record both', async () => {
    const resume = await create({ firstName: 'Tagged', tags: ['Keep'] });
    const added = await call('POST', `/resumes/${resume.id}/tags`, admin, { tag: ' Urgent ' });
    expect(added.statusCode).toBe(200);
    expect(added.json().tags).toEqual(['Keep', 'Urgent']);
    expect((await call('POST', `/resumes/${resume.id}/tags`, admin, { tag: 'URGENT' })).json().tags).toEqual([
      'Keep',
      'Urgent',
    ]);
    const removed = await call('DELETE', `/resumes/${resume.id}/tags?tag=urgent`, admin);
    expect(removed.json().tags).toEqual(['Keep']);
    expect((await call('DELETE', `/resumes/${resume.id}/tags?tag=urgent`, admin)).statusCode).toBe(404);
    const actions = (await historyOf(resume.id)).map((h) => `${h.action}:${h.fields.join()}`);
    expect(actions).toEqual(expect.arrayContaining(['add:tags', 'remove:tags']));
    expect((await call('POST', `/resumes/${resume.id}/tags`, other, { tag: 'x' })).statusCode).toBe(404);
  });
});

describe('given contacts', () => {
  it('should find other resumes holding an email as their email or an email contact', async () => {
    const main = await create({ firstName: 'Main', email: 'Shared@Example.com' });
    const viaContact = await create({ firstName: 'Contact', contacts: [{ category: 3, value: 'shared@example.com' }] });
    await create({ firstName: 'Elsewhere', email: 'shared@example.com' }, other);
    const res = await call('GET', '/resumes/contacts/check-email?email=%20SHARED@example.com', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      exists: true,
      resumes: [
        { id: main.id, firstName: 'Main', lastName: '' },
        { id: viaContact.id, firstName: 'Contact', lastName: '' },
      ],
    });
    const excluded = await call(
      'GET',
      `/resumes/contacts/check-email?email=shared@example.com&excludeResumeId=${main.id}`,
      admin,
    );
    expect(excluded.json().resumes.map((r: Json) => r.id)).toEqual([viaContact.id]);
    const none = await call('GET', '/resumes/contacts/check-email?email=nobody@example.com', admin);
    expect(none.json()).toEqual({ exists: false, resumes: [] });
    // An uploader only learns about resumes they can reach.
    const scoped = await call('GET', '/resumes/contacts/check-email?email=shared@example.com', uploader);
    expect(scoped.json()).toEqual({ exists: false, resumes: [] });
  });

  it('should add, change and delete one contact with the contact rule, keeping the duplicate key', async () => {
    const resume = await create({ firstName: 'Reachable' });
    const bad = await call('POST', `/resumes/${resume.id}/contacts`, admin, { category: 3, value: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'value', code: 'domain.validation.email.invalid', params: {} }]);
    const badPhone = await call('POST', `/resumes/${resume.id}/contacts`, admin, { category: 1, value: 'call me' });
    expect(badPhone.json().details[0].code).toBe('domain.validation.contact.phone');
    const added = await call('POST', `/resumes/${resume.id}/contacts`, admin, { category: 1, value: '+65 9123 4567' });
    expect(added.statusCode).toBe(201);
    const contact = added.json();
    expect(contact).toMatchObject({ category: 1, value: '+65 9123 4567' });
    const dup = await call('GET', '/resume/check-duplicate?phone=6591234567', admin);
    expect(dup.json().matches.map((m: Json) => m.id)).toContain(resume.id);
    const changed = await call('PATCH', `/resume/contacts/${contact.id}`, admin, {
      category: 3,
      value: 'reach@example.com',
    });
    expect(changed.json()).toEqual({ id: contact.id, category: 3, value: 'reach@example.com' });
    const byEmail = await call('GET', '/resumes/contacts/check-email?email=reach@example.com', admin);
    expect(byEmail.json().resumes.map((r: Json) => r.id)).toEqual([resume.id]);
    expect((await call('PATCH', `/resume/contacts/${contact.id}`, admin, { category: 2 })).statusCode).toBe(400);
    expect((await call('PATCH', `/resume/contacts/${contact.id}`, other, { value: 'x@example.com' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/resume/contacts/${contact.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/resume/contacts/${contact.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/resumes/${resume.id}`, admin)).json().contacts).toEqual([]);
    const fields = (await historyOf(resume.id)).filter((h) => h.fields.includes('contacts')).map((h) => h.action);
    expect(fields.sort()).toEqual(['add', 'remove', 'update']);
  });

  it("should keep access_uploaded_candidate staff out of a colleague's resume contacts", async () => {
    const colleagues = await create({ firstName: 'Colleagues', contacts: [{ category: 1, value: '91234567' }] });
    const contactId = ((await call('GET', `/resumes/${colleagues.id}`, admin)).json().contacts[0] as Json).id;
    expect(
      (await call('POST', `/resumes/${colleagues.id}/contacts`, uploader, { category: 1, value: '81234567' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/resume/contacts/${contactId}`, uploader, { value: '81234567' })).statusCode).toBe(
      404,
    );
    const own = await create({ firstName: 'Own' }, uploader);
    expect(
      (await call('POST', `/resumes/${own.id}/contacts`, uploader, { category: 1, value: '81234567' })).statusCode,
    ).toBe(201);
  });
});

describe('given messengers, sectors and specialties', () => {
  it('should add, change and remove messengers by position with the messenger rule', async () => {
    const resume = await create({ firstName: 'Social' });
    const add = await call('POST', `/resumes/${resume.id}/messengers`, admin, { type: 'skype', value: 'linh.tran' });
    expect(add.statusCode).toBe(201);
    const site = await call('POST', `/resumes/${resume.id}/messengers`, admin, { type: 'website', value: 'not a url' });
    expect(site.json().details).toEqual([{ field: 'value', code: 'domain.validation.url.invalid', params: {} }]);
    const blank = await call('POST', `/resumes/${resume.id}/messengers`, admin, { type: 'linkedin', value: ' ' });
    expect(blank.json().details[0].code).toBe('domain.validation.required.socialMedia');
    await call('POST', `/resumes/${resume.id}/messengers`, admin, {
      type: 'website',
      value: 'https://linh.example.vn',
    });
    const changed = await call('PATCH', `/resumes/${resume.id}/messengers`, admin, { index: 0, value: 'linh.t' });
    expect(changed.json().messengers).toEqual([
      { type: 'skype', value: 'linh.t' },
      { type: 'website', value: 'https://linh.example.vn' },
    ]);
    expect((await call('PATCH', `/resumes/${resume.id}/messengers`, admin, { index: 5, value: 'x' })).statusCode).toBe(
      404,
    );
    const removed = await call('DELETE', `/resumes/${resume.id}/messengers?index=0`, admin);
    expect(removed.json().messengers).toEqual([{ type: 'website', value: 'https://linh.example.vn' }]);
    expect((await call('GET', `/resumes/${resume.id}`, admin)).json().messengers).toHaveLength(1);
    expect((await call('DELETE', `/resumes/${resume.id}/messengers?index=0`, other)).statusCode).toBe(404);
  });

  it('should add existing sectors only, and at most 3 specialties', async () => {
    const [sector] = await ctx.database.db.select({ id: sectors.id }).from(sectors).limit(1);
    const resume = await create({ firstName: 'Sectors' });
    const added = await call('POST', `/resumes/${resume.id}/sectors`, admin, { sectorId: sector!.id });
    expect(added.json()).toEqual({ sectorIds: [sector!.id] });
    expect((await call('POST', `/resumes/${resume.id}/sectors`, admin, { sectorId: 999999 })).json().error).toBe(
      'SECTOR_NOT_EXISTED',
    );
    expect((await call('DELETE', `/resumes/${resume.id}/sectors?sectorId=${sector!.id}`, admin)).json()).toEqual({
      sectorIds: [],
    });
    for (const id of [11, 12, 13]) await call('POST', `/resumes/${resume.id}/specialties`, admin, { specialtyId: id });
    const fourth = await call('POST', `/resumes/${resume.id}/specialties`, admin, { specialtyId: 14 });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().details).toEqual([
      { field: 'specialtyIds', code: 'domain.validation.specialties.tooMany', params: { max: 3 } },
    ]);
    const again = await call('POST', `/resumes/${resume.id}/specialties`, admin, { specialtyId: 12 });
    expect(again.json()).toEqual({ specialtyIds: [11, 12, 13] });
    expect((await call('DELETE', `/resumes/${resume.id}/specialties?specialtyId=12`, admin)).json()).toEqual({
      specialtyIds: [11, 13],
    });
    expect((await call('DELETE', `/resumes/${resume.id}/specialties?specialtyId=12`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/resumes/${resume.id}/specialties`, other, { specialtyId: 1 })).statusCode).toBe(404);
  });
});

describe('given work experiences', () => {
  it('should add, change and delete one with the period rule', async () => {
    const resume = await create({ firstName: 'Worker' });
    const reversed = await call('POST', `/resumes/${resume.id}/work-experiences`, admin, {
      periodFrom: '2020-01-01',
      periodTo: '2019-01-01',
      company: 'Grab',
      position: 'Engineer',
    });
    expect(reversed.json().details[0].code).toBe('domain.validation.period.fromNotBeforeTo');
    const open = await call('POST', `/resumes/${resume.id}/work-experiences`, admin, {
      periodFrom: '2020-01-01',
      company: 'Grab',
      position: 'Engineer',
    });
    expect(open.json().details[0].code).toBe('domain.validation.required.periodTo');
    const added = await call('POST', `/resumes/${resume.id}/work-experiences`, admin, {
      periodFrom: '2019-01-01',
      periodTo: '2021-06-30',
      company: 'Grab',
      position: 'Engineer',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;
    const bad = await call('PATCH', `/resume/work-experiences/${id}`, admin, { periodTo: '2018-01-01' });
    expect(bad.statusCode).toBe(400);
    const changed = await call('PATCH', `/resume/work-experiences/${id}`, admin, { position: 'Lead Engineer' });
    expect(changed.json()).toMatchObject({ id, position: 'Lead Engineer', company: 'Grab', periodTo: '2021-06-30' });
    expect((await call('PATCH', `/resume/work-experiences/${id}`, other, { position: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', `/resume/work-experiences/${id}`, uploader, { position: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/resume/work-experiences/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/resumes/${resume.id}`, admin)).json().workExperiences).toEqual([]);
    const actions = (await historyOf(resume.id)).filter((h) => h.fields.includes('workExperiences'));
    expect(actions.map((h) => h.action).sort()).toEqual(['add', 'remove', 'update']);
  });
});

describe('given applied jobs', () => {
  it("should record the company's job or an external position, once per job, and list them", async () => {
    const resume = await create({ firstName: 'Applicant' });
    const job = await createJob(ctx.database.db, { companyId, position: 'Site Engineer' });
    const foreignJob = await createJob(ctx.database.db, { companyId: otherCompanyId, position: 'Foreign' });
    const own = await call('POST', `/resumes/${resume.id}/applied-jobs`, admin, {
      jobId: job.id,
      appliedDate: '2026-01-10',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      jobId: job.id,
      position: 'Site Engineer',
      companyName: null,
      outcome: 'applied',
    });
    const twice = await call('POST', `/resumes/${resume.id}/applied-jobs`, admin, { jobId: job.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('JOBS_ALREADY_APPLIED');
    const foreign = await call('POST', `/resumes/${resume.id}/applied-jobs`, admin, { jobId: foreignJob.id });
    expect(foreign.json().error).toBe('JOB_NOT_EXISTED');
    const missing = await call('POST', `/resumes/${resume.id}/applied-jobs`, admin, { position: 'Analyst' });
    expect(missing.json().details).toEqual([
      { field: 'company', code: 'domain.validation.required.company', params: {} },
    ]);
    const external = await call('POST', `/resumes/${resume.id}/applied-jobs`, admin, {
      companyName: 'Shopee',
      position: 'Analyst',
      appliedDate: '2026-02-01',
      outcome: 'interviewing',
    });
    expect(external.statusCode).toBe(201);
    const externalId = external.json().id as number;
    const changed = await call('PATCH', `/resume/applied-jobs/${externalId}`, admin, { outcome: 'rejected' });
    expect(changed.json()).toMatchObject({ companyName: 'Shopee', position: 'Analyst', outcome: 'rejected' });
    const list = await call('GET', `/resumes/${resume.id}/applied-jobs`, admin);
    expect(list.json().data.map((a: Json) => a.position)).toEqual(['Analyst', 'Site Engineer']);
    expect((await call('GET', `/resumes/${resume.id}/applied-jobs`, other)).statusCode).toBe(404);
    expect((await call('PATCH', `/resume/applied-jobs/${externalId}`, other, { outcome: 'hired' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/resumes/${resume.id}/applied-jobs`, uploader)).statusCode).toBe(404);
    expect((await call('DELETE', `/resume/applied-jobs/${externalId}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/resumes/${resume.id}/applied-jobs`, admin)).json().data).toHaveLength(1);
  });
});

describe('given histories and updated logs', () => {
  it('should record only the fields an update changes, and nothing for a form saved as it was', async () => {
    const resume = await create({
      firstName: 'Unchanged',
      lastName: 'Nguyễn Văn',
      dob: '1990-05-01',
      salaryAmount: 2500,
      salaryCurrency: 'SGD',
      salaryFreq: 3,
      skills: ['AutoCAD'],
      specialtyIds: [],
      contacts: [{ category: 1, value: '+84 912 345 678' }],
      workExperiences: [{ periodFrom: '2019-03-01', periodTo: '2024-06-01', company: 'Sông Đà', position: 'Engineer' }],
    });
    const stored = (await call('GET', `/resumes/${resume.id}`, admin)).json();
    const asTheFormSendsIt = {
      firstName: stored.firstName,
      lastName: stored.lastName,
      dob: stored.dob,
      salaryAmount: stored.salaryAmount,
      salaryCurrency: stored.salaryCurrency,
      salaryFreq: stored.salaryFreq,
      skills: stored.skills,
      specialtyIds: stored.specialtyIds,
      email: stored.email,
      contacts: stored.contacts.map(({ category, value }: Json) => ({ category, value })),
      workExperiences: stored.workExperiences.map(
        ({ periodFrom, periodTo, company, position, division, duties }: Json) => ({
          periodFrom,
          periodTo,
          company,
          position,
          division,
          duties,
        }),
      ),
    };
    const historyOf = async () => (await call('GET', `/resumes/${resume.id}/histories`, admin)).json().data as Json[];
    const before = (await historyOf()).length;
    expect((await call('PATCH', `/resumes/${resume.id}`, admin, asTheFormSendsIt)).statusCode).toBe(200);
    expect(await historyOf()).toHaveLength(before);
    const changed = await call('PATCH', `/resumes/${resume.id}`, admin, {
      ...asTheFormSendsIt,
      salaryAmount: 2800,
      contacts: [...asTheFormSendsIt.contacts, { category: 3, value: 'unchanged@example.vn' }],
    });
    expect(changed.statusCode).toBe(200);
    const [latest] = await historyOf();
    expect(latest).toMatchObject({ action: 'update', fields: ['contacts', 'salaryAmount'] });
  });

  it("should page a resume's history with user names, and let only the author edit a log's note", async () => {
    const resume = await create({ firstName: 'Logged' });
    await call('POST', `/resumes/${resume.id}/tags`, colleague, { tag: 'Reviewed' });
    const log = await call('POST', '/resume/updated-logs', colleague, { resumeId: resume.id, note: 'Called, keen' });
    expect(log.statusCode).toBe(201);
    expect(log.json()).toMatchObject({ action: 'reviewed', note: 'Called, keen', userName: 'Test User' });
    const page = await call('GET', `/resumes/${resume.id}/histories?$limit=2`, admin);
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().data.map((h: Json) => h.action)).toEqual(['reviewed', 'add']);
    const last = await call('GET', `/resumes/${resume.id}/histories?$limit=2&$skip=2`, admin);
    expect(last.json().data).toMatchObject([{ action: 'create', userName: 'Meiling Tan' }]);
    const logId = log.json().id as number;
    const notAuthor = await call('PATCH', `/resume/updated-logs/${logId}`, admin, { note: 'Overwrite' });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().error).toBe('USER_NOT_ALLOWED');
    const edited = await call('PATCH', `/resume/updated-logs/${logId}`, colleague, { note: 'Called twice' });
    expect(edited.json()).toMatchObject({ id: logId, note: 'Called twice' });
    expect(edited.json().noteUpdatedAt).not.toBeNull();
    const createRow = last.json().data[0].id as number;
    expect((await call('PATCH', `/resume/updated-logs/${createRow}`, admin, { note: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `/resumes/${resume.id}/histories`, other)).statusCode).toBe(404);
    expect((await call('GET', `/resumes/${resume.id}/histories`, uploader)).statusCode).toBe(404);
    expect((await call('POST', '/resume/updated-logs', other, { resumeId: resume.id, note: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/resume/updated-logs/${logId}`, other, { note: 'x' })).statusCode).toBe(404);
  });
});

describe('given referee contacts', () => {
  it('should list, read, add, change and delete referees of the company only', async () => {
    const resume = await create({ firstName: 'Referred', referees: [{ name: 'Zed Old', company: 'Acme' }] });
    const bad = await call('POST', '/referrals', admin, { resumeId: resume.id, name: 'Amy', email: 'nope' });
    expect(bad.json().details).toEqual([{ field: 'email', code: 'domain.validation.email.invalid', params: {} }]);
    const created = await call('POST', '/referrals', admin, {
      resumeId: resume.id,
      name: 'Amy Boss',
      designation: 'Director',
      email: 'amy@acme.example',
      phone: '+65 6123 4567',
    });
    expect(created.statusCode).toBe(201);
    const amy = created.json();
    expect(amy).toMatchObject({ resumeId: resume.id, resumeName: 'Referred', name: 'Amy Boss', hasAvatar: false });
    const list = await call('POST', '/referrals/list', admin, { resumeId: resume.id });
    expect(list.json()).toMatchObject({ total: 2, data: [{ name: 'Amy Boss' }, { name: 'Zed Old' }] });
    const search = await call('POST', '/referrals/list', admin, { search: 'ACME' });
    expect(
      search
        .json()
        .data.map((r: Json) => r.name)
        .sort(),
    ).toEqual(['Amy Boss', 'Zed Old']);
    // Another company naming this resume learns nothing of it: 404 as for a resume that does not exist (issue 19).
    const foreign = await call('POST', '/referrals/list', other, { resumeId: resume.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('RESUME_NOT_EXISTED');
    expect((await call('POST', '/referrals/list', other, {})).json().total).toBe(0);
    expect((await call('GET', `/referrals/${amy.id}`, admin)).json()).toEqual(amy);
    const changed = await call('PATCH', `/referrals/${amy.id}`, admin, { designation: 'CEO' });
    expect(changed.json().designation).toBe('CEO');
    expect((await call('PATCH', `/referrals/${amy.id}`, admin, { phone: 'none' })).statusCode).toBe(400);
    expect((await call('GET', `/referrals/${amy.id}`, other)).statusCode).toBe(404);
    expect((await call('PATCH', `/referrals/${amy.id}`, other, { name: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/referrals', other, { resumeId: resume.id, name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/referrals/${amy.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/referrals/${amy.id}`, admin)).statusCode).toBe(404);
    expect(
      (await historyOf(resume.id))
        .filter((h) => h.action !== 'create' && h.fields.includes('referees'))
        .map((h) => h.action)
        .sort(),
    ).toEqual(['add', 'remove', 'update']);
  });

  it('should need access_all_candidate (section 2), not access_uploaded_candidate', async () => {
    const own = await create({ firstName: 'Uploaded', referees: [{ name: 'Ref' }] }, uploader);
    const refId = ((await call('GET', `/resumes/${own.id}`, uploader)).json().referees[0] as Json).id;
    expect((await call('POST', '/referrals/list', uploader, {})).statusCode).toBe(403);
    expect((await call('GET', `/referrals/${refId}`, uploader)).statusCode).toBe(403);
    expect((await call('GET', `/referrals/${refId}`, colleague)).statusCode).toBe(200);
  });

  it('should take an image avatar of the minimum size, serve it by a signed link, and remove it', async () => {
    const resume = await create({ firstName: 'Avatar', referees: [{ name: 'Pic Ref' }] });
    const refId = ((await call('GET', `/resumes/${resume.id}`, admin)).json().referees[0] as Json).id;
    expect((await call('GET', `/referrals/${refId}/avatar`, admin)).json().error).toBe('FILE_NOT_EXISTED');
    const upload = async (file: ReturnType<typeof multipart>, who = admin) =>
      call('POST', `/upload-avatar-referee/${refId}`, who, file);
    const small = await upload(multipart('small.png', await pngImage(20, 20), 'image/png'));
    expect(small.statusCode).toBe(400);
    expect(small.json().details[0].code).toBe('domain.validation.image.tooSmall');
    const fake = await upload(multipart('fake.png', Buffer.from('not an image at all'), 'image/png'));
    expect(fake.statusCode).toBe(400);
    const png = await pngImage(120, 120);
    expect((await upload(multipart('me.png', png, 'image/png'), other)).statusCode).toBe(404);
    const ok = await upload(multipart('me.png', png, 'image/png'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().hasAvatar).toBe(true);
    const link = await call('GET', `/referrals/${refId}/avatar`, admin);
    expect(link.statusCode).toBe(200);
    const file = await follow('GET', link.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', `/referrals/${refId}/avatar`, other)).statusCode).toBe(404);
    const removed = await call('DELETE', `/remove-avatar-referee/${refId}`, admin);
    expect(removed.json().hasAvatar).toBe(false);
    expect((await follow('GET', link.json().url)).statusCode).toBe(404);
  });
});

describe('given a resume that no longer exists', () => {
  it('should answer 404 to every single-child write', async () => {
    const gone = await create({ firstName: 'Gone' });
    await call('DELETE', `/resumes/${gone.id}`, admin);
    const rows = await ctx.database.db
      .select()
      .from(resumeHistories)
      .where(and(eq(resumeHistories.resumeId, gone.id)));
    expect(rows).toEqual([]);
    expect(
      (await call('POST', `/resumes/${gone.id}/contacts`, admin, { category: 1, value: '91234567' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/resumes/${gone.id}/applied-jobs`, admin, { companyName: 'A', position: 'B' })).statusCode,
    ).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateTokens,
  companies,
  emailRules,
  emailRuleStaff,
  jobResumes,
  resumes,
  staff,
} from '../../../src/db/schema';
import { repostDueJobs } from '../../../src/services/auto-repost';
import { createCompany, createStaffUser, lastEmailTo, pdfDocument } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let clock = new Date('2026-03-01T09:00:00Z');
let admin: { authorization: string };
let adminEmail: string;
let companyId: number;
let other: { authorization: string };

type Json = Record<string, unknown>;
const send = requester(() => ctx.app);
const credits = async () =>
  (await ctx.database.db.select({ c: companies.credits }).from(companies).where(eq(companies.id, companyId)))[0]!.c;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const db = ctx.database.db;
  const company = await createCompany(db, { name: 'Hiring Co' });
  companyId = company.id;
  await db.update(companies).set({ credits: 1 }).where(eq(companies.id, companyId));
  const user = await createStaffUser(db, { roles: ['account_admin'], companyId, permissions: [] });
  adminEmail = user.email;
  admin = await login(ctx.app, user.email, user.password);
  const [me] = await db.select({ id: staff.id }).from(staff).where(eq(staff.userId, user.id));
  // Email alert rules: the admin is assigned to every job and nomination event.
  for (const type of ['addNewJob', 'updateJob', 'changeJobStatus', 'resumeToInterview', 'statusChangePlusUpdate']) {
    const [rule] = await db.insert(emailRules).values({ companyId, name: type, type }).returning();
    await db.insert(emailRuleStaff).values({ companyId, ruleId: rule!.id, staffId: me!.id });
  }
  const otherCompany = await createCompany(db, { name: 'Hiring Other Co' });
  const stranger = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompany.id });
  other = await login(ctx.app, stranger.email, stranger.password);
});
afterAll(async () => {
  await ctx?.close();
});

let departmentId: number;
let managerId: number;
const managerEmail = 'grace.manager@example.test';

describe('given hiring entities', () => {
  it('should create, list, read, update and log access to an entity', async () => {
    const created = await send('POST', '/departments', admin, { name: 'Marina Tower', postalCode: '018989' });
    expect(created.statusCode).toBe(201);
    departmentId = created.json().id;
    expect((await send('GET', '/departments', admin)).json().data.map((d: Json) => d.name)).toEqual(['Marina Tower']);
    expect((await send('GET', `/departments/${departmentId}`, admin)).json()).toMatchObject({ departmentId });
    const updated = await send('PATCH', `/departments/${departmentId}`, admin, { benefits: 'Dental' });
    expect(updated.json()).toMatchObject({ benefits: 'Dental', name: 'Marina Tower' });
    const logs = (await send('GET', `/departments/${departmentId}/access-logs`, admin)).json();
    expect(logs.map((l: Json) => l.action)).toEqual(['update', 'view']);
  });

  it('should keep hiring managers with their fields and status', async () => {
    const res = await send('POST', `/departments/${departmentId}/contacts`, admin, {
      firstName: 'Grace',
      lastName: 'Lim',
      email: managerEmail,
      designation: 'Project Director',
      mobile: '+65 9123 4567',
    });
    expect(res.statusCode).toBe(201);
    managerId = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Grace Lim', status: 1 });
    const suspended = await send('PATCH', `/department-contacts/${managerId}`, admin, { status: 0 });
    expect(suspended.json().status).toBe(0);
    await send('PATCH', `/department-contacts/${managerId}`, admin, { status: 1 });
  });

  it("should answer 404 for another company's entity and refuse bad input with 400", async () => {
    expect((await send('GET', `/departments/${departmentId}`, other)).statusCode).toBe(404);
    expect((await send('PATCH', `/department-contacts/${managerId}`, other, { status: 0 })).statusCode).toBe(404);
    const bad = await send('POST', '/departments', admin, { name: '', website: 'not a url' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
  });

  it('should create an entity with its hiring manager in one transaction and find it by part of its name', async () => {
    const res = await send('POST', '/departments', admin, {
      name: 'Jurong 100% Plant',
      contacts: [{ firstName: 'Hui', lastName: 'Min', email: 'hui.min@example.test' }],
    });
    expect(res.statusCode).toBe(201);
    const contacts = (await send('GET', `/departments/${res.json().id}/contacts`, admin)).json();
    expect(contacts.map((c: Json) => c.name)).toEqual(['Hui Min']);
    const found = (await send('GET', '/departments?q=100%25', admin)).json();
    expect(found.data.map((d: Json) => d.name)).toEqual(['Jurong 100% Plant']);
    expect((await send('GET', '/departments?q=MARINA', admin)).json().data.map((d: Json) => d.name)).toEqual([
      'Marina Tower',
    ]);
    // A bad hiring manager refuses the whole entity: nothing is left half created.
    const bad = await send('POST', '/departments', admin, { name: 'Half Made', contacts: [{ firstName: '' }] });
    expect(bad.statusCode).toBe(400);
    expect((await send('GET', '/departments?q=Half', admin)).json().total).toBe(0);
  });

  it('should name the user of each access log entry', async () => {
    const logs = (await send('GET', `/departments/${departmentId}/access-logs`, admin)).json();
    expect(logs[0].userName).toMatch(/\S/);
  });
});

let jobId: number;

describe('given jobs', () => {
  it('should create a draft with every section 3 field, record Add and alert the rule staff', async () => {
    const res = await send('POST', '/jobs', admin, {
      position: 'Site Engineer',
      departmentId,
      contactPersonId: managerId,
      hiringType: 2,
      vacancies: 3,
      salaryMin: 4000,
      salaryMax: 5500,
      salaryCurrency: 'SGD',
      salaryPeriod: 3,
      salaryNegotiable: true,
      countryOfWork: 'Singapore',
      contractDuration: 12,
      contractDurationType: 'months',
      skills: ['AutoCAD', 'BIM'],
      filter1: 'Civil',
      filter2: 'Senior',
      filter3: 'Night shift',
      specialty: 'Structures',
      teamAssignment: [],
      postingExpiry: '2026-06-30T00:00:00.000Z',
      warrantyPeriod: 90,
    });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    jobId = job.id;
    expect(job).toMatchObject({ publishState: 'draft', creditsUsed: 0, jobStatusId: 239, skills: ['AutoCAD', 'BIM'] });
    expect(await credits()).toBe(1);
    const history = (await send('GET', `/jobs/${jobId}/histories`, admin)).json();
    expect(history.map((h: Json) => h.editType)).toEqual(['add']);
    expect((await lastEmailTo(ctx.database.db, adminEmail))?.subject).toBe('New job: Site Engineer');
  });

  it('should refuse a salary whose max does not exceed min (domain rule)', async () => {
    const res = await send('POST', '/jobs', admin, {
      position: 'X',
      salaryMin: 5000,
      salaryMax: 4000,
      salaryPeriod: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: Json) => d.field)).toContain('salaryMax');
  });

  it('should find duplicates by position, case-insensitively', async () => {
    const dup = await send('POST', '/jobs/check-duplicate', admin, { position: ' site engineer ' });
    expect(dup.json()).toEqual({ duplicate: true, jobIds: [jobId] });
    const none = await send('POST', '/jobs/check-duplicate', admin, { position: 'Site Engineer', excludeJobId: jobId });
    expect(none.json().duplicate).toBe(false);
  });

  it('should write one history entry per edit type of a change', async () => {
    const res = await send('PATCH', `/jobs/${jobId}`, admin, { vacancies: 4, filter1: 'Geotech' });
    expect(res.statusCode).toBe(200);
    const history = (await send('GET', `/jobs/${jobId}/histories`, admin)).json();
    expect(
      history
        .slice(0, 2)
        .map((h: Json) => h.editType)
        .sort(),
    ).toEqual(['update', 'updateInternalInfo']);
  });

  it('should spend one credit on the first publish, in the same transaction', async () => {
    const res = await send('PATCH', `/jobs/${jobId}`, admin, { publishState: 'jobboard', autoRepost: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditsUsed: 1, publishState: 'jobboard' });
    expect(await credits()).toBe(0);
    // A later publish state change spends nothing more.
    expect((await send('PATCH', `/jobs/${jobId}`, admin, { publishState: 'agencies' })).statusCode).toBe(200);
    expect(await credits()).toBe(0);
  });

  it('should answer OUT_OF_CREDITS when credits are exhausted and change nothing', async () => {
    const draft = (await send('POST', '/jobs', admin, { position: 'Quantity Surveyor' })).json();
    const res = await send('PATCH', `/jobs/${draft.id}`, admin, { publishState: 'jobboard', vacancies: 9 });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('OUT_OF_CREDITS');
    expect((await send('GET', `/jobs/${draft.id}`, admin)).json()).toMatchObject({
      publishState: 'draft',
      vacancies: 1,
    });
    const history = (await send('GET', `/jobs/${draft.id}/histories`, admin)).json();
    expect(history).toHaveLength(1);
    const direct = await send('POST', '/jobs', admin, { position: 'Published at once', publishState: 'jobboard' });
    expect(direct.json().error).toBe('OUT_OF_CREDITS');
    expect(
      (await send('POST', '/jobs/check-duplicate', admin, { position: 'Published at once' })).json().duplicate,
    ).toBe(false);
  });

  it("should answer 404 for another company's job", async () => {
    for (const [method, url] of [
      ['GET', `/jobs/${jobId}`],
      ['GET', `/jobs/${jobId}/histories`],
      ['GET', `/jobs/${jobId}/resumes`],
    ] as const) {
      expect((await send(method, url, other)).statusCode).toBe(404);
    }
    const res = await send('PATCH', `/jobs/${jobId}`, other, { vacancies: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('JOB_NOT_EXISTED');
  });

  it('should repost due jobs once, even when two runs race', async () => {
    const freq = await send('PATCH', '/portal-date-frequency', admin, { frequency: 14 });
    expect(freq.json()).toMatchObject({ frequency: 14, active: true });
    clock = new Date('2026-03-10T09:00:00Z');
    expect(await repostDueJobs(ctx.database.db, clock)).toEqual([]);
    clock = new Date('2026-03-16T09:00:00Z');
    const runs = await Promise.all([repostDueJobs(ctx.database.db, clock), repostDueJobs(ctx.database.db, clock)]);
    expect(runs.flat()).toEqual([jobId]);
    expect((await send('GET', `/jobs/${jobId}`, admin)).json().postedAt).toBe(clock.toISOString());
  });

  it('should deactivate auto repost when the job leaves Open, recording Status then Reopen', async () => {
    const closed = await send('PATCH', `/jobs/${jobId}`, admin, { jobStatusId: 240 });
    expect(closed.json()).toMatchObject({ jobStatusId: 240, autoRepost: false });
    expect((await lastEmailTo(ctx.database.db, adminEmail))?.source).toContain('changeJobStatus');
    await send('PATCH', `/jobs/${jobId}`, admin, { jobStatusId: 239 });
    const history = (await send('GET', `/jobs/${jobId}/histories`, admin)).json();
    expect(history.slice(0, 2).map((h: Json) => h.editType)).toEqual(['reopen', 'status']);
  });

  it('should list jobs assigned to me by team assignment', async () => {
    const [me] = await ctx.database.db
      .select({ id: staff.id })
      .from(staff)
      .innerJoin(companies, eq(companies.id, staff.companyId))
      .where(eq(staff.companyId, companyId));
    await send('PATCH', `/jobs/${jobId}`, admin, { teamAssignment: [me!.id] });
    const mine = (await send('GET', '/jobs/assigned', admin)).json();
    expect(mine.data.map((j: Json) => j.id)).toEqual([jobId]);
  });
});

let resumeIds: number[] = [];
let nominationId: number;

describe('given nominations', () => {
  beforeAll(async () => {
    const rows = await ctx.database.db
      .insert(resumes)
      .values([
        { companyId, firstName: 'Ana', lastName: 'Tan', email: 'ana@example.test' },
        { companyId, firstName: 'Ben', lastName: 'Ong' },
        { companyId, firstName: 'Chi', lastName: 'Ho' },
      ])
      .returning();
    resumeIds = rows.map((r) => r.id);
  });

  it('should nominate once per job and send the hiring manager a feedback link', async () => {
    const res = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0], jobId });
    expect(res.statusCode).toBe(201);
    nominationId = res.json().id;
    expect(res.json()).toMatchObject({ status: 1, statusKey: 'open', nextStatuses: [10, 4, 3] });
    // The feedback link opens the candidate site's page (spec section 2), not the employer portal.
    expect((await lastEmailTo(ctx.database.db, managerEmail))?.text).toContain(
      'http://127.0.0.1:3001/nominate-feedback?token=',
    );
    const again = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0], jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('JOBS_ALREADY_APPLIED');
    const toEntity = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0], departmentId });
    expect(toEntity.statusCode).toBe(201);
    const neither = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0] });
    expect(neither.statusCode).toBe(400);
  });

  it('should answer 409 for an illegal transition and change nothing', async () => {
    const res = await send('PATCH', `/job-resumes/${nominationId}/status`, admin, { status: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'ILLEGAL_TRANSITION',
      details: [{ code: 'nomination.illegalTransition' }],
    });
    expect((await send('GET', `/job-resumes/${nominationId}`, admin)).json().status).toBe(1);
  });

  it('should move along the transitions and fire the rule of the target status', async () => {
    const res = await send('PATCH', `/job-resumes/${nominationId}/status`, admin, { status: 4 });
    expect(res.json().status).toBe(4);
    expect((await lastEmailTo(ctx.database.db, adminEmail))?.source).toBe(
      'email-alert:resumeToInterview,statusChangePlusUpdate',
    );
  });

  it("should list a job's nominations in status order", async () => {
    await send('POST', '/job-resumes', admin, { resumeId: resumeIds[1], jobId });
    const list = (await send('GET', `/jobs/${jobId}/resumes`, admin)).json();
    expect(list.map((n: Json) => n.status)).toEqual([1, 4]);
  });

  it('should bulk-update portal resumes only where the transitions allow it', async () => {
    const db = ctx.database.db;
    const [a, b] = await db
      .insert(jobResumes)
      .values([
        { companyId, jobId, resumeId: resumeIds[2]!, isPortal: 1, status: 1 },
        {
          companyId,
          jobId,
          resumeId: (await db.insert(resumes).values({ companyId, firstName: 'Dee' }).returning())[0]!.id,
          isPortal: 1,
          status: 11,
        },
      ])
      .returning();
    const res = await send('PATCH', '/jobs/resume/update-status-portal', admin, {
      jobId,
      ids: [a!.id, b!.id],
      status: 10,
    });
    expect(res.json()).toEqual({ updated: [a!.id], skipped: [{ id: b!.id, status: 11 }] });
  });
});

describe('given candidate links', () => {
  const invite = async (email = 'cand@example.test') => {
    const res = await send('POST', '/jobs/invitation', admin, { jobId, email, candidateName: 'Cand' });
    expect(res.statusCode).toBe(201);
    const mail = await lastEmailTo(ctx.database.db, email);
    // The link opens the candidate site's invitation page for this job (spec section 2).
    expect(mail!.text).toContain(`http://127.0.0.1:3001/invitation-to-apply/${jobId}?token=`);
    return /token=([A-Za-z0-9_.-]+)/.exec(mail!.text)![1]!;
  };
  /** The invitation form as the candidate site sends it: fields first, then the CV. */
  const application = (fields: Record<string, string>, cv?: { name: string; content: Buffer }) => {
    const boundary = `----arms${Math.random().toString(16).slice(2)}`;
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const payload = Buffer.concat([
      Buffer.from(parts.join('')),
      ...(cv
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${cv.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            cv.content,
            Buffer.from('\r\n'),
          ]
        : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/candidate-links/invitation',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const form = (token: string, firstName = 'Cand') => ({
    token,
    firstName,
    lastName: 'Idate',
    email: 'cand@example.test',
    phone: '+65 9123 4567',
    consent: 'true',
  });
  const cvPdf = { name: 'cv.pdf', content: pdfDocument('Curriculum vitae') };

  it('should show the job as the candidate sees it: salary, place, description, policy', async () => {
    await ctx.database.db
      .update(companies)
      .set({ dataProtectionPolicy: '<p>We keep your data <b>safe</b>.</p><p>Ask us &amp; we delete it.</p>' })
      .where(eq(companies.id, companyId));
    const token = await invite();
    const job = await send('GET', `/candidate-links/invitation?token=${token}`);
    expect(job.statusCode).toBe(200);
    expect(job.json()).toMatchObject({
      id: jobId,
      position: 'Site Engineer',
      companyName: 'Hiring Co',
      invitedEmail: 'cand@example.test',
      dataProtectionPolicy: 'We keep your data safe.\nAsk us & we delete it.',
    });
    expect(Object.keys(job.json())).toEqual(
      expect.arrayContaining(['salaryMin', 'salaryMax', 'salaryCurrency', 'salaryPeriod', 'countryOfWork']),
    );
    expect(job.json().logoUrl).toBeNull();
    await ctx.database.db
      .update(companies)
      .set({ logoPath: `logos/${companyId}/logo.png` })
      .where(eq(companies.id, companyId));
    const withLogo = (await send('GET', `/candidate-links/invitation?token=${token}`)).json();
    expect(withLogo.logoUrl).toBe(`/api/files/public/logos/${companyId}/logo.png`);
    // An anonymous posting names no employer and shows no logo.
    await ctx.database.db.update(companies).set({ anonymousPosting: true }).where(eq(companies.id, companyId));
    const anonymous = (await send('GET', `/candidate-links/invitation?token=${token}`)).json();
    expect([anonymous.companyName, anonymous.logoUrl]).toEqual([null, null]);
    await ctx.database.db.update(companies).set({ logoPath: null }).where(eq(companies.id, companyId));
    await ctx.database.db.update(companies).set({ anonymousPosting: false }).where(eq(companies.id, companyId));
  });

  it('should accept exactly one application with a CV, and say so to a second answer', async () => {
    const token = await invite();
    const apply = await application(form(token), cvPdf);
    expect(apply.statusCode).toBe(201);
    const again = await application(form(token), cvPdf);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'JOBS_ALREADY_APPLIED',
      details: [{ field: 'token', code: 'candidateLink.alreadyAnswered' }],
    });
    const read = await send('GET', `/candidate-links/invitation?token=${token}`);
    expect([read.statusCode, read.json().error]).toEqual([409, 'JOBS_ALREADY_APPLIED']);
    const portal = (await send('GET', `/jobs/${jobId}/resumes`, admin)).json().filter((n: Json) => n.isPortal);
    const nominated = portal.find((n: Json) => (n.resume as Json).firstName === 'Cand');
    expect(nominated).toBeDefined();
    const [resume] = await ctx.database.db.select().from(resumes).where(eq(resumes.id, nominated.resumeId));
    expect(resume).toMatchObject({
      lastName: 'Idate',
      email: 'cand@example.test',
      contactHome: '+65 9123 4567',
      cvName: 'cv.pdf',
      cvMimeType: 'application/pdf',
    });
    const [row] = await ctx.database.db
      .select()
      .from(candidateTokens)
      .where(eq(candidateTokens.id, token.split('.')[0]!));
    expect(row!.answer).toMatchObject({ firstName: 'Cand', consentAt: clock.toISOString() });
  });

  it.each([
    ['no consent', { consent: 'false' }, undefined, 400, 'body.consent'],
    ['a bad email', { email: 'not-an-email' }, undefined, 400, 'body.email'],
    ['a bad phone', { phone: 'call me' }, undefined, 400, 'body.phone'],
    ['an unknown field', { admin: 'yes' }, undefined, 400, 'body.admin'],
    ['no CV', {}, null, 400, 'body.cv'],
    ['an image posing as a CV', {}, { name: 'cv.pdf', content: Buffer.from('\x89PNG\r\n\x1a\n0000IHDR') }, 400, 'file'],
  ])('should refuse an application with %s and keep the link usable', async (_, change, cv, status, field) => {
    const token = await invite(`refused-${field}@example.test`);
    const res = await application({ ...form(token, 'Refused'), ...change }, cv === null ? undefined : (cv ?? cvPdf));
    expect(res.statusCode).toBe(status);
    expect(res.json().details.map((d: Json) => d.field)).toContain(field);
    expect((await application(form(token, 'Accepted'), cvPdf)).statusCode).toBe(201);
    expect((await ctx.database.db.select().from(resumes).where(eq(resumes.firstName, 'Refused'))).length).toBe(0);
  });

  it('should refuse a CV over the size limit (10 MiB here) with 413, storing nothing', async () => {
    const token = await invite('big@example.test');
    const big = Buffer.concat([pdfDocument('big'), Buffer.alloc(10 * 1024 * 1024, 32)]);
    const res = await application(form(token, 'Big'), { name: 'cv.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('FILE_TOO_LARGE');
    expect(res.json().details[0]).toMatchObject({ field: 'file', code: 'domain.validation.file.tooLarge' });
    expect((await ctx.database.db.select().from(resumes).where(eq(resumes.firstName, 'Big'))).length).toBe(0);
  });

  it('should refuse a tampered token and an expired one, recording nothing', async () => {
    const token = await invite();
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await send('GET', `/candidate-links/invitation?token=${tampered}`)).json().error).toBe('INVALID_TOKEN');
    expect((await application(form(tampered, 'Tampered'), cvPdf)).json().error).toBe('INVALID_TOKEN');
    clock = new Date(clock.getTime() + 86_401_000);
    const expired = await application(form(token, 'Late'), cvPdf);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('TOKEN_IS_EXPIRED');
    const id = token.split('.')[0]!;
    const [row] = await ctx.database.db.select().from(candidateTokens).where(eq(candidateTokens.id, id));
    expect(row!.usedAt).toBeNull();
    expect((await ctx.database.db.select().from(resumes).where(eq(resumes.firstName, 'Late'))).length).toBe(0);
  });

  it('should show the hiring manager the candidate and accept one feedback action', async () => {
    // The feedback link of the latest nomination to the job (the hiring manager is its contact person).
    const mail = await lastEmailTo(ctx.database.db, managerEmail);
    const token = /token=([A-Za-z0-9_.-]+)/.exec(mail!.text)![1]!;
    const view = await send('GET', `/candidate-links/feedback?token=${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      position: 'Site Engineer',
      companyName: 'Hiring Co',
      candidate: { skills: expect.any(Array) },
    });
    const bad = await send('POST', '/candidate-links/feedback', undefined, { token, action: 'hire' });
    expect(bad.statusCode).toBe(400);
    const ok = await send('POST', '/candidate-links/feedback', undefined, {
      token,
      action: 'keepInView',
      comment: 'Later',
    });
    expect(ok.statusCode).toBe(201);
    const twice = await send('POST', '/candidate-links/feedback', undefined, { token, action: 'notSuitable' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('LINK_ALREADY_ANSWERED');
    expect(twice.json().details).toEqual([{ field: 'token', code: 'candidateLink.alreadyAnswered' }]);
    const [row] = await ctx.database.db
      .select()
      .from(candidateTokens)
      .where(eq(candidateTokens.id, token.split('.')[0]!));
    const answers = await send('GET', `/job-resumes/${row!.jobResumeId}/feedback`, admin);
    expect(answers.json()).toEqual([
      { action: 'keepInView', comment: 'Later', email: managerEmail, answeredAt: clock.toISOString() },
    ]);
    expect((await send('GET', `/job-resumes/${row!.jobResumeId}/feedback`, other)).statusCode).toBe(404);
    // Used, and later expired: the page still says the answer arrived.
    clock = new Date(clock.getTime() + 604_801_000);
    expect((await send('GET', `/candidate-links/feedback?token=${token}`)).statusCode).toBe(409);
  });

  it('should expire an unanswered feedback link after seven days', async () => {
    const [resume] = await ctx.database.db.insert(resumes).values({ companyId, firstName: 'Fey' }).returning();
    expect((await send('POST', '/job-resumes', admin, { resumeId: resume!.id, jobId })).statusCode).toBe(201);
    const token = /token=([A-Za-z0-9_.-]+)/.exec((await lastEmailTo(ctx.database.db, managerEmail))!.text)![1]!;
    clock = new Date(clock.getTime() + 604_801_000);
    const res = await send('GET', `/candidate-links/feedback?token=${token}`);
    expect([res.statusCode, res.json().error]).toEqual([410, 'TOKEN_IS_EXPIRED']);
  });
});

describe('given the staff filter flags', () => {
  it('should filter rms-users by isAssigned (team assignment) and isNominated (has nominated)', async () => {
    const idle = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId, permissions: [] });
    const emails = async (query: string) =>
      ((await send('GET', `/rms-users?${query}&$limit=-1`, admin)).json().data as { user: { email: string } }[]).map(
        (s) => s.user.email,
      );
    expect(await emails('isAssigned=true')).toEqual([adminEmail]);
    expect(await emails('isNominated=true')).toEqual([adminEmail]);
    expect(await emails('isAssigned=false')).toContain(idle.email);
    expect(await emails('isNominated=false')).not.toContain(adminEmail);
    expect((await send('GET', '/rms-users?isAssigned=maybe', admin)).statusCode).toBe(400);
  });
});

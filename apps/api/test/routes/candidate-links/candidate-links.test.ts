import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateTokens, companies, resumes } from '../../../src/db/schema';
import { createCompany, createDepartment, createJob, createStaffUser, lastEmailTo, pdfDocument } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

/**
 * The candidate links (section 9, docs/decisions/0053): the invitation to apply to an Open job, answered
 * once with a CV, and the hiring manager's feedback link on a nomination to it, answered once.
 */
let ctx: TestContext;
let clock = new Date('2026-03-16T09:00:00Z');
let admin: { authorization: string };
let companyId: number;
let other: { authorization: string };
let jobId: number;
const managerEmail = 'grace.manager@example.test';

type Json = Record<string, unknown>;
const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const db = ctx.database.db;
  companyId = (await createCompany(db, { name: 'Hiring Co' })).id;
  const user = await createStaffUser(db, { roles: ['account_admin'], companyId, permissions: [] });
  admin = await login(ctx.app, user.email, user.password);
  const otherCompany = await createCompany(db, { name: 'Hiring Other Co' });
  const stranger = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompany.id });
  other = await login(ctx.app, stranger.email, stranger.password);
  const department = await createDepartment(db, {
    companyId,
    name: 'Marina Tower',
    managers: [{ firstName: 'Grace', lastName: 'Lim', email: managerEmail }],
  });
  const job = await createJob(db, {
    companyId,
    position: 'Site Engineer',
    departmentId: department.id,
    contactPersonId: department.managers[0]!.id,
    salaryMin: 4000,
    salaryMax: 5500,
    salaryCurrency: 'SGD',
    salaryPeriod: 3,
    countryOfWork: 'Singapore',
  });
  jobId = job.id;
  // A nomination to the job: its hiring manager's feedback link is the latest email to them.
  const [resume] = await db.insert(resumes).values({ companyId, firstName: 'Ben', lastName: 'Ong' }).returning();
  const nominated = await send('POST', '/job-resumes', admin, { resumeId: resume!.id, jobId });
  if (nominated.statusCode !== 201) throw new Error(`nomination failed: ${nominated.statusCode} ${nominated.body}`);
});
afterAll(async () => {
  await ctx?.close();
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
    return send('POST', '/candidate-links/invitation', undefined, {
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
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

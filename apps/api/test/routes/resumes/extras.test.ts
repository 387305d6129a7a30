import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSeekers, outbox, resumes } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { LocalStorage } from '../../../src/files/storage';
import { createCompany, createStaffUser, pdfDocument } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext & { filesDir: string };
let admin: { authorization: string };
let other: { authorization: string };
let uploader: { authorization: string; userId: number };
let hr: { authorization: string };
let companyId: number;

type Json = Record<string, unknown>;
const call = requester(() => ctx.app);

async function create(body: Json, who: { authorization: string } = admin): Promise<Json & { id: number }> {
  const res = await call('POST', '/resumes', who, body);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const company = await createCompany(ctx.database.db, { name: 'Extras Other Tenant' });
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
  const h = await createStaffUser(ctx.database.db, {
    roles: ['hr_staff'],
    companyId,
    permissions: ['access_all_candidate'],
  });
  hr = await login(ctx.app, h.email, h.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given the flag, hiring type and source channel of a resume (section 4)', () => {
  it('should keep them on create and update, answer them on the detail and the list rows', async () => {
    const channel = (await call('POST', '/resume-source-channels', admin, { name: 'Job fair 2026' })).json();
    const resume = await create({ firstName: 'Flagged', flag: 'red', hiringType: 2, sourceChannelId: channel.id });
    expect(resume).toMatchObject({ flag: 'red', hiringType: 2, sourceChannelId: channel.id, termAcceptedAt: null });

    const patched = await call('PATCH', `/resumes/${resume.id}`, admin, { flag: 'grey', hiringType: 3 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ flag: 'grey', hiringType: 3, sourceChannelId: channel.id });
    const cleared = await call('PATCH', `/resumes/${resume.id}`, admin, { flag: null });
    expect(cleared.json().flag).toBeNull();
    await call('PATCH', `/resumes/${resume.id}`, admin, { flag: 'blue' });

    const rows = (await call('POST', '/resumes/search', admin, { flags: ['blue'] })).json();
    expect(rows.data.map((r: Json) => r.id)).toContain(resume.id);
    expect(rows.data.find((r: Json) => r.id === resume.id).flag).toBe('blue');
    expect(rows.data.every((r: Json) => r.flag === 'blue')).toBe(true);
  });

  it('should refuse a flag or hiring type outside section 4 with VALIDATION_ERROR', async () => {
    const bad = await call('POST', '/resumes', admin, { firstName: 'Bad', flag: 'green' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
    const type = await call('POST', '/resumes', admin, { firstName: 'Bad', hiringType: 4 });
    expect(type.statusCode).toBe(400);
    const search = await call('POST', '/resumes/search', admin, { flags: ['purple'] });
    expect(search.statusCode).toBe(400);
  });

  it("should answer 404 for another company's source channel, and filter the list by channel", async () => {
    const theirs = (await call('POST', '/resume-source-channels', other, { name: 'Their channel' })).json();
    const refused = await call('POST', '/resumes', admin, { firstName: 'Channel', sourceChannelId: theirs.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('NO_RECORD_FOUND_FOR_ID');

    const ours = (await call('POST', '/resume-source-channels', admin, { name: 'Referral desk' })).json();
    const a = await create({ firstName: 'Channelled', sourceChannelId: ours.id });
    await create({ firstName: 'Unchannelled' });
    const found = (await call('POST', '/resumes/search', admin, { sourceChannelIds: [ours.id] })).json();
    expect(found.data.map((r: Json) => r.id)).toEqual([a.id]);
    expect(found.total).toBe(1);
  });

  it('should not copy the terms acceptance into a clone', async () => {
    const source = await create({ firstName: 'Cloned', flag: 'red', hiringType: 1 });
    await ctx.database.db.update(resumes).set({ termAcceptedAt: new Date() }).where(eq(resumes.id, source.id));
    const copy = (await call('POST', '/resume/clone', admin, { resumeId: source.id })).json();
    expect(copy).toMatchObject({ flag: 'red', hiringType: 1, termAcceptedAt: null });
  });
});

describe('given POST resume/create (the checked create, docs/decisions/0186)', () => {
  it('should create a resume of a new person with 201', async () => {
    const res = await call('POST', '/resume/create', admin, {
      resume: { firstName: 'Quang', lastName: 'Lê', email: 'quang.le@example.vn', dob: '1991-02-03' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Quang', email: 'quang.le@example.vn' });
  });

  it('should refuse the same person with 409 RESUME_DUPLICATED naming the matches, unless allowDuplicate', async () => {
    const first = await create({
      firstName: 'Hoa',
      lastName: 'Phạm',
      dob: '1988-08-08',
      contacts: [{ category: 1, value: '+84 901 222 333' }],
    });
    const again = await call('POST', '/resume/create', admin, {
      resume: { firstName: 'Hoa', lastName: 'Pham', dob: '1988-08-08' },
      phone: '+84 (901) 222-333',
    });
    expect(again.statusCode).toBe(409);
    const body = again.json();
    expect(body.error).toBe('RESUME_DUPLICATED');
    expect(body.details).toEqual([
      { field: 'resume', code: 'duplicate', params: { resumeId: first.id, matchedOn: 'nameAndDob,phone' } },
    ]);

    const anyway = await call('POST', '/resume/create', admin, {
      resume: { firstName: 'Hoa', lastName: 'Pham', dob: '1988-08-08' },
      allowDuplicate: true,
    });
    expect(anyway.statusCode).toBe(201);
    expect(anyway.json().id).not.toBe(first.id);
  });

  it("should not count another company's resume as a duplicate", async () => {
    await create({ firstName: 'Tenant', email: 'tenant.only@example.vn' }, other);
    const res = await call('POST', '/resume/create', admin, {
      resume: { firstName: 'Tenant', email: 'Tenant.Only@example.vn' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('should run the resume rules of POST resumes (a bad email is INVALID_EMAIL)', async () => {
    const res = await call('POST', '/resume/create', admin, { resume: { firstName: 'Mail', email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_EMAIL');
  });
});

describe('given PATCH resumes/reset-term', () => {
  it("should clear the terms acceptance of the company's resumes only, and count them", async () => {
    const mine = await create({ firstName: 'Terms' });
    const narrowed = await create({ firstName: 'Narrowed' });
    const theirs = await create({ firstName: 'Theirs' }, other);
    const accepted = new Date('2026-01-01T00:00:00Z');
    for (const id of [mine.id, narrowed.id, theirs.id])
      await ctx.database.db.update(resumes).set({ termAcceptedAt: accepted }).where(eq(resumes.id, id));

    const one = await call('PATCH', '/resumes/reset-term', admin, { resumeIds: [narrowed.id, theirs.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ reset: 1 });
    expect((await call('GET', `/resumes/${mine.id}`, admin)).json().termAcceptedAt).toBe(accepted.toISOString());

    const all = await call('PATCH', '/resumes/reset-term', admin, {});
    expect(all.json().reset).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/resumes/${mine.id}`, admin)).json().termAcceptedAt).toBeNull();
    const [row] = await ctx.database.db
      .select({ at: resumes.termAcceptedAt })
      .from(resumes)
      .where(eq(resumes.id, theirs.id));
    expect(row!.at?.toISOString()).toBe(accepted.toISOString());
  });

  it('should refuse staff other than the account administrator with 403', async () => {
    const res = await call('PATCH', '/resumes/reset-term', hr, {});
    expect(res.statusCode).toBe(403);
  });
});

describe('given POST resumes/{id}/accept-term (docs/decisions/0189)', () => {
  it("should record the candidate's acceptance on the given date, or now, and let reset-term clear it", async () => {
    const resume = await create({ firstName: 'Consenting' });
    const given = await call('POST', `/resumes/${resume.id}/accept-term`, hr, {
      acceptedAt: '2026-03-02T09:30:00.000Z',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ id: resume.id, termAcceptedAt: '2026-03-02T09:30:00.000Z' });
    expect((await call('GET', `/resumes/${resume.id}`, admin)).json().termAcceptedAt).toBe('2026-03-02T09:30:00.000Z');

    const before = Date.now();
    const today = await call('POST', `/resumes/${resume.id}/accept-term`, admin, {});
    expect(today.statusCode).toBe(200);
    const at = Date.parse(today.json().termAcceptedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const reset = await call('PATCH', '/resumes/reset-term', admin, { resumeIds: [resume.id] });
    expect(reset.json()).toEqual({ reset: 1 });
    expect((await call('GET', `/resumes/${resume.id}`, admin)).json().termAcceptedAt).toBeNull();
  });

  it('should refuse a date in the future with 400 validation.dateInFuture and keep the resume unchanged', async () => {
    const resume = await create({ firstName: 'Early' });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const res = await call('POST', `/resumes/${resume.id}/accept-term`, admin, { acceptedAt: future });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'body.acceptedAt', code: 'validation.dateInFuture' }),
    ]);
    const bad = await call('POST', `/resumes/${resume.id}/accept-term`, admin, { acceptedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/resumes/${resume.id}`, admin)).json().termAcceptedAt).toBeNull();
  });

  it("should answer 404 for another company's resume and for another uploader's with access_uploaded_candidate", async () => {
    const theirs = await create({ firstName: 'Elsewhere' }, other);
    expect((await call('POST', `/resumes/${theirs.id}/accept-term`, admin, {})).statusCode).toBe(404);
    const notUploaded = await create({ firstName: 'Colleague' });
    expect((await call('POST', `/resumes/${notUploaded.id}/accept-term`, uploader, {})).statusCode).toBe(404);
    const own = await create({ firstName: 'Own' }, uploader);
    expect((await call('POST', `/resumes/${own.id}/accept-term`, uploader, {})).statusCode).toBe(200);
  });
});

describe('given POST resumes/sync-rms-upload', () => {
  async function seeker(email: string) {
    const [row] = await ctx.database.db
      .select({ id: jobSeekers.id })
      .from(jobSeekers)
      .where(eq(jobSeekers.email, email));
    return row!.id;
  }

  it("should copy the job seeker's uploaded CV onto the resume of the same email", async () => {
    const id = await seeker('wei.lim@example.sg');
    const pdf = pdfDocument('Wei Lim CV');
    await new LocalStorage(ctx.filesDir).put(`job-seekers/${id}/cv.pdf`, Readable.from(pdf), 'application/pdf');
    await ctx.database.db
      .update(jobSeekers)
      .set({ cvPath: `job-seekers/${id}/cv.pdf`, cvName: 'Wei Lim CV.pdf', cvMimeType: 'application/pdf' })
      .where(eq(jobSeekers.id, id));
    const resume = await create({
      firstName: 'Wei',
      lastName: 'Lim',
      contacts: [{ category: 3, value: 'Wei.Lim@example.sg' }],
    });

    const res = await call('POST', '/resumes/sync-rms-upload', admin, { resumeId: resume.id, jobSeekerId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cvName: 'Wei Lim CV.pdf', cvMimeType: 'application/pdf' });
    const file = await call('GET', `/download-cv/company-user/${resume.id}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("should answer 404 for another person's CV and for a resume out of reach", async () => {
    const id = await seeker('wei.lim@example.sg');
    const stranger = await create({ firstName: 'Stranger', email: 'stranger@example.sg' });
    const res = await call('POST', '/resumes/sync-rms-upload', admin, { resumeId: stranger.id, jobSeekerId: id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    const theirs = await create({ firstName: 'Wei', email: 'wei.lim@example.sg' }, other);
    const out = await call('POST', '/resumes/sync-rms-upload', admin, { resumeId: theirs.id, jobSeekerId: id });
    expect(out.statusCode).toBe(404);
    expect(out.json().error).toBe('RESUME_NOT_EXISTED');
  });
});

describe('given the email reminders of a resume', () => {
  const later = () => new Date(Date.now() + 86_400_000).toISOString();

  it('should add one for the caller, queue its email for remindAt, and list them soonest first', async () => {
    const resume = await create({ firstName: 'Reminded', lastName: 'Nguyễn' });
    const far = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const soon = later();
    const a = await call('POST', `/resumes/${resume.id}/email-reminders`, admin, {
      remindAt: far,
      subject: 'Follow up',
      note: 'Ask about <notice> period',
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ resumeId: resume.id, subject: 'Follow up', remindAt: far, sentAt: null });
    await call('POST', `/resumes/${resume.id}/email-reminders`, admin, { remindAt: soon, subject: 'Call' });

    const list = await call('GET', `/resumes/${resume.id}/email-reminders`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: Json) => r.subject)).toEqual(['Call', 'Follow up']);
    expect(list.json().data[0].recipientName).not.toBe('');

    const [queued] = await ctx.database.db.select().from(outbox).where(eq(outbox.subject, 'Follow up'));
    expect(queued!.status).toBe('pending');
    expect(queued!.nextAttemptAt.toISOString()).toBe(far);
    expect(queued!.html).toContain('Ask about &lt;notice&gt; period');
    expect(queued!.text).toContain(`/resumes/${resume.id}/detail`);
  });

  it('should refuse a time in the past, a recipient outside the company (404) and a suspended one (400)', async () => {
    const resume = await create({ firstName: 'Past' });
    const past = await call('POST', `/resumes/${resume.id}/email-reminders`, admin, {
      remindAt: '2020-01-01T00:00:00.000Z',
      subject: 'Too late',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().details).toEqual([{ field: 'remindAt', code: 'validation.dateInPast' }]);
    const outsider = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: null });
    const wrong = await call('POST', `/resumes/${resume.id}/email-reminders`, admin, {
      remindAt: later(),
      subject: 'Someone else',
      recipientId: outsider.id,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().details).toEqual([{ field: 'recipientId', code: 'validation.notFound' }]);
    const away = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId, status: 0 });
    const suspended = await call('POST', `/resumes/${resume.id}/email-reminders`, admin, {
      remindAt: later(),
      subject: 'Suspended colleague',
      recipientId: away.id,
    });
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().details).toEqual([{ field: 'recipientId', code: 'validation.notActiveStaff' }]);
  });

  it("should keep another company's and another uploader's resume out of reach (404)", async () => {
    const resume = await create({ firstName: 'Private' });
    expect((await call('GET', `/resumes/${resume.id}/email-reminders`, other)).statusCode).toBe(404);
    expect(
      (await call('POST', `/resumes/${resume.id}/email-reminders`, uploader, { remindAt: later(), subject: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('given the mother tongues (the locale table, section 9)', () => {
  it('should offer about 188 languages with stable ids, English and Vietnamese names', async () => {
    const res = await call('GET', '/resumes/mothertongues', admin);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(180);
    expect(data[0]).toEqual({ id: 1, code: 'en', name: 'English', vn: 'Tiếng Anh' });
    expect(data.find((m: Json) => m.id === 2)).toMatchObject({ name: 'Vietnamese', vn: 'Tiếng Việt' });
    expect(data.find((m: Json) => m.code === 'sw')).toMatchObject({ name: 'Swahili' });
    expect(new Set(data.map((m: Json) => m.id)).size).toBe(total);
    expect((await call('GET', '/resumes/mothertongues/150', admin)).statusCode).toBe(200);
    expect((await call('GET', '/resumes/mothertongues/999', admin)).statusCode).toBe(404);
  });
});

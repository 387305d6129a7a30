import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  departmentContacts,
  departments,
  emailRules,
  emailRuleStaff,
  interviews,
  jobResumes,
  jobResumeStatusChanges,
  jobs,
  outbox,
  resumes,
  staff,
  users,
} from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createJob, createStaffUser, lastEmailTo } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
const clock = new Date('2026-03-01T09:00:00Z');
let admin: { authorization: string };
let adminEmail: string;
let vnSender: { authorization: string };
let vnAlertEmail: string;
let other: { authorization: string };
let companyId: number;
let jobId: number;
let otherJobId: number;
const managerEmail = 'hm.interviews@example.test';

type Json = Record<string, unknown>;
type Auth = { authorization: string };
const send = requester(() => ctx.app);
const db = () => ctx.database.db;

let resumeCounter = 0;
/** A resume of the company nominated to a job through the API, answering the nomination id. */
async function nominated(options: { email?: string | null; job?: number; by?: Auth } = {}) {
  resumeCounter += 1;
  const [resume] = await db()
    .insert(resumes)
    .values({
      companyId,
      firstName: 'Mei',
      lastName: `Tan ${resumeCounter}`,
      email: options.email === undefined ? `mei.${resumeCounter}@candidate.test` : options.email,
    })
    .returning();
  const res = await send('POST', '/job-resumes', options.by ?? admin, {
    resumeId: resume!.id,
    jobId: options.job ?? jobId,
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, email: resume!.email, name: `Mei Tan ${resumeCounter}` };
}
const statusOf = async (id: number) =>
  (await db().select({ s: jobResumes.status }).from(jobResumes).where(eq(jobResumes.id, id)))[0]!.s;
/** Every outbox message to an address, oldest first. */
const mailTo = (address: string) =>
  db()
    .select()
    .from(outbox)
    .where(sql`${address} = any(${outbox.to})`)
    .orderBy(asc(outbox.id));
const icsOf = (row: { attachments: { content: string }[] } | undefined) =>
  Buffer.from(row!.attachments[0]!.content, 'base64').toString('utf8').replace(/\r\n /g, '');
const future = '2026-03-10T02:00:00Z';

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const company = await createCompany(db(), { name: 'Lotus Build' });
  companyId = company.id;
  await db().update(companies).set({ email: 'talent@lotus.test' }).where(eq(companies.id, companyId));
  const user = await createStaffUser(db(), { roles: ['account_admin'], companyId });
  adminEmail = user.email;
  admin = await login(ctx.app, user.email, user.password);
  const vn = await createStaffUser(db(), { roles: ['hr_staff'], companyId, permissions: ['view_all_job'] });
  await db().update(users).set({ lang: 'vn' }).where(eq(users.id, vn.id));
  vnAlertEmail = vn.email;
  vnSender = await login(ctx.app, vn.email, vn.password);
  // Email alert rules: the English admin and the Vietnamese staff member follow interviews and status changes.
  const members = await db()
    .select({ id: staff.id })
    .from(staff)
    .where(sql`${staff.userId} in (${user.id}, ${vn.id})`);
  for (const type of ['resumeToInterview', 'statusChangePlusUpdate']) {
    const [rule] = await db().insert(emailRules).values({ companyId, name: type, type }).returning();
    for (const m of members) await db().insert(emailRuleStaff).values({ companyId, ruleId: rule!.id, staffId: m.id });
  }
  const [department] = await db().insert(departments).values({ companyId, name: 'Marina Tower' }).returning();
  const [manager] = await db()
    .insert(departmentContacts)
    .values({ companyId, departmentId: department!.id, firstName: 'Grace', lastName: 'Lim', email: managerEmail })
    .returning();
  const job = await createJob(db(), { companyId, position: 'Site Engineer' });
  jobId = job.id;
  await db().update(jobs).set({ departmentId: department!.id, contactPersonId: manager!.id }).where(eq(jobs.id, jobId));
  otherJobId = (await createJob(db(), { companyId, position: 'Quantity Surveyor' })).id;
  const otherCompany = await createCompany(db(), { name: 'Interviews Other Co' });
  const stranger = await createStaffUser(db(), { roles: ['account_admin'], companyId: otherCompany.id });
  other = await login(ctx.app, stranger.email, stranger.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given a nomination to a job with a hiring manager', () => {
  it("should ask the hiring manager for feedback from the template, in the sender's language", async () => {
    await nominated();
    const en = await lastEmailTo(db(), managerEmail);
    expect(en).toMatchObject({ subject: 'Candidate nominated: Site Engineer', source: 'nominationFeedback' });
    expect(en!.text).toContain('Dear Grace Lim');
    expect(en!.text).toMatch(/\/nominate-feedback\?token=/);
    await nominated({ by: vnSender });
    const vn = await lastEmailTo(db(), managerEmail);
    expect(vn!.subject).toBe('Ứng viên được đề cử: Site Engineer');
    expect(vn!.text).toContain('Kính gửi Grace Lim');
  });
});

describe('given the interview rules', () => {
  let id: number;
  beforeAll(async () => {
    id = (await nominated()).id;
  });
  const valid = () => ({
    jobResumeId: id,
    mode: 1,
    startsAt: future,
    durationMinutes: 60,
    place: '1 Marina Blvd',
  });

  it.each([
    ['no mode', { mode: undefined }, 'body.mode'],
    ['in person without a place', { place: undefined }, 'body.place'],
    ['online without a link', { mode: 3, place: undefined }, 'body.link'],
    ['a link that is not http(s)', { mode: 3, link: 'javascript:alert(1)' }, 'body.link'],
    ['a start in the past', { startsAt: '2026-02-28T09:00:00Z' }, 'body.startsAt'],
    ['an end before the start', { durationMinutes: undefined, endsAt: '2026-03-10T01:00:00Z' }, 'body.endsAt'],
    ['both a duration and an end', { endsAt: '2026-03-10T03:00:00Z' }, 'body.endsAt'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'body.timezone'],
    ['an unknown mode', { mode: 9 }, 'body.mode'],
  ])('should refuse %s with 400 and change nothing', async (_name, change, field) => {
    const res = await send('POST', '/jobs/resume/send-interview', admin, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: Json) => d.field)).toContain(field);
    expect(await statusOf(id)).toBe(1);
    expect(await db().select().from(interviews).where(eq(interviews.jobResumeId, id))).toEqual([]);
  });

  it('should ask for a duration or an end', async () => {
    const res = await send('POST', '/jobs/resume/send-interview', admin, { ...valid(), durationMinutes: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('MISSING_REQUIRED_FIELD');
  });

  it("should answer 404 for another company's nomination", async () => {
    const res = await send('POST', '/jobs/resume/send-interview', other, valid());
    expect(res.statusCode).toBe(404);
  });

  it('should answer 409 when the transitions do not lead to Interview, storing nothing', async () => {
    await db().update(jobResumes).set({ status: 7 }).where(eq(jobResumes.id, id)); // Job Offered
    const res = await send('POST', '/jobs/resume/send-interview', admin, valid());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ILLEGAL_TRANSITION');
    expect(res.json().details[0]).toMatchObject({ code: 'nomination.illegalTransition' });
    expect(await statusOf(id)).toBe(7);
    expect(await db().select().from(interviews).where(eq(interviews.jobResumeId, id))).toEqual([]);
  });
});

describe('given an interview scheduled for an open nomination', () => {
  let nomination: Awaited<ReturnType<typeof nominated>>;
  let interviewId: number;
  let uid: string;

  beforeAll(async () => {
    nomination = await nominated();
    const res = await send('POST', '/jobs/resume/send-interview', admin, {
      jobResumeId: nomination.id,
      mode: 1,
      startsAt: future,
      durationMinutes: 45,
      place: '1 Marina Blvd, #20-01',
      notes: 'Bring your ID; ask for Grace',
    });
    expect(res.statusCode).toBe(201);
    interviewId = res.json().interview.id;
    uid = res.json().interview.uid;
  });

  it('should store it, move the nomination to Interview and log the change', async () => {
    const list = await send('GET', `/job-resumes/${nomination.id}/interviews`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1 });
    expect(list.json().data[0]).toMatchObject({
      id: interviewId,
      mode: 1,
      modeKey: 'inPerson',
      startsAt: '2026-03-10T02:00:00.000Z',
      endsAt: '2026-03-10T02:45:00.000Z',
      durationMinutes: 45,
      timezone: 'Asia/Singapore',
      place: '1 Marina Blvd, #20-01',
      link: null,
      sequence: 0,
      status: 'scheduled',
    });
    expect(await statusOf(nomination.id)).toBe(4);
    const log = await db()
      .select()
      .from(jobResumeStatusChanges)
      .where(eq(jobResumeStatusChanges.jobResumeId, nomination.id))
      .orderBy(desc(jobResumeStatusChanges.id));
    expect(log[0]).toMatchObject({ fromStatus: 1, toStatus: 4 });
  });

  it('should email the candidate an invitation with an RFC 5545 request attached', async () => {
    const mail = await lastEmailTo(db(), nomination.email!);
    expect(mail).toMatchObject({
      subject: 'Interview invitation: Site Engineer at Lotus Build',
      source: 'interviewInvitation',
    });
    expect(mail!.text).toContain(`Dear ${nomination.name}`);
    // 02:00 UTC is 10:00 in Singapore.
    expect(mail!.text).toMatch(/Tuesday, March 10, 2026 at 10:00\sAM \(Asia\/Singapore\), 45 minutes/);
    expect(mail!.text).toContain('Where: 1 Marina Blvd, #20-01');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    const ics = icsOf(mail);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain(`UID:${uid}\r\n`);
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toContain('DTSTART:20260310T020000Z\r\n');
    expect(ics).toContain('DTEND:20260310T024500Z\r\n');
    expect(ics).toContain(`SUMMARY:Interview: ${nomination.name}\\, Site Engineer (Lotus Build)\r\n`);
    expect(ics).toContain('LOCATION:1 Marina Blvd\\, #20-01\r\n');
    expect(ics).toContain('DESCRIPTION:Bring your ID\\; ask for Grace\r\n');
    expect(ics).toContain('ORGANIZER;CN="Lotus Build":mailto:talent@lotus.test\r\n');
    expect(ics).toContain(`:mailto:${nomination.email}\r\n`);
    expect(ics).toContain(
      `ATTENDEE;CN="Grace Lim";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${managerEmail}\r\n`,
    );
  });

  it('should give the hiring manager a notice with the same event', async () => {
    const mail = await lastEmailTo(db(), managerEmail);
    expect(mail).toMatchObject({ source: 'interviewNotice' });
    expect(mail!.subject).toBe(`Interview scheduled: ${nomination.name} for Site Engineer`);
    expect(mail!.text).toContain('Dear Grace Lim');
    expect(icsOf(mail)).toContain(`UID:${uid}\r\n`);
  });

  it('should alert the rule staff, each in their own language', async () => {
    const en = await lastEmailTo(db(), adminEmail);
    expect(en!.subject).toBe(`Nomination status changed: ${nomination.name}, Site Engineer`);
    expect(en!.text).toContain('moved from Open to Interview');
    expect(en!.to).toEqual([adminEmail]);
    const vn = await lastEmailTo(db(), vnAlertEmail);
    expect(vn!.subject).toBe(`Trạng thái đề cử thay đổi: ${nomination.name}, Site Engineer`);
    expect(vn!.text).toContain('sang Phỏng vấn');
    expect(vn!.source).toBe('email-alert:resumeToInterview,statusChangePlusUpdate');
  });

  it('should schedule a second interview without moving the nomination again', async () => {
    const before = (await mailTo(adminEmail)).length;
    const res = await send('POST', '/jobs/resume/send-interview', admin, {
      jobResumeId: nomination.id,
      mode: 3,
      startsAt: '2026-03-09T01:00:00Z',
      endsAt: '2026-03-09T01:30:00Z',
      timezone: 'Asia/Ho_Chi_Minh',
      link: 'https://meet.example.test/abc',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nominationStatus: 4, nominationStatusKey: 'interview' });
    expect((await mailTo(adminEmail)).length).toBe(before);
    const ics = icsOf(await lastEmailTo(db(), nomination.email!));
    expect(ics).toContain('URL:https://meet.example.test/abc\r\n');
    expect(ics).not.toContain('LOCATION');
    const list = (await send('GET', `/job-resumes/${nomination.id}/interviews?$sort[startsAt]=1`, admin)).json();
    expect(list.data.map((i: Json) => i.mode)).toEqual([3, 1]);
    expect(new Set(list.data.map((i: Json) => i.uid)).size).toBe(2);
  });

  it('should reschedule with the same UID and SEQUENCE + 1', async () => {
    const res = await send('PATCH', `/interviews/${interviewId}`, admin, { startsAt: '2026-03-11T06:30:00Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json().interview).toMatchObject({
      uid,
      sequence: 1,
      startsAt: '2026-03-11T06:30:00.000Z',
      endsAt: '2026-03-11T07:15:00.000Z',
      place: '1 Marina Blvd, #20-01',
    });
    expect(res.json().sent.map((s: Json) => s.recipient)).toEqual(['candidate', 'hiringManager']);
    const ics = icsOf(await lastEmailTo(db(), nomination.email!));
    expect(ics).toContain(`UID:${uid}\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain('DTSTART:20260311T063000Z\r\n');
  });

  it('should refuse a reschedule to the past or in person without a place', async () => {
    const past = await send('PATCH', `/interviews/${interviewId}`, admin, { startsAt: '2026-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    const noPlace = await send('PATCH', `/interviews/${interviewId}`, admin, { place: null });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().details[0]).toMatchObject({ field: 'body.place', code: 'interview.placeRequired' });
    expect((await send('PATCH', `/interviews/${interviewId}`, other, { notes: 'x' })).statusCode).toBe(404);
  });

  it('should cancel with METHOD:CANCEL, then refuse to cancel or change it again', async () => {
    const res = await send('POST', `/interviews/${interviewId}/cancel`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    const mail = await lastEmailTo(db(), managerEmail);
    expect(mail).toMatchObject({ subject: 'Interview cancelled: Site Engineer', source: 'interviewCancelled' });
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    const ics = icsOf(mail);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain(`UID:${uid}\r\n`);
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    const again = await send('POST', `/interviews/${interviewId}/cancel`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'INTERVIEW_CANCELLED',
      details: [{ field: 'id', code: 'interview.cancelled' }],
    });
    expect((await send('PATCH', `/interviews/${interviewId}`, admin, { notes: 'x' })).statusCode).toBe(409);
    expect((await send('POST', `/interviews/${interviewId}/cancel`, other)).statusCode).toBe(404);
  });

  it("should answer 404 for another company's interview list", async () => {
    expect((await send('GET', `/job-resumes/${nomination.id}/interviews`, other)).statusCode).toBe(404);
  });
});

describe('given a candidate without an email and a Vietnamese sender', () => {
  it('should schedule, report the candidate as skipped and write to the manager in Vietnamese', async () => {
    const { id } = await nominated({ email: null });
    const res = await send('POST', '/jobs/resume/send-interview', vnSender, {
      jobResumeId: id,
      mode: 2,
      startsAt: future,
      durationMinutes: 30,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().skipped).toEqual([{ jobResumeId: id, recipient: 'candidate', reason: 'noEmail' }]);
    expect(res.json().sent).toEqual([{ jobResumeId: id, recipient: 'hiringManager', email: managerEmail, lang: 'vn' }]);
    const mail = await lastEmailTo(db(), managerEmail);
    expect(mail!.subject).toMatch(/^Đã lên lịch phỏng vấn: /);
    expect(mail!.text).toContain('Hình thức: Điện thoại');
    expect(mail!.text).toContain('30 phút');
    expect(icsOf(mail)).toContain('SUMMARY:Phỏng vấn: ');
  });
});

describe('given the candidate messages', () => {
  it('should tell a candidate courteously that they were not shortlisted and move the nomination', async () => {
    const n = await nominated();
    const res = await send('POST', `/not-shortlisted/${n.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: n.id, status: 3, statusKey: 'notSuitable', skipped: [] });
    expect(res.json().sent).toEqual([{ jobResumeId: n.id, recipient: 'candidate', email: n.email, lang: 'en' }]);
    const mail = await lastEmailTo(db(), n.email!);
    expect(mail).toMatchObject({ subject: 'Your application for Site Engineer', source: 'notShortlisted' });
    expect(mail!.text).toContain('not been shortlisted');
    const log = await db()
      .select()
      .from(jobResumeStatusChanges)
      .where(and(eq(jobResumeStatusChanges.jobResumeId, n.id), eq(jobResumeStatusChanges.toStatus, 3)));
    expect(log).toHaveLength(1);
    const again = await send('POST', `/not-shortlisted/${n.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect((await mailTo(n.email!)).filter((m) => m.source === 'notShortlisted')).toHaveLength(1);
  });

  it('should write in the Vietnamese sender’s language and report a candidate without an email', async () => {
    const n = await nominated();
    await send('POST', `/not-shortlisted/${n.id}`, vnSender);
    expect((await lastEmailTo(db(), n.email!))!.subject).toBe('Hồ sơ ứng tuyển của bạn cho vị trí Site Engineer');
    const silent = await nominated({ email: null });
    const res = await send('POST', `/not-shortlisted/${silent.id}`, admin);
    expect(res.json()).toMatchObject({ status: 3, sent: [] });
    expect(res.json().skipped).toEqual([{ jobResumeId: silent.id, recipient: 'candidate', reason: 'noEmail' }]);
  });

  it("should use the administrator's wording of a template once set", async () => {
    const arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
    const saved = await send('POST', '/email-template', arms, {
      key: 'notShortlisted',
      lang: 'en',
      subject: 'About {{position}}',
      body: '<p>Dear {{candidateName}}, thank you from {{companyName}}.</p>',
    });
    expect(saved.statusCode).toBe(200);
    const n = await nominated();
    await send('POST', `/not-shortlisted/${n.id}`, admin);
    const mail = await lastEmailTo(db(), n.email!);
    expect(mail).toMatchObject({ subject: 'About Site Engineer', text: `Dear ${n.name}, thank you from Lotus Build.` });
  });

  it('should send "interviewed and failed" only from Interview', async () => {
    const n = await nominated();
    const early = await send('POST', `/interview-and-failed/${n.id}`, admin);
    expect(early.statusCode).toBe(409);
    expect(await statusOf(n.id)).toBe(1);
    await send('PATCH', `/job-resumes/${n.id}/status`, admin, { status: 4 });
    const res = await send('POST', `/interview-and-failed/${n.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 5, statusKey: 'interviewedAndFailed' });
    const mail = await lastEmailTo(db(), n.email!);
    expect(mail).toMatchObject({ subject: 'Your interview for Site Engineer', source: 'interviewedAndFailed' });
    expect((await send('POST', `/interview-and-failed/${n.id}`, other)).statusCode).toBe(404);
  });

  it('should notify the candidates of a job in plain text, reporting those skipped', async () => {
    const a = await nominated();
    const b = await nominated({ email: null });
    const elsewhere = await nominated({ job: otherJobId });
    const res = await send('POST', '/notifications', admin, {
      jobId,
      jobResumeIds: [a.id, b.id, elsewhere.id],
      subject: 'Site visit\r\nBcc: x@evil.test',
      body: 'Dear all,\nthe site visit moves to <b>Friday</b> & starts at 9.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sent).toEqual([{ jobResumeId: a.id, recipient: 'candidate', email: a.email, lang: 'en' }]);
    expect(res.json().skipped).toEqual([
      { jobResumeId: b.id, recipient: 'candidate', reason: 'noEmail' },
      { jobResumeId: elsewhere.id, recipient: 'candidate', reason: 'notFound' },
    ]);
    const mail = await lastEmailTo(db(), a.email!);
    expect(mail).toMatchObject({ subject: 'Site visit Bcc: x@evil.test', source: 'candidateNotification' });
    expect(mail!.html).toContain('the site visit moves to &lt;b&gt;Friday&lt;/b&gt; &amp; starts at 9.');
    expect(mail!.html).not.toContain('<b>Friday');
    expect(mail!.text).toContain('Dear all,\nthe site visit moves to <b>Friday</b> & starts at 9.');
    expect(await lastEmailTo(db(), elsewhere.email!)).toBeUndefined();
  });

  it('should refuse an empty notification and another company’s job', async () => {
    const a = await nominated();
    const empty = await send('POST', '/notifications', admin, { jobId, jobResumeIds: [a.id], subject: ' ', body: 'x' });
    expect(empty.statusCode).toBe(400);
    const foreign = await send('POST', '/notifications', other, {
      jobId,
      jobResumeIds: [a.id],
      subject: 's',
      body: 'b',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

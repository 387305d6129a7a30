import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  jobResumeRemovals,
  jobResumes,
  jobResumeStatusChanges,
  jobs,
  resumes,
  users,
} from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
let clock = new Date('2026-05-04T09:00:00Z');
type Auth = { authorization: string };
type Json = Record<string, unknown>;
let admin: Auth;
let adminId: number;
let hr: Auth;
let hrId: number;
let uploader: Auth;
let uploaderId: number;
let other: Auth;
let companyId: number;
let otherCompanyId: number;

const send = requester(() => ctx.app);
const db = () => ctx.database.db;

async function resume(firstName: string, lastName = 'Tran', owner = companyId, createdBy = adminId) {
  const [row] = await db().insert(resumes).values({ companyId: owner, firstName, lastName, createdBy }).returning();
  return row!.id;
}
async function nominate(jobId: number, resumeId: number, values: { status?: number; isPortal?: number } = {}) {
  const [row] = await db()
    .insert(jobResumes)
    .values({ companyId, jobId, resumeId, status: values.status ?? 1, isPortal: values.isPortal ?? 0 })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  companyId = (await createCompany(db(), { name: 'Nominations Extra Co' })).id;
  otherCompanyId = (await createCompany(db(), { name: 'Nominations Other Co' })).id;
  const a = await createStaffUser(db(), { roles: ['account_admin'], companyId });
  adminId = a.id;
  admin = await login(ctx.app, a.email, a.password);
  const h = await createStaffUser(db(), {
    roles: ['hr_staff'],
    companyId,
    permissions: ['view_all_job', 'access_hiring_entities', 'access_all_candidate'],
  });
  hrId = h.id;
  hr = await login(ctx.app, h.email, h.password);
  const u = await createStaffUser(db(), {
    roles: ['hr_staff'],
    companyId,
    permissions: ['view_all_job', 'access_hiring_entities', 'access_uploaded_candidate'],
  });
  uploaderId = u.id;
  uploader = await login(ctx.app, u.email, u.password);
  const o = await createStaffUser(db(), { roles: ['account_admin'], companyId: otherCompanyId });
  other = await login(ctx.app, o.email, o.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given resumes submitted to a hiring entity', () => {
  let departmentId: number;
  let first: number;
  let second: number;
  let third: number;

  beforeAll(async () => {
    departmentId = (await send('POST', '/departments', admin, { name: 'Harbour Front' })).json().id;
    first = await resume('An');
    second = await resume('Bình');
    third = await resume('Chi', 'Le', companyId, uploaderId);
  });

  it('should submit several at once, skip and report the one already submitted, and log each status', async () => {
    const single = await send('POST', '/job-resumes', admin, { resumeId: first, departmentId });
    expect(single.statusCode).toBe(201);
    const res = await send('POST', `/departments/${departmentId}/resume-submissions`, hr, {
      resumeIds: [second, first, third],
      remarks: 'Shortlist for the harbour project',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.submitted.map((s: Json) => s.resumeId)).toEqual([second, third]);
    expect(body.skipped).toEqual([{ resumeId: first, jobResumeId: single.json().id, reason: 'alreadySubmitted' }]);
    for (const s of body.submitted as Array<{ jobResumeId: number }>) {
      const log = await db()
        .select()
        .from(jobResumeStatusChanges)
        .where(eq(jobResumeStatusChanges.jobResumeId, s.jobResumeId));
      expect(log).toMatchObject([{ fromStatus: null, toStatus: 1, userId: hrId }]);
    }
  });

  it('should refuse the whole batch when one resume is not reachable, and submit nothing', async () => {
    const stranger = await resume('Dung', 'Pham', otherCompanyId);
    const fresh = await resume('Em');
    const res = await send('POST', `/departments/${departmentId}/resume-submissions`, hr, {
      resumeIds: [fresh, stranger],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'RESUME_NOT_EXISTED', details: [{ params: { ids: String(stranger) } }] });
    const rows = await db().select().from(jobResumes).where(eq(jobResumes.resumeId, fresh));
    expect(rows).toEqual([]);
    // A user with only access_uploaded_candidate submits only the resumes they uploaded.
    const notTheirs = await send('POST', `/departments/${departmentId}/resume-submissions`, uploader, {
      resumeIds: [fresh],
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('should list the submitted resumes in status order with their summary, paged', async () => {
    const [row] = await db()
      .select({ id: jobResumes.id })
      .from(jobResumes)
      .where(and(eq(jobResumes.departmentId, departmentId), eq(jobResumes.resumeId, second)));
    await send('PATCH', `/job-resumes/${row!.id}/status`, admin, { status: 10 });
    await send('PATCH', `/job-resumes/${row!.id}/status`, admin, { status: 4 });
    const res = await send('GET', `/departments/${departmentId}/resumes`, hr);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data.map((d: Json) => [(d.resume as Json).firstName, d.status])).toEqual([
      ['An', 1],
      ['Chi', 1],
      ['Bình', 4],
    ]);
    expect(body.data[1]).toMatchObject({
      statusKey: 'open',
      remarks: 'Shortlist for the harbour project',
      departmentId,
    });
    const page = (await send('GET', `/departments/${departmentId}/resumes?$limit=1&$skip=2`, hr)).json();
    expect(page).toMatchObject({ total: 3, limit: 1, skip: 2 });
    expect(page.data.map((d: Json) => (d.resume as Json).firstName)).toEqual(['Bình']);
    const own = (await send('GET', `/departments/${departmentId}/resumes`, uploader)).json();
    expect(own.data.map((d: Json) => (d.resume as Json).firstName)).toEqual(['Chi']);
    expect((await send('GET', `/departments/${departmentId}/resumes?status=4`, hr)).json().total).toBe(1);
  });

  it("should answer 404 for another company's hiring entity and 400 for bad input", async () => {
    expect((await send('GET', `/departments/${departmentId}/resumes`, other)).statusCode).toBe(404);
    const foreign = await send('POST', `/departments/${departmentId}/resume-submissions`, other, {
      resumeIds: [first],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('PROJECT_NOT_EXISTED');
    const empty = await send('POST', `/departments/${departmentId}/resume-submissions`, hr, { resumeIds: [] });
    expect(empty.statusCode).toBe(400);
    const repeated = await send('POST', `/departments/${departmentId}/resume-submissions`, hr, {
      resumeIds: [first, first],
    });
    expect(repeated.statusCode).toBe(400);
  });
});

describe('given a nomination to edit or remove', () => {
  let jobId: number;

  beforeAll(async () => {
    jobId = (await createJob(db(), { companyId, position: 'Warehouse Supervisor' })).id;
  });

  it("should update a nomination's remarks and refuse other fields", async () => {
    const id = await nominate(jobId, await resume('Giang'));
    const res = await send('PATCH', `/jobs/resume/${id}`, hr, { remarks: '  Strong forklift licence  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, remarks: 'Strong forklift licence', status: 1 });
    expect((await send('PATCH', `/jobs/resume/${id}`, hr, { remarks: null })).json().remarks).toBeNull();
    expect((await send('PATCH', `/jobs/resume/${id}`, hr, { status: 4 })).statusCode).toBe(400);
    expect((await send('PATCH', `/jobs/resume/${id}`, other, { remarks: 'x' })).statusCode).toBe(404);
  });

  it('should remove an open nomination with its files, and log who removed it', async () => {
    const resumeId = await resume('Hoa');
    const id = (await send('POST', '/job-resumes', hr, { resumeId, jobId })).json().id;
    const ack = await send('POST', `/job-resumes/${id}/acknowledgements`, hr, {
      method: 'phone',
      acknowledgedOn: '2026-05-01',
    });
    expect(ack.statusCode).toBe(201);
    const [file] = await db().select().from(attachments).where(eq(attachments.ownerId, id));
    expect((await send('DELETE', `/jobs/resume/${id}`, other)).statusCode).toBe(404);
    const res = await send('DELETE', `/jobs/resume/${id}`, hr);
    expect(res.statusCode).toBe(204);
    expect(await db().select().from(jobResumes).where(eq(jobResumes.id, id))).toEqual([]);
    expect(await db().select().from(attachments).where(eq(attachments.id, file!.id))).toEqual([]);
    expect(await ctx.app.storage.get(file!.storageKey)).toBeUndefined();
    const [removal] = await db().select().from(jobResumeRemovals).where(eq(jobResumeRemovals.jobResumeId, id));
    expect(removal).toMatchObject({ companyId, jobId, resumeId, status: 1, removedBy: hrId });
    expect(removal!.removedAt.toISOString()).toBe(clock.toISOString());
    // The resume may be nominated to the job again.
    expect((await send('POST', '/job-resumes', hr, { resumeId, jobId })).statusCode).toBe(201);
  });

  it('should remove a Not Suitable nomination but refuse one under way with 409, changing nothing', async () => {
    const notSuitable = await nominate(jobId, await resume('Khanh'), { status: 3 });
    expect((await send('DELETE', `/jobs/resume/${notSuitable}`, hr)).statusCode).toBe(204);
    const interview = await nominate(jobId, await resume('Lan'), { status: 4 });
    const res = await send('DELETE', `/jobs/resume/${interview}`, hr);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'NOMINATION_NOT_REMOVABLE',
      details: [{ field: 'status', code: 'nomination.notRemovable', params: { status: 4, allowed: '1,3' } }],
    });
    expect(await db().select().from(jobResumes).where(eq(jobResumes.id, interview))).toHaveLength(1);
    expect((await send('DELETE', '/jobs/resume/999999', hr)).statusCode).toBe(404);
  });
});

describe('given remarks on a nomination', () => {
  let id: number;
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    const job = await createJob(db(), { companyId, position: 'Barista' });
    id = await nominate(job.id, await resume('Mai'));
  });

  it('should add plain-text remarks and list them newest first with author and time', async () => {
    const res = await send('POST', `/job-resumes/${id}/remarks`, hr, { text: '  Called, will send references\n' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      jobResumeId: id,
      text: 'Called, will send references',
      author: { id: hrId, firstName: 'Test', lastName: 'User' },
      edited: false,
      createdAt: clock.toISOString(),
    });
    mine = res.json().id;
    clock = new Date(clock.getTime() + 60_000);
    theirs = (await send('POST', `/job-resumes/${id}/remarks`, admin, { text: '<b>Keen</b>' })).json().id;
    const list = (await send('GET', `/job-resumes/${id}/remarks`, hr)).json();
    expect(list.map((r: Json) => [r.id, r.text])).toEqual([
      [theirs, '<b>Keen</b>'],
      [mine, 'Called, will send references'],
    ]);
  });

  it('should refuse empty, too long and control-character remarks', async () => {
    for (const text of ['', '   ', 'x'.repeat(2001), 'bell\u0007']) {
      const res = await send('POST', `/job-resumes/${id}/remarks`, hr, { text });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
    }
    expect((await send('POST', `/job-resumes/${id}/remarks`, hr, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it("should let the author edit their own remark but not another's", async () => {
    clock = new Date(clock.getTime() + 60_000);
    const res = await send('PATCH', `/job-resume-remarks/${mine}`, hr, { text: 'Called twice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text: 'Called twice', edited: true, updatedAt: clock.toISOString() });
    const foreign = await send('PATCH', `/job-resume-remarks/${theirs}`, hr, { text: 'Changed' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('USER_NOT_ALLOWED');
  });

  it('should let the author delete their own, an account administrator any, and nobody else', async () => {
    expect((await send('DELETE', `/job-resume-remarks/${theirs}`, hr)).statusCode).toBe(403);
    expect((await send('DELETE', `/job-resume-remarks/${mine}`, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/job-resume-remarks/${theirs}`, admin)).statusCode).toBe(204);
    const left = (await send('GET', `/job-resumes/${id}/remarks`, hr)).json();
    expect(left.map((r: Json) => r.id)).not.toContain(mine);
    expect(left.map((r: Json) => r.id)).not.toContain(theirs);
  });

  it("should answer 404 for another company's nomination and remark", async () => {
    const kept = (await send('POST', `/job-resumes/${id}/remarks`, hr, { text: 'Kept' })).json().id;
    expect((await send('GET', `/job-resumes/${id}/remarks`, other)).statusCode).toBe(404);
    expect((await send('POST', `/job-resumes/${id}/remarks`, other, { text: 'x' })).statusCode).toBe(404);
    expect((await send('PATCH', `/job-resume-remarks/${kept}`, other, { text: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', `/job-resume-remarks/${kept}`, other)).statusCode).toBe(404);
  });
});

describe('given users opening a nomination', () => {
  it('should record at most one visit per user per hour and list visitors newest first', async () => {
    const job = await createJob(db(), { companyId, position: 'Cashier' });
    const id = await nominate(job.id, await resume('Nam'));
    const start = clock;
    expect((await send('GET', `/job-resumes/${id}`, hr)).statusCode).toBe(200);
    clock = new Date(start.getTime() + 59 * 60_000);
    await send('GET', `/job-resumes/${id}`, hr);
    await send('GET', `/job-resumes/${id}`, admin);
    clock = new Date(start.getTime() + 61 * 60_000);
    await send('GET', `/job-resumes/${id}`, hr);
    expect((await send('GET', `/job-resumes/${id}`, other)).statusCode).toBe(404);
    const res = await send('GET', `/job-resumes/${id}/visitors`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().data.map((v: Json) => [v.userId, v.visitedAt])).toEqual([
      [hrId, new Date(start.getTime() + 61 * 60_000).toISOString()],
      [adminId, new Date(start.getTime() + 59 * 60_000).toISOString()],
      [hrId, start.toISOString()],
    ]);
    expect(res.json().data[0]).toMatchObject({ firstName: 'Test', lastName: 'User' });
    const page = (await send('GET', `/job-resumes/${id}/visitors?userId=${hrId}&$limit=1`, admin)).json();
    expect(page).toMatchObject({ total: 2, limit: 1 });
    expect((await send('GET', `/job-resumes/${id}/visitors`, other)).statusCode).toBe(404);
  });
});

describe("given the candidate's consent to be nominated", () => {
  let id: number;

  beforeAll(async () => {
    const job = await createJob(db(), { companyId, position: 'Kế toán trưởng' });
    id = await nominate(job.id, await resume('Nguyễn', 'Thị Hằng'));
  });

  it('should record it, generate the consent notification PDF as an attachment, and list it', async () => {
    const res = await send('POST', `/job-resumes/${id}/acknowledgements`, hr, {
      method: 'email',
      acknowledgedOn: clock.toISOString().slice(0, 10),
      notes: 'Replied to the invitation email',
    });
    expect(res.statusCode).toBe(201);
    const ack = res.json();
    expect(ack).toMatchObject({
      jobResumeId: id,
      givenBy: 'Nguyễn Thị Hằng',
      method: 'email',
      notes: 'Replied to the invitation email',
      recordedBy: { id: hrId },
      attachment: { kind: 'acknowledgement', mimeType: 'application/pdf', ownerId: id },
    });
    const download = await send('GET', `/job-resume-acknowledgements/${ack.id}/download`, hr);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`consent-notification-${id}-`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(ack.attachment.size);
    expect(download.rawPayload.includes('(Consent notification)')).toBe(true);
    const list = (await send('GET', `/job-resumes/${id}/acknowledgements`, hr)).json();
    expect(list.map((a: Json) => a.id)).toEqual([ack.id]);
  });

  it("should write the PDF in the recording user's language and take the consenting person's name", async () => {
    await db().update(users).set({ lang: 'vn' }).where(eq(users.id, adminId));
    const res = await send('POST', `/job-resumes/${id}/acknowledgements`, admin, {
      method: 'inPerson',
      acknowledgedOn: '2026-04-30',
      givenBy: 'Nguyễn Văn Bố',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ givenBy: 'Nguyễn Văn Bố', method: 'inPerson', acknowledgedOn: '2026-04-30' });
    const pdf = (await send('GET', `/job-resume-acknowledgements/${res.json().id}/download`, admin)).rawPayload;
    expect(pdf.includes(utf16('Thông báo đồng ý'))).toBe(true);
    await db().update(users).set({ lang: 'en' }).where(eq(users.id, adminId));
  });

  it('should refuse a date in the future, an unknown method and a missing date', async () => {
    const tomorrow = new Date(clock.getTime() + 86_400_000).toISOString().slice(0, 10);
    const future = await send('POST', `/job-resumes/${id}/acknowledgements`, hr, {
      method: 'phone',
      acknowledgedOn: tomorrow,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([{ field: 'body.acknowledgedOn', code: 'validation.dateInFuture' }]);
    const fax = await send('POST', `/job-resumes/${id}/acknowledgements`, hr, {
      method: 'fax',
      acknowledgedOn: '2026-05-01',
    });
    expect(fax.statusCode).toBe(400);
    expect((await send('POST', `/job-resumes/${id}/acknowledgements`, hr, { method: 'portal' })).statusCode).toBe(400);
    expect((await send('GET', `/job-resumes/${id}/acknowledgements`, hr)).json()).toHaveLength(2);
  });

  it("should hide another company's acknowledgements and answer FILE_NOT_EXISTED when the PDF is gone", async () => {
    const [ack] = (await send('GET', `/job-resumes/${id}/acknowledgements`, hr)).json();
    expect((await send('GET', `/job-resumes/${id}/acknowledgements`, other)).statusCode).toBe(404);
    expect(
      (
        await send('POST', `/job-resumes/${id}/acknowledgements`, other, {
          method: 'email',
          acknowledgedOn: '2026-05-01',
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('GET', `/job-resume-acknowledgements/${ack.id}/download`, other)).statusCode).toBe(404);
    await ctx.app.storage.delete((await storageKeyOf(ack.attachment.id))!);
    const gone = await send('GET', `/job-resume-acknowledgements/${ack.id}/download`, hr);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('FILE_NOT_EXISTED');
  });
});

describe('given jobs for a similar position', () => {
  let target: number;
  let similar: number;
  let classified: number;
  let unrelated: number;

  beforeAll(async () => {
    target = (await createJob(db(), { companyId, position: 'Senior Software Engineer' })).id;
    await db().update(jobs).set({ specialty: 'Information Technology' }).where(eq(jobs.id, target));
    similar = (await createJob(db(), { companyId, position: 'Software Engineer (Junior)' })).id;
    classified = (await createJob(db(), { companyId, position: 'QA Analyst' })).id;
    await db().update(jobs).set({ specialty: 'information technology' }).where(eq(jobs.id, classified));
    unrelated = (await createJob(db(), { companyId, position: 'Civil Engineer' })).id;
    const foreign = await createJob(db(), { companyId: otherCompanyId, position: 'Software Engineer' });
    await nominate(target, await resume('Own', 'Job'));
    clock = new Date(clock.getTime() + 60_000);
    await nominate(similar, await resume('Past', 'Nominee'), { status: 4 });
    clock = new Date(clock.getTime() + 60_000);
    await nominate(similar, await resume('Portal', 'Applicant'), { isPortal: 1 });
    await nominate(classified, await resume('Quality', 'Tester'), { status: 10 });
    await nominate(unrelated, await resume('Bridge', 'Builder'));
    await db()
      .insert(jobResumes)
      .values({
        companyId: otherCompanyId,
        jobId: foreign.id,
        resumeId: await resume('Other', 'Tenant', otherCompanyId),
      });
  });

  it('should list the nominations of other jobs with similar titles or the same classification', async () => {
    const res = await send('GET', `/jobs/${target}/same-position`, hr);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data.map((d: Json) => [(d.resume as Json).firstName, (d.job as Json).id, d.statusKey])).toEqual(
      expect.arrayContaining([
        ['Past', similar, 'interview'],
        ['Quality', classified, 'underReview'],
      ]),
    );
    expect(body.data[0]).toMatchObject({ isPortal: false, job: { position: expect.any(String) } });
    const page = (await send('GET', `/jobs/${target}/same-position?$limit=1&$sort[createdAt]=1`, hr)).json();
    expect(page).toMatchObject({ total: 2, limit: 1 });
    expect(page.data.map((d: Json) => (d.resume as Json).firstName)).toEqual(['Past']);
  });

  it('should list the portal applicants of those jobs separately', async () => {
    const res = await send('GET', `/jobs/${target}/job-applicants-same-position`, hr);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: Json) => [(d.resume as Json).firstName, d.isPortal])).toEqual([['Portal', true]]);
  });

  it('should answer an empty page when no other job is similar', async () => {
    const res = await send('GET', `/jobs/${unrelated}/same-position`, hr);
    expect(res.json()).toEqual({ total: 0, limit: 25, skip: 0, data: [] });
  });

  it("should answer 404 for another company's job", async () => {
    expect((await send('GET', `/jobs/${target}/same-position`, other)).statusCode).toBe(404);
    expect((await send('GET', `/jobs/${target}/job-applicants-same-position`, other)).statusCode).toBe(404);
  });
});

/** A string as pdfkit writes a non-ASCII document info entry: UTF-16BE after a byte order mark. */
function utf16(text: string): Buffer {
  return Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
}

async function storageKeyOf(attachmentId: number) {
  const [row] = await db().select().from(attachments).where(eq(attachments.id, attachmentId));
  return row?.storageKey;
}

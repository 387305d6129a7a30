import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, departments, jobResumes, jobResumeStatusChanges, resumes } from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser, multipart, pdfDocument, pngImage } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

let ctx: TestContext;
let admin: { authorization: string };
let uploader: { authorization: string };
let stranger: { authorization: string };
let companyId: number;
let jobId: number;
let departmentId: number;
let nominationId: number;
let ownResumeId: number;
let othersResumeId: number;

type Json = Record<string, unknown>;
const call = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const company = await createCompany(db, { name: 'Attach Co' });
  companyId = company.id;
  const a = await createStaffUser(db, { roles: ['account_admin'], companyId });
  admin = await login(ctx.app, a.email, a.password);
  // Human resource staff who may only reach the resumes they uploaded.
  const u = await createStaffUser(db, {
    roles: ['hr_staff'],
    companyId,
    permissions: ['access_uploaded_candidate', 'view_all_job'],
  });
  uploader = await login(ctx.app, u.email, u.password);
  const otherCompany = await createCompany(db, { name: 'Attach Other Co' });
  const s = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompany.id });
  stranger = await login(ctx.app, s.email, s.password);
  jobId = (await createJob(db, { companyId, position: 'Site engineer' })).id;
  const [dept] = await db.insert(departments).values({ companyId, name: 'Tower A' }).returning();
  departmentId = dept!.id;
  const [own] = await db.insert(resumes).values({ companyId, firstName: 'Own', createdBy: u.id }).returning();
  const [others] = await db.insert(resumes).values({ companyId, firstName: 'Other', createdBy: a.id }).returning();
  ownResumeId = own!.id;
  othersResumeId = others!.id;
  const [n] = await db.insert(jobResumes).values({ companyId, jobId, resumeId: own!.id }).returning();
  nominationId = n!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('given the attachments of hiring entities, jobs, nominations and resumes', () => {
  it('should upload, list, download and remove a document of every kind', async () => {
    const owners: Array<[string, string, string]> = [
      [`/departments/${departmentId}/documents`, '/department-documents', 'FILE_NOT_EXISTED'],
      [`/jobs/${jobId}/documents`, '/job-documents', 'JOB_DOCUMENTS_NOT_EXISTED'],
      [`/jobs/${jobId}/worksheets`, '/job-worksheets', 'JOB_DOCUMENTS_NOT_EXISTED'],
      [`/job-resumes/${nominationId}/documents`, '/nomination-documents', 'FILE_NOT_EXISTED'],
      [`/job-resumes/${nominationId}/costing`, '/nomination-costing', 'FILE_NOT_EXISTED'],
      [`/resumes/${ownResumeId}/documents`, '/resume-documents', 'FILE_NOT_EXISTED'],
    ];
    for (const [collection, item, missing] of owners) {
      const pdf = pdfDocument(`file for ${collection}`);
      const uploaded = await call('POST', collection, admin, multipart('Offer – Nguyễn.pdf', pdf));
      expect(uploaded.statusCode, collection).toBe(201);
      const body = uploaded.json<Json>();
      expect(body).toMatchObject({ name: 'Offer – Nguyễn.pdf', mimeType: 'application/pdf', size: pdf.length });
      const listed = await call('GET', collection, admin);
      expect(listed.json<Json[]>().map((r) => r.id)).toEqual([body.id]);
      const download = await call('GET', `${item}/${body.id}/download`, admin);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Offer%20%E2%80%93%20Nguy");
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect((await call('DELETE', `${item}/${body.id}`, admin)).statusCode).toBe(204);
      expect((await call('GET', collection, admin)).json()).toEqual([]);
      const gone = await call('GET', `${item}/${body.id}/download`, admin);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ error: missing });
    }
  });

  it('should refuse a file whose content is not a document, whatever its name, and store nothing', async () => {
    const fake = await call(
      'POST',
      `/jobs/${jobId}/documents`,
      admin,
      multipart('brief.pdf', Buffer.from('MZ\x90\x00 not a pdf at all')),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ code: 'validation.fileType' }] });
    const png = await call('POST', `/jobs/${jobId}/documents`, admin, multipart('logo.pdf', await pngImage(50, 50)));
    expect(png.json()).toMatchObject({ mimeType: 'image/png' });
    const rows = await ctx.database.db.select().from(attachments).where(eq(attachments.ownerId, jobId));
    expect(rows.map((r) => r.mimeType)).toEqual(['image/png']);
  });

  it("should hide another company's files and the resumes a user did not upload", async () => {
    const up = await call('POST', `/resumes/${othersResumeId}/documents`, admin, multipart('a.pdf', pdfDocument()));
    const id = up.json<Json>().id;
    expect((await call('GET', `/resume-documents/${id}/download`, uploader)).statusCode).toBe(404);
    expect((await call('GET', `/resumes/${othersResumeId}/documents`, uploader)).statusCode).toBe(404);
    expect((await call('GET', `/resumes/${ownResumeId}/documents`, uploader)).statusCode).toBe(200);
    expect((await call('GET', `/resume-documents/${id}/download`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/resume-documents/${id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/jobs/${jobId}/documents`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/resume-documents/${id}/download`, admin)).statusCode).toBe(200);
  });
});

describe('given the nomination status log', () => {
  it('should record the creation and every move with the user who made it', async () => {
    const db = ctx.database.db;
    const [resume] = await db.insert(resumes).values({ companyId, firstName: 'Logged' }).returning();
    const created = await call('POST', '/job-resumes', admin, { resumeId: resume!.id, jobId });
    expect(created.statusCode).toBe(201);
    const id = created.json<Json>().id as number;
    expect((await call('PATCH', `/job-resumes/${id}/status`, admin, { status: 10 })).statusCode).toBe(200);
    const illegal = await call('PATCH', `/job-resumes/${id}/status`, admin, { status: 2 });
    expect(illegal.statusCode).toBe(409);
    const log = await db
      .select()
      .from(jobResumeStatusChanges)
      .where(eq(jobResumeStatusChanges.jobResumeId, id))
      .orderBy(jobResumeStatusChanges.id);
    expect(log.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [null, 1],
      [1, 10],
    ]);
    expect(new Set(log.map((l) => l.userId)).size).toBe(1);
  });
});

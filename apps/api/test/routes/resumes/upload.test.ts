import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createStaffUser, multipart, pdfDocument, pngImage } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

// POST /resume/propose-from-cv (issue 13): a CV read into a proposal with its duplicates, nothing stored.
let ctx: TestContext;
const send = requester(() => ctx.app);
let admin: { authorization: string };
let other: { authorization: string };

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

const propose = (who: { authorization: string }, name: string, content: Buffer) => {
  const form = multipart(name, content);
  return send('POST', '/resume/propose-from-cv', who, form);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const company = await createCompany(ctx.database.db, { name: 'Upload Other Tenant' });
  const o = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
  other = await login(ctx.app, o.email, o.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given a CV to propose from', () => {
  it('should propose a resume from a PDF and store nothing', async () => {
    const before = (await send('GET', '/resumes?$limit=1', admin)).json().total;
    const res = await propose(
      admin,
      'linh.pdf',
      await pdfCv(['Linh Tran', 'linh.tran.upload@example.vn | +84 912 000 111', 'Skills: AutoCAD, Revit']),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fileName: 'linh.pdf',
      mimeType: 'application/pdf',
      proposal: { firstName: 'Linh', lastName: 'Tran', email: 'linh.tran.upload@example.vn' },
      duplicates: [],
    });
    const after = (await send('GET', '/resumes?$limit=1', admin)).json().total;
    expect(after).toBe(before);
  });

  it('should name the resumes of the same employer it duplicates, not another tenant’s', async () => {
    const created = await send('POST', '/resumes', admin, {
      firstName: 'Huong',
      lastName: 'Nguyen',
      email: 'huong.dup@example.vn',
    });
    expect(created.statusCode).toBe(201);
    const docx = await docxCv(['Nguyễn Thị Hương', 'Email: huong.dup@example.vn', 'Kỹ năng: Python, Django']);
    const mine = await propose(admin, 'huong.docx', docx);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().duplicates).toEqual([expect.objectContaining({ id: created.json().id, matchedOn: ['email'] })]);
    const theirs = await propose(other, 'huong.docx', docx);
    expect(theirs.json().duplicates).toEqual([]);
  });

  it.each([
    ['an image', 'photo.png', async () => pngImage(10, 10), 400, 'VALIDATION_ERROR'],
    ['a PDF without text', 'empty.pdf', async () => pdfDocument('nothing'), 422, 'DOWNLOAD_FAILED'],
  ])('should refuse %s with a catalogue error', async (_what, name, content, status, code) => {
    const res = await propose(admin, name, await content());
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(code);
  });

  it('should refuse a request without a file', async () => {
    const res = await send('POST', '/resume/propose-from-cv', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });
});

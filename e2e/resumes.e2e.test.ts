import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePdftoppm } from '../scripts/poppler.mjs';
import { axeViolations, launchBrowser, signIn } from './browser';
import { startPlatform, type RunningPlatform } from './server';

// The resume journeys of issue 13 on the real API: upload and correct, duplicate, boolean search, edit,
// branded PDF, nomination. CVs are generated with the API's own pdfkit and docx.
const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));

// The few parts of pdfkit, docx and pdf.js these tests use (they are the API's dependencies, not the root's).
interface PdfKitDocument {
  on(event: 'data' | 'end', listener: (chunk: Buffer) => void): void;
  text(line: string): void;
  end(): void;
}
interface DocxModule {
  Document: new (options: object) => object;
  Packer: { toBuffer(document: object): Promise<Buffer> };
  Paragraph: new (options: object) => object;
  TextRun: new (text: string) => object;
}
interface PdfJsModule {
  getDocument(source: { data: Uint8Array }): {
    promise: Promise<{
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string }> }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

let platform: RunningPlatform;
let browser: Browser;
let page: Page;
let token: string;

async function pdfCv(lines: string[]): Promise<Buffer> {
  const PDFDocument = requireFromApi('pdfkit') as new (options: object) => PdfKitDocument;
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
  const { Document, Packer, Paragraph, TextRun } = requireFromApi('docx') as DocxModule;
  const doc = new Document({
    sections: [{ children: lines.map((l) => new Paragraph({ children: [new TextRun(l)] })) }],
  });
  return Packer.toBuffer(doc);
}

const api = async (method: string, url: string, body?: object) => {
  const res = await fetch(`${platform.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res;
};

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
  const auth = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lotus-demo.sg', password: 'Lotus@2026', strategy: 'local', portal: 'crms' }),
  });
  token = ((await auth.json()) as { accessToken: string }).accessToken;
  page = await browser.newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', 'Lotus@2026');
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

let savedId = 0;

describe('given CVs uploaded on /resumes/upload', () => {
  it('should read a PDF CV, save the corrected proposal, then flag the same person in a DOCX as a duplicate', async () => {
    await page.goto(`${platform.baseUrl}/resumes/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload resumes' }).waitFor();
    const pdf = await pdfCv([
      'Minh Tran',
      'minh.tran.e2e@example.vn | +84 903 111 222',
      'Skills: AutoCAD, Python, Project Management',
    ]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'minh.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('heading', { name: 'Proposed resume from minh.pdf' }).waitFor();
    expect(await page.getByRole('textbox', { name: /First name/ }).inputValue()).toBe('Minh');
    // The recruiter corrects the family name to its Vietnamese spelling.
    await page.getByRole('textbox', { name: 'Last name' }).fill('Trần');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save resume' }).click();
    const open = page.getByRole('link', { name: 'Open the saved resume' }).first();
    await open.waitFor();
    savedId = Number(/\/resumes\/(\d+)\/detail/.exec((await open.getAttribute('href')) ?? '')?.[1]);
    expect(savedId).toBeGreaterThan(0);
    const saved = (await (await api('GET', `/resumes/${savedId}`)).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ firstName: 'Minh', lastName: 'Trần', cvName: 'minh.pdf' });
    expect(saved.skills).toEqual(expect.arrayContaining(['AutoCAD', 'Python', 'Project Management']));

    const docx = await docxCv(['Minh Trần', 'Email: minh.tran.e2e@example.vn', 'Kỹ năng: AutoCAD']);
    await page.locator('input[type=file]').setInputFiles({
      name: 'minh-again.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await page.getByRole('button', { name: 'Review minh-again.docx' }).click();
    await page.getByRole('heading', { name: 'This person may already be in your resumes' }).waitFor();
    expect(await page.getByRole('link', { name: 'Minh Trần' }).getAttribute('href')).toBe(`/resumes/${savedId}/detail`);
    await page.getByRole('button', { name: 'Save as a new resume anyway' }).waitFor();
  });
});

describe('given the boolean search', () => {
  it('should mark a malformed query where it is, then find the resume with a valid one and nominate it to a job', async () => {
    await page.goto(`${platform.baseUrl}/resumes/search`);
    const input = page.getByRole('searchbox', { name: /Skills \(Boolean\)/ });
    await input.fill('python AND (autocad');
    await input.press('Enter');
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toMatch(/Oops, there are errors in your Boolean operators\..*character 12/);

    await input.fill('python AND autocad');
    await input.press('Enter');
    const result = page.getByRole('link', { name: 'Minh Trần' });
    await result.waitFor();
    expect(await page.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Python', 'AutoCAD']));
    expect(await axeViolations(page)).toEqual([]);

    const jobs = (await (await api('GET', '/jobs?$limit=1')).json()) as { data: { id: number; position: string }[] };
    const job = jobs.data[0]!;
    await page.getByRole('checkbox', { name: 'Minh Trần' }).check();
    await page.getByRole('button', { name: 'Nominate 1 selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: job.position }).first().click();
    await dialog.getByRole('button', { name: 'Nominate', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The job's pipeline (GET jobs/{id}/resumes) now holds the resume.
    const pipeline = (await (await api('GET', `/jobs/${job.id}/resumes`)).json()) as { resumeId: number }[];
    expect(pipeline.map((n) => n.resumeId)).toContain(savedId);
  });
});

describe('given the resume edit form', () => {
  it('should refuse a work experience that ends before it starts', async () => {
    const patch = await api('PATCH', `/resumes/${savedId}`, {
      workExperiences: [{ periodFrom: '2019-03-01', periodTo: '2021-06-01', company: 'Sông Đà', position: 'Kỹ sư' }],
    });
    expect(patch.status).toBe(200);
    await page.goto(`${platform.baseUrl}/resumes/${savedId}/edit`);
    const to = page.getByRole('group', { name: /^To/ });
    await to.waitFor();
    await to.getByRole('combobox').last().selectOption('2018');
    await page.getByRole('button', { name: 'Save resume' }).click();
    await page.getByText('Period from must be before period to').waitFor();
    const stored = (await (await api('GET', `/resumes/${savedId}`)).json()) as {
      workExperiences: { periodTo: string }[];
    };
    expect(stored.workExperiences[0]!.periodTo).toBe('2021-06-01');
  });
});

describe('given a level 2 recruiter who may open only the resumes it uploaded', () => {
  it('should list its own upload and never show the administrator’s', async () => {
    const auth = await fetch(`${platform.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'hr.l2@lotus-demo.sg',
        password: 'Lotus@2026',
        strategy: 'local',
        portal: 'crms',
      }),
    });
    const ownToken = ((await auth.json()) as { accessToken: string }).accessToken;
    const asUploader = (method: string, url: string, body?: object) =>
      fetch(`${platform.baseUrl}/api${url}`, {
        method,
        headers: { authorization: `Bearer ${ownToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const own = await asUploader('POST', '/resumes', { firstName: 'Thảo', lastName: 'Phạm Uploaded' });
    expect(own.status).toBe(201);
    const ownId = ((await own.json()) as { id: number }).id;
    // The administrator's upload of the first test is not this user's: the API answers as if it did not exist.
    expect((await asUploader('GET', `/resumes/${savedId}`)).status).toBe(404);

    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const uploader = await context.newPage();
    await signIn(uploader, platform.baseUrl, 'hr.l2@lotus-demo.sg', 'Lotus@2026');
    await uploader.goto(`${platform.baseUrl}/resumes?q=Uploaded`);
    await uploader.locator(`a[href="/resumes/${ownId}/detail"]`).first().waitFor();
    await uploader.goto(`${platform.baseUrl}/resumes?q=Tr%E1%BA%A7n`);
    await uploader.getByRole('heading', { level: 1, name: 'Resumes' }).waitFor();
    await uploader.waitForLoadState('networkidle');
    expect(await uploader.locator(`a[href="/resumes/${savedId}/detail"]`).count()).toBe(0);
    await uploader.goto(`${platform.baseUrl}/resumes/${savedId}/detail`);
    await uploader.getByText('This resume does not exist').first().waitFor();
    expect(await uploader.getByText('Minh Trần').count()).toBe(0);
    await context.close();
  });
});

describe('given the branded PDF', () => {
  it('should carry the candidate’s name in Vietnamese script on its first page', async () => {
    const res = await api('GET', `/download-cv/company-user/${savedId}?isBrandedFormat=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'arms-branded-'));
    const file = path.join(dir, 'branded.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const pdfjs = (await import(requireFromApi.resolve('pdfjs-dist/legacy/build/pdf.mjs'))) as PdfJsModule;
    const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)) }).promise;
    const first = await doc.getPage(1);
    // pdf.js splits a line into runs at each accented glyph; joined without spaces they spell the name.
    const text = (await first.getTextContent()).items.map((i) => i.str ?? '').join('');
    expect(text.normalize('NFC').replace(/\s+/g, '')).toMatch(/MinhTrần|TrầnMinh/);
    await doc.destroy();
    // The first page renders to an image (poppler's pdftoppm, installed from Debian when missing), and the
    // text poppler reads back from it is the name in Vietnamese script, not replacement boxes.
    const pdftoppm = ensurePdftoppm();
    execFileSync(pdftoppm, ['-png', '-f', '1', '-l', '1', '-r', '60', file, path.join(dir, 'page')]);
    expect(readFileSync(path.join(dir, 'page-1.png')).subarray(1, 4).toString()).toBe('PNG');
    const pdftotext = path.join(path.dirname(pdftoppm), 'pdftotext');
    const popplerText = execFileSync(pdftotext, ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    expect(popplerText.normalize('NFC')).toMatch(/Minh Trần|Trần Minh/);
  });
});

describe('given the resume screens in both languages and on a phone', () => {
  it('should have no axe violations', async () => {
    const routes = [
      '/resumes',
      '/resumes/search',
      '/resumes/upload',
      `/resumes/${savedId}/detail`,
      `/resumes/${savedId}/edit`,
    ];
    for (const lang of ['en', 'vn'] as const) {
      await page.evaluate((l) => localStorage.setItem('arms.lang', l), lang);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const route of routes) {
          await page.goto(`${platform.baseUrl}${route}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          expect({ route, lang, width, violations: await axeViolations(page) }).toEqual({
            route,
            lang,
            width,
            violations: [],
          });
        }
      }
    }
  });
});

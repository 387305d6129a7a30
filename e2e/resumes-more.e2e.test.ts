import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, signIn } from './browser';
import { startMailCatcher } from './mail';
import { startPlatform, type RunningPlatform } from './server';

// Issue 13, part two, on the real API: compare resumes against a job's criteria, and a resume that came
// in through the candidate portal, from the invitation email to its approval on the portal resume list.
const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));

interface PdfKitDocument {
  on(event: 'data' | 'end', listener: (chunk: Buffer) => void): void;
  text(line: string): void;
  end(): void;
}
type Json = Record<string, unknown>;

let platform: RunningPlatform;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
let page: Page;
let token: string;
let job: { id: number; position: string; skills: string[] };
let compared: { id: number; firstName: string; lastName: string }[];
let portalId: number;

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

async function api<T = Json>(method: string, url: string, body?: object): Promise<T> {
  const res = await fetch(`${platform.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

beforeAll(async () => {
  mail = await startMailCatcher();
  platform = await startPlatform({ env: { SMTP_URL: mail.url } });
  browser = await launchBrowser();
  const auth = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lotus-demo.sg', password: 'Lotus@2026', strategy: 'local', portal: 'crms' }),
  });
  token = ((await auth.json()) as { accessToken: string }).accessToken;

  // A job of the demo company with skill criteria, and two resumes nominated to it.
  const jobs = await api<{ data: { id: number; position: string; skills: string[] }[] }>('GET', '/jobs?$limit=50');
  const found = jobs.data.find((j) => j.skills.length > 0) ?? jobs.data[0]!;
  if (found.skills.length === 0) {
    await api('PATCH', `/jobs/${found.id}`, { skills: ['AutoCAD', 'Revit', 'ETABS', 'Project management', 'BIM'] });
  }
  job = await api('GET', `/jobs/${found.id}`);
  const already = new Set((await api<{ resumeId: number }[]>('GET', `/jobs/${job.id}/resumes`)).map((n) => n.resumeId));
  const resumes = await api<{ data: { id: number; firstName: string; lastName: string }[] }>(
    'POST',
    '/resumes/search',
    { $limit: 50 },
  );
  compared = resumes.data.filter((r) => !already.has(r.id)).slice(0, 2);
  for (const r of compared) await api('POST', '/job-resumes', { resumeId: r.id, jobId: job.id });

  page = await browser.newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', 'Lotus@2026');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await mail?.stop();
});

describe('given two resumes nominated to a job with skill criteria', () => {
  it('should compare them side by side, each criterion matched by the server', async () => {
    const expected = await Promise.all(
      compared.map((r) =>
        api<{ matched: number; total: number; ratio: number }>('POST', '/resume/compare-criteria-skill', {
          jobSkills: job.skills,
          resumeId: r.id,
        }),
      ),
    );
    await page.goto(
      `${platform.baseUrl}/compare-resume/details/${job.id}?resumes=${compared.map((r) => r.id).join(',')}`,
    );
    const table = page.getByRole('table', { name: new RegExp(job.position.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await table.waitFor();
    for (const [i, r] of compared.entries()) {
      await table.getByRole('link', { name: `${r.firstName} ${r.lastName}`.trim() }).waitFor();
      const { matched, total, ratio } = expected[i]!;
      expect(await table.getByText(`${matched} of ${total} (${Math.round(ratio * 100)}%)`).count()).toBeGreaterThan(0);
    }
    const criteria = [...new Set(job.skills.map((s) => s.trim()).filter(Boolean))];
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(criteria.length);
    expect(await axeViolations(page)).toEqual([]);

    // Removing one leaves a single resume: the screen asks for two again; the URL keeps the choice.
    await page
      .getByRole('button', { name: /Remove .* from the comparison/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Choose two or more resumes' }).waitFor();
    expect(new URL(page.url()).searchParams.get('resumes')).toBe(String(compared[1]!.id));
  });
});

describe('given a candidate who applied through the portal', () => {
  it('should list the application as Pending and approve it from the list', async () => {
    const email = 'thu.pham.portal@example.test';
    await api('POST', '/jobs/invitation', { jobId: job.id, email, candidateName: 'Thu Phạm' });
    const found = await mail.waitFor((m) => m.to.includes(email) && /invitation-to-apply\/\d+\?token=/.test(m.text));
    const link = /http:\/\/[^\s"<>]+\/invitation-to-apply\/\d+\?token=([\w.-]+)/.exec(found.text)!;
    const form = new FormData();
    form.append('token', link[1]!);
    form.append('firstName', 'Thu');
    form.append('lastName', 'Phạm');
    form.append('email', email);
    form.append('phone', '+84 912 000 111');
    form.append('consent', 'true');
    const cv = await pdfCv(['Thu Phạm', `Email: ${email}`, 'Kỹ năng: AutoCAD, Revit']);
    form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'thu-cv.pdf');
    const applied = await fetch(`${platform.baseUrl}/api/candidate-links/invitation`, { method: 'POST', body: form });
    expect(applied.status).toBeLessThan(300);

    const list = await api<{ data: { id: number; portalState: string; resume: { firstName: string } }[] }>(
      'GET',
      `/portal-resumes?jobId=${job.id}`,
    );
    const row = list.data.find((d) => d.resume.firstName === 'Thu');
    expect(row?.portalState).toBe('pending');
    portalId = row!.id;

    await page.goto(`${platform.baseUrl}/portal-resume?job=${job.id}&state=pending`);
    await page.getByRole('heading', { level: 1, name: 'Portal resumes' }).waitFor();
    await page.getByRole('link', { name: 'Thu Phạm' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: /Thu Phạm/ }).check();
    await page.getByRole('button', { name: 'Approve 1 resume' }).click();
    await page.getByText('1 resume approved').waitFor();
    // The list filtered on Pending no longer has it; the API keeps it Approved.
    await page.getByRole('link', { name: 'Thu Phạm' }).waitFor({ state: 'detached' });
    expect((await api<{ portalState: string }>('GET', `/portal-resumes/${portalId}`)).portalState).toBe('approved');
  });

  it('should show the application with its job and mark it pending again from the detail', async () => {
    await page.goto(`${platform.baseUrl}/portal-resume/details/${portalId}`);
    await page.getByRole('heading', { level: 1, name: /Thu Phạm/ }).waitFor();
    expect(await page.getByText(`Applied to ${job.position}`, { exact: false }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Mark pending' }).click();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    expect((await api<{ portalState: string }>('GET', `/portal-resumes/${portalId}`)).portalState).toBe('pending');
  });
});

describe('given these screens in both languages and on a phone', () => {
  it('should have no axe violations and nothing wider than the screen', async () => {
    const routes = [
      `/compare-resume/details/${job.id}?resumes=${compared.map((r) => r.id).join(',')}`,
      '/portal-resume',
      `/portal-resume/details/${portalId}`,
      '/resumes/referee-contact',
      '/resumes/pdf',
      `/related-position?job=${job.id}`,
      `/job-applicants-related-position?job=${job.id}`,
      '/selected-from-recruiter',
      '/selected-from-hiring-entities',
    ];
    for (const lang of ['en', 'vn'] as const) {
      await page.evaluate((l) => localStorage.setItem('arms.lang', l), lang);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const route of routes) {
          await page.goto(`${platform.baseUrl}${route}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect({ route, lang, width, overflow, violations: await axeViolations(page) }).toEqual({
            route,
            lang,
            width,
            overflow: 0,
            violations: [],
          });
        }
      }
    }
    await page.evaluate(() => localStorage.setItem('arms.lang', 'en'));
  });
});

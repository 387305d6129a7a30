import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, signIn } from './browser';
import { startPlatform, type RunningPlatform } from './server';

// Issue 14's company settings on the real API: the employer's footer, sourcing channels and the resume
// format reaching the branded PDF, plus axe on every new settings route.
const requireFromApi = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'));
interface PdfJsModule {
  getDocument(source: { data: Uint8Array }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string }> }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

let platform: RunningPlatform;
let browser: Browser;
let page: Page;
let token: string;
const admin = { email: 'admin@lotus-demo.sg', password: 'Lotus@2026' };

const api = async (method: string, url: string, body?: object) =>
  fetch(`${platform.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** The text of every page of a PDF, read with pdf.js (the API's dependency). */
async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const pdfjs = (await import(requireFromApi.resolve('pdfjs-dist/legacy/build/pdf.mjs'))) as PdfJsModule;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    text += (await (await doc.getPage(n)).getTextContent()).items.map((i) => i.str ?? '').join(' ') + '\n';
  }
  await doc.destroy();
  return text.normalize('NFC');
}

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
  const auth = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, strategy: 'local', portal: 'crms' }),
  });
  token = ((await auth.json()) as { accessToken: string }).accessToken;
  page = await browser.newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await signIn(page, platform.baseUrl, admin.email, admin.password);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('given the account administrator on the company settings', () => {
  it("should save a footer line of the company and show it on the employer's page", async () => {
    await page.goto(`${platform.baseUrl}/setting/employer/edit`);
    await page.getByRole('button', { name: 'Add a footer line' }).click();
    const lines = page.getByRole('textbox', { name: /^Footer line \d+$/ });
    await lines.last().fill('Registered in Singapore, E2E footer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/setting/employer');
    await page.getByText('Registered in Singapore, E2E footer').waitFor();
    const me = (await (await api('GET', '/auth')).json()) as { companyId: number };
    const company = (await (await api('GET', `/companies/${me.companyId}`)).json()) as { footerTexts: string[] };
    expect(company.footerTexts).toContain('Registered in Singapore, E2E footer');
  });

  it('should add a sourcing channel and refuse the same name again on the field', async () => {
    await page.goto(`${platform.baseUrl}/setting/sourcing-channel/create`);
    await page.getByRole('textbox', { name: /Name/ }).fill('Careers fair');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/setting/sourcing-channel');
    await page.getByRole('link', { name: 'Edit Careers fair' }).waitFor();

    await page.goto(`${platform.baseUrl}/setting/sourcing-channel/create`);
    const name = page.getByRole('textbox', { name: /Name/ });
    await name.fill('  careers FAIR ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This source channel already exists').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/setting/sourcing-channel/create');
    const list = (await (await api('GET', '/resume-source-channels?q=careers&$limit=-1')).json()) as {
      data: { name: string }[];
    };
    expect(list.data.map((c) => c.name)).toEqual(['Careers fair']);
  });

  it('should preview a format change live and print it in the branded PDF once saved', async () => {
    const created = await api('POST', '/resumes', {
      firstName: 'Quang',
      lastName: 'Format',
      skills: ['Structural analysis'],
      remarks: 'Reliable under pressure',
    });
    expect(created.status).toBe(201);
    const resume = (await created.json()) as { id: number };
    const before = await pdfText(
      await (await api('GET', `/download-cv/company-user/${resume.id}?isBrandedFormat=true`)).arrayBuffer(),
    );
    expect(before).toContain('Structural analysis');
    expect(before).not.toContain('Reliable under pressure');

    await page.goto(`${platform.baseUrl}/setting/resume-format/edit`);
    const sheet = page.getByRole('article', { name: 'Preview' });
    await sheet.getByText('Quang Format').waitFor();
    await page.getByRole('checkbox', { name: 'Skills' }).uncheck();
    await page.getByRole('checkbox', { name: 'Remarks (internal notes)' }).check();
    await page.getByRole('radio', { name: 'Print this footer instead' }).check();
    await page.getByRole('textbox', { name: /Footer text/ }).fill('Presented by Lotus E2E');
    // The preview follows before anything is saved.
    await sheet.getByText('Presented by Lotus E2E').waitFor();
    await sheet.getByText('Reliable under pressure').waitFor();
    expect(await sheet.getByText('Structural analysis').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/setting/resume-format');

    const after = await pdfText(
      await (await api('GET', `/download-cv/company-user/${resume.id}?isBrandedFormat=true`)).arrayBuffer(),
    );
    expect(after).toContain('Presented by Lotus E2E');
    expect(after).toContain('Reliable under pressure');
    expect(after).not.toContain('Structural analysis');
  });

  it(
    'should find no axe violations on the company settings in both languages, desktop and phone',
    { timeout: 400_000 },
    async () => {
      const routes = [
        '/setting/users?q=admin',
        '/setting/employer',
        '/setting/employer/edit',
        '/setting/sourcing-channel',
        '/setting/sourcing-channel/create',
        '/setting/sourcing-channel/edit/1',
        '/setting/job-classifications',
        '/setting/job-classifications?list=ranks',
        '/setting/specialty-projects-list',
        '/setting/resume-format',
        '/setting/resume-format/edit',
      ];
      const found: string[] = [];
      for (const lang of ['en', 'vn']) {
        for (const width of [1280, 390]) {
          const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
          const tab = await context.newPage();
          await tab.goto(`${platform.baseUrl}/login`);
          await tab.evaluate((l) => localStorage.setItem('arms.lang', l), lang);
          await signIn(tab, platform.baseUrl, admin.email, admin.password);
          for (const route of routes) {
            await tab.goto(`${platform.baseUrl}${route}`);
            await tab.getByRole('heading', { level: 1 }).waitFor();
            await tab.waitForLoadState('networkidle');
            for (const violation of await axeViolations(tab)) found.push(`${lang} ${width} ${route}: ${violation}`);
            // Nothing scrolls sideways on a phone.
            const overflow = await tab.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            if (overflow > 0) found.push(`${lang} ${width} ${route}: ${overflow}px horizontal overflow`);
          }
          await context.close();
        }
      }
      expect(found).toEqual([]);
    },
  );
});

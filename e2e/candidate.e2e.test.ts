import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, signIn } from './browser';
import { startMailCatcher } from './mail';
import { startPlatform, type RunningPlatform } from './server';

type Json = Record<string, unknown>;

let platform: RunningPlatform;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let admin: string;
let job: { id: number; position: string };

/** The same PDF the API tests use: a one-page document, a real PDF by its magic bytes. */
const cvPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function api(method: string, path: string, body?: unknown): Promise<Json & Json[]> {
  const res = await fetch(`${platform.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Json & Json[];
}

/** The link in the newest email to an address, as the recipient's mail app would show it. */
async function linkIn(address: string, path: RegExp): Promise<string> {
  const found = await mail.waitFor((m) => m.to.includes(address) && path.test(m.text));
  return path.exec(found.text)![0];
}

/** A phone: 390 px wide, touch, in the given browser language; bypassCSP only so axe can be injected. */
function phone(locale: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale,
    bypassCSP: true,
  });
}

async function noHorizontalOverflowAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
}

beforeAll(async () => {
  mail = await startMailCatcher();
  // Eight days: past both the invitation's one day and the feedback link's seven.
  platform = await startPlatform({ env: { SMTP_URL: mail.url }, clockStepMs: 8 * 86_400_000 });
  browser = await launchBrowser();
  const auth = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lotus-demo.sg', password: 'Lotus@2026', strategy: 'local', portal: 'crms' }),
  });
  admin = ((await auth.json()) as { accessToken: string }).accessToken;
  const jobs = (await api('GET', '/jobs?$limit=1&$sort[id]=1')).data as { id: number; position: string }[];
  job = jobs[0]!;
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await mail?.stop();
});

/** A journey that restarts the server: a start on a busy 2-core machine can take a minute or two. */
const restartingJourney = 300_000;

describe('given the candidate site on its own host against the real API', () => {
  it(
    'should take an invitation from the email to an application with a CV, surviving the API stopped during the send',
    async () => {
      const email = 'linh.nguyen@example.test';
      await api('POST', '/jobs/invitation', { jobId: job.id, email, candidateName: 'Linh Nguyen' });
      const link = await linkIn(email, /http:\/\/[^\s"<>]+\/invitation-to-apply\/\d+\?token=[\w.-]+/);
      expect(link.startsWith(`${platform.candidateUrl}/invitation-to-apply/${job.id}?token=`)).toBe(true);

      const context = await phone('en-GB');
      const page = await context.newPage();
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: job.position }).waitFor();
      expect(await page.title()).toBe(`${job.position} | ARMS Careers`);
      expect(await page.getByLabel('Email *').inputValue()).toBe(email);
      expect(await axeViolations(page)).toEqual([]);
      await noHorizontalOverflowAt320(page);

      // Sending with nothing chosen shows what is missing, under each field, and focuses the first.
      await page.getByLabel('Email *').fill('');
      await page.getByRole('button', { name: 'Send my application' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('firstName');
      expect(await page.getByText('This field is required.').count()).toBe(4);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('First name *').fill('Linh');
      await page.getByLabel('Last name').fill('Nguyen');
      await page.getByLabel('Email *').fill(email);
      await page.getByLabel('Phone *').fill('+84 912 345 678');
      await page
        .getByLabel('Your CV *')
        .setInputFiles({ name: 'linh-cv.pdf', mimeType: 'application/pdf', buffer: cvPdf });
      await page.getByRole('checkbox').check();

      // The API goes down before the send: the page says so and keeps everything.
      await platform.stopApi();
      await page.getByRole('button', { name: 'Send my application' }).click();
      await page.getByRole('alert').getByText('Your application was not sent').waitFor();
      expect(await page.getByLabel('First name *').inputValue()).toBe('Linh');
      expect(await page.getByLabel('Last name').inputValue()).toBe('Nguyen');
      expect(await page.getByLabel('Email *').inputValue()).toBe(email);
      expect(await page.getByLabel('Phone *').inputValue()).toBe('+84 912 345 678');
      expect(await page.getByRole('checkbox').isChecked()).toBe(true);
      expect(await page.getByText('Chosen: linh-cv.pdf').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The API is back (same data): one tap sends it, nothing typed or chosen again.
      await platform.startApi();
      await page.getByRole('button', { name: 'Send again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Application sent' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The employer sees the application on the job, with the CV.
      const nominations = (await api('GET', `/jobs/${job.id}/resumes`)) as unknown as {
        isPortal: boolean;
        resumeId: number;
        resume: { firstName: string; lastName: string };
      }[];
      const applied = nominations.find((n) => n.isPortal && n.resume.firstName === 'Linh');
      expect(applied?.resume.lastName).toBe('Nguyen');
      const resume = await api('GET', `/resumes/${applied!.resumeId}`);
      expect(resume).toMatchObject({ email, cvName: 'linh-cv.pdf' });

      // The same link again: already done, and what that means.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'You have already applied' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
    restartingJourney,
  );

  it(
    "should take the hiring manager's feedback link to an answer the nomination shows, in Vietnamese first, surviving the API stopped during the send",
    async () => {
      const departments = (await api('GET', '/departments?$limit=1')).data as { id: number }[];
      const departmentId = departments[0]!.id;
      const managerEmail = 'grace.lim@example.test';
      const manager = await api('POST', `/departments/${departmentId}/contacts`, {
        firstName: 'Grace',
        lastName: 'Lim',
        email: managerEmail,
        status: 1,
      });
      await api('PATCH', `/jobs/${job.id}`, { departmentId, contactPersonId: manager.id });
      const resumes = (await api('GET', '/resumes?$limit=20')).data as { id: number; firstName: string }[];
      const taken = new Set(
        ((await api('GET', `/jobs/${job.id}/resumes`)) as unknown as { resumeId: number }[]).map((n) => n.resumeId),
      );
      const resume = resumes.find((r) => !taken.has(r.id))!;
      const nomination = await api('POST', '/job-resumes', { resumeId: resume.id, jobId: job.id });
      const link = await linkIn(managerEmail, /http:\/\/[^\s"<>]+\/nominate-feedback\?token=[\w.-]+/);
      expect(link.startsWith(`${platform.candidateUrl}/nominate-feedback?token=`)).toBe(true);

      // The browser speaks Vietnamese: the page does too, and can switch.
      const context = await phone('vi-VN');
      const page = await context.newPage();
      await page.goto(link);
      await page.getByText('Phản hồi của bạn về ứng viên được đề cử').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
      expect(await axeViolations(page)).toEqual([]);
      await noHorizontalOverflowAt320(page);
      await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('en');
      await page.getByText('Your feedback on a nominated candidate').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(resume.firstName);

      await page.getByRole('radio', { name: 'Arrange for interview' }).check();
      await page.getByLabel('Comment for the recruiter').fill('Strong site experience; Tuesday works.');

      // The API goes down before the send: the choice and the comment stay; when it is back, one tap sends them.
      await platform.stopApi();
      await page.getByRole('button', { name: 'Send my feedback' }).click();
      await page.getByRole('alert').getByText('Your feedback was not sent').waitFor();
      expect(await page.getByRole('radio', { name: 'Arrange for interview' }).isChecked()).toBe(true);
      expect(await page.getByLabel('Comment for the recruiter').inputValue()).toBe(
        'Strong site experience; Tuesday works.',
      );
      expect(await axeViolations(page)).toEqual([]);
      await platform.startApi();
      await page.getByRole('button', { name: 'Send again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Feedback sent' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      expect(await api('GET', `/job-resumes/${nomination.id}/feedback`)).toEqual([
        expect.objectContaining({
          action: 'arrangeForInterview',
          comment: 'Strong site experience; Tuesday works.',
          email: managerEmail,
        }),
      ]);
      await context.close();

      // The recruiter opens the nomination in the employer portal: the answer and the comment are on it.
      const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
      const portal = await desk.newPage();
      await signIn(portal, platform.baseUrl, 'admin@lotus-demo.sg', 'Lotus@2026');
      await portal.goto(`${platform.baseUrl}/jobs/${job.id}/detail?tab=nominations&nomination=${nomination.id}`);
      const drawer = portal.getByRole('dialog', { name: new RegExp(`^${resume.firstName}`) });
      const feedback = drawer.getByRole('region', { name: "Hiring manager's feedback" });
      await feedback.getByText(/^Arrange for interview$/i).waitFor();
      expect(await feedback.getByText('Strong site experience; Tuesday works.').isVisible()).toBe(true);
      expect(await feedback.getByText(new RegExp(`^${managerEmail.replace(/\./g, '\\.')} · `)).isVisible()).toBe(true);
      expect(await axeViolations(portal)).toEqual([]);
      await desk.close();
    },
    restartingJourney,
  );

  // Last: it moves the server's clock past every link's lifetime.
  it('should explain an expired link and a tampered one, and what to do next', async () => {
    const email = 'late.candidate@example.test';
    await api('POST', '/jobs/invitation', { jobId: job.id, email, candidateName: 'Late' });
    const link = await linkIn(email, /http:\/\/[^\s"<>]+\/invitation-to-apply\/\d+\?token=[\w.-]+/);
    const context = await phone('en-US');
    const page = await context.newPage();

    await page.goto(`${link.slice(0, -3)}abc`);
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await platform.advanceClock();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    expect(await page.getByText('ask the employer to send you a new link').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await noHorizontalOverflowAt320(page);
    await context.close();
  });
});

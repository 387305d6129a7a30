import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, signIn } from './browser';
import { startPlatform, type RunningPlatform } from './server';

/** Every message the platform delivered, caught by a local SMTP server (the platform's SMTP_URL). */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

let platform: RunningPlatform;
let browser: Browser;
const admin = { email: 'admin@lotus-demo.sg', password: 'Lotus@2026' };
const recruiter = { email: 'hoa.recruiter@lotus-demo.sg', password: 'Hoa-Recruiter-2026' };

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  platform = await startPlatform();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The create-password link of the last email to an address (quoted-printable decoded). */
async function linkSentTo(address: string): Promise<URL> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = received.filter((m) => m.to.includes(address)).at(-1);
        const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        found = text?.match(/https?:\/\/[^\s"<>]+\/create-password\?token=[A-Za-z0-9_-]+/)?.[0];
        return found;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return new URL(found!);
}

/** A new user's first sign-in opens the onboarding modal: close it (Escape) when it shows. */
async function closeOnboardingIfShown(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  const shown = await dialog.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function menuEntries(page: Page): Promise<string[]> {
  const texts = await page.getByRole('navigation').first().locator('a, button').allTextContents();
  return texts.map((text) => text.replace(/[›‹]/g, '').trim());
}

describe('given an account administrator managing users and a recruiter reading reports', () => {
  it('should keep the reports from a user without access_all_candidate until the administrator grants it', async () => {
    const adminPage = await browser.newPage({ bypassCSP: true });
    await signIn(adminPage, platform.baseUrl, admin.email, admin.password);

    // The administrator creates a Recruiter (HR staff) who may see jobs but not every candidate.
    await adminPage.goto(`${platform.baseUrl}/setting/users/create`);
    await adminPage.getByRole('heading', { level: 1, name: 'Create User' }).waitFor();
    await adminPage.getByRole('textbox', { name: /First name/ }).fill('Hoa');
    await adminPage.getByRole('textbox', { name: /Last name/ }).fill('Nguyen');
    await adminPage.getByRole('textbox', { name: /Email/ }).fill(recruiter.email);
    await adminPage.getByRole('combobox', { name: /Role/ }).click();
    await adminPage.getByRole('option', { name: 'Recruiter (HR staff)' }).click();
    await adminPage.getByRole('checkbox', { name: 'View all jobs' }).check();
    expect(await axeViolations(adminPage)).toEqual([]);
    await adminPage.getByRole('button', { name: 'Create user' }).click();
    await adminPage.waitForURL(/\/setting\/users\/details\/\d+$/);
    await adminPage.getByRole('heading', { level: 1, name: 'Hoa Nguyen' }).waitFor();
    const grant = adminPage.getByRole('switch', { name: 'Access all candidates' });
    expect(await grant.getAttribute('aria-checked')).toBe('false');
    expect(await adminPage.getByRole('switch', { name: 'View all jobs' }).getAttribute('aria-checked')).toBe('true');
    expect(await axeViolations(adminPage)).toEqual([]);

    // The new user sets a password from the emailed link. The /create-password screen is another
    // issue's; until it is on main the test makes the call that screen makes with the emailed token.
    const link = await linkSentTo(recruiter.email);
    const token = link.searchParams.get('token')!;
    const set = await fetch(`${platform.baseUrl}/api/auth-management`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'resetPwdLong',
        value: { token, password: recruiter.password, confirmPassword: recruiter.password },
      }),
    });
    expect(set.status).toBe(200);

    const context = await browser.newContext({ bypassCSP: true });
    const userPage = await context.newPage();
    await signIn(userPage, platform.baseUrl, recruiter.email, recruiter.password);
    await closeOnboardingIfShown(userPage);
    expect(await menuEntries(userPage)).not.toContain('Reports');
    await userPage.goto(`${platform.baseUrl}/reports/job-listing`);
    await userPage.waitForURL((url) => !url.pathname.startsWith('/reports'));
    expect(await userPage.title()).not.toBe('Job Listing | ARMS');

    // The administrator grants access_all_candidate; signed in again, the user now reaches the reports.
    await grant.click();
    await expect.poll(() => grant.getAttribute('aria-checked')).toBe('true');
    await adminPage.getByText('Access all candidates granted.').waitFor();
    await context.clearCookies();
    await userPage.evaluate(() => sessionStorage.clear());
    await signIn(userPage, platform.baseUrl, recruiter.email, recruiter.password);
    await closeOnboardingIfShown(userPage);
    expect(await menuEntries(userPage)).toContain('Reports');
    await userPage.locator('nav button:visible', { hasText: /^Reports/ }).click();
    await userPage.locator('nav a:visible', { hasText: 'Job Listing' }).click();
    await userPage.waitForURL(/\/reports\/job-listing$/);
    await userPage.getByRole('heading', { level: 1, name: 'Job Listing' }).waitFor();
    await userPage.getByRole('table', { name: 'Report rows' }).getByRole('row').nth(1).waitFor();
    expect(await axeViolations(userPage)).toEqual([]);
    await context.close();
    await adminPage.close();
  });

  it('should download a report as CSV whose rows match the table', async () => {
    const context = await browser.newContext({ bypassCSP: true, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, platform.baseUrl, admin.email, admin.password);
    await page.goto(`${platform.baseUrl}/reports/resumes-nominated-to-jobs`);
    const table = page.getByRole('table', { name: 'Report rows' });
    await table.getByRole('link').first().waitFor();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '').slice(0, 2)),
      );
    expect(shown.length).toBeGreaterThan(0);
    // The chart's figures are the table's: the summary table lists all 12 statuses.
    const statusRows = page.getByRole('table', { name: 'Nominations by status' }).locator('tbody tr');
    expect(await statusRows.count()).toBe(12);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^resumes-nominated-to-jobs_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^ID,Job,Total,Open,Commenced/);
    const rows = lines.slice(1, -1).map((line) => {
      const cells = line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'));
      return [cells[1], cells[2]];
    });
    expect(rows).toEqual(shown);
    await page.getByText('The CSV is downloaded.').waitFor();
    await context.close();
  });

  it('should email the staff of a "resume to interview" rule when a nomination moves to Interview', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, platform.baseUrl, admin.email, admin.password);
    await page.goto(`${platform.baseUrl}/setting/rules-email-alerts`);
    const rule = page.getByRole('combobox', { name: 'Resume to interview' });
    await rule.click();
    await page.getByRole('option', { name: /Hoa Nguyen/ }).click();
    await page.getByText('The alert recipients are saved.').waitFor();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('combobox', { name: 'Resume to interview' }).waitFor();
    expect(await page.getByText(/Hoa Nguyen \(hoa\.recruiter@lotus-demo\.sg\)/).count()).toBeGreaterThan(0);
    await page.close();

    // The pipeline screen is another issue's: the test moves a nomination with the call it makes.
    const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const res = await fetch(`${platform.baseUrl}/api${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      });
      expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
      return res.json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const signInApi = async (email: string, password: string, portal: 'crms' | 'arms') =>
      (await call('/auth', { method: 'POST', body: JSON.stringify({ email, password, strategy: 'local', portal }) }))
        .accessToken as string;
    const token = await signInApi(admin.email, admin.password, 'crms');
    const jobList = await call('/jobs?$limit=50', { token });
    const armsToken = await signInApi('arms@arms-demo.org', 'Arms@2026', 'arms');
    const outboxTo = async (address: string) => {
      const outbox = await call('/email-outbox?$limit=100', { token: armsToken });
      // One message goes to every recipient of the rule in a language: `to` lists them all.
      return (outbox.data as { to: string | string[] }[]).filter((m) => m.to.includes(address)).length;
    };
    const before = received.filter((m) => m.to.includes(recruiter.email)).length;
    const queuedBefore = await outboxTo(recruiter.email);
    // The first nomination whose transitions allow Interview (section 4) moves there.
    let moved = false;
    for (const job of jobList.data as { id: number }[]) {
      const nominations = (await call(`/jobs/${job.id}/resumes`, { token })) as unknown as {
        id: number;
        status: number;
      }[];
      for (const nomination of nominations.filter((n) => n.status !== 4)) {
        const res = await fetch(`${platform.baseUrl}/api/job-resumes/${nomination.id}/status`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ status: 4 }),
        });
        if (res.status === 200) moved = true;
        else expect(res.status).toBe(409);
        if (moved) break;
      }
      if (moved) break;
    }
    expect(moved).toBe(true);

    await expect.poll(() => outboxTo(recruiter.email), { timeout: 30_000 }).toBeGreaterThan(queuedBefore);
    await expect
      .poll(() => received.filter((m) => m.to.includes(recruiter.email)).length, { timeout: 30_000 })
      .toBeGreaterThan(before);
  });

  it(
    'should find no axe violations on the dashboard, reports and settings in both languages, desktop and phone',
    { timeout: 400_000 },
    async () => {
      const routes = [
        '/',
        '/reports/resumes-nominated-to-hiring-entities',
        '/reports/job-listing',
        '/reports/resumes-nominated-to-jobs',
        '/reports/resumes-nominated-by-recruiter',
        '/setting/users',
        '/setting/users/details/1',
        '/setting/users/create',
        '/setting/users/edit/1',
        '/setting/reset-password',
        '/setting/portal-date-cms',
        '/setting/rules-email-alerts',
      ];
      const found: string[] = [];
      for (const lang of ['en', 'vn']) {
        for (const width of [1280, 390]) {
          const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
          const page = await context.newPage();
          await page.goto(`${platform.baseUrl}/login`);
          await page.evaluate((l) => localStorage.setItem('arms.lang', l), lang);
          await signIn(page, platform.baseUrl, admin.email, admin.password);
          for (const route of routes) {
            await page.goto(`${platform.baseUrl}${route}`);
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.waitForLoadState('networkidle');
            for (const violation of await axeViolations(page)) found.push(`${lang} ${width} ${route}: ${violation}`);
          }
          await context.close();
        }
      }
      expect(found).toEqual([]);
    },
  );
});

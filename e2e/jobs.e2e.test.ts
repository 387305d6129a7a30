import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, signIn } from './browser';
import { startPlatform, type RunningPlatform } from './server';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Signed in as the demo account administrator, the first-visit onboarding closed. */
async function adminPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', 'Lotus@2026');
  const onboarding = page.getByRole('dialog');
  if (await onboarding.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape');
    await onboarding.waitFor({ state: 'detached' });
  }
  return page;
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '');

describe('given the jobs screens in a real browser against the real API', () => {
  it('should let an account administrator post a job through the wizard by keyboard and find it in the list', async () => {
    const page = await adminPage();
    await page.goto(`${platform.baseUrl}/jobs/create`);
    const position = page.getByRole('textbox', { name: /Position/ });
    await position.waitFor();
    await position.focus();

    // Basics: Enter submits the step; an empty position is refused with its message, then corrected.
    await page.keyboard.press('Enter');
    await page.getByText('Position is required').waitFor();
    expect(await focusedName(page)).toBe('position');
    await page.keyboard.type('E2E Wizard Engineer');
    await page.keyboard.press('Enter');

    // Salary: a maximum below the minimum is refused until corrected; the period is chosen by keyboard.
    const min = page.getByRole('textbox', { name: 'Minimum salary' });
    await min.waitFor();
    await min.focus();
    await page.keyboard.type('5000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4000');
    await page.keyboard.press('Enter');
    await page.getByText(/must be greater than/i).waitFor();
    const max = page.getByRole('textbox', { name: 'Maximum salary' });
    await max.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('7000');
    await page.getByRole('combobox', { name: 'Salary period' }).focus();
    await page.keyboard.type('month');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await min.focus();
    await page.keyboard.press('Enter');

    // Requirements: a skill added with Enter, then on to the next steps.
    const skill = page.getByRole('textbox', { name: 'New skill' });
    await skill.waitFor();
    await skill.focus();
    await page.keyboard.type('AutoCAD');
    await page.keyboard.press('Enter');
    await page.getByText('AutoCAD', { exact: true }).waitFor();
    for (const heading of ['Team and contacts', 'Documents', 'Publish']) {
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }

    // Publish: the job board by keyboard; the credit it spends is shown before the final button.
    await page.getByRole('radio', { name: /^Draft/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /^Jobboard/ }).isChecked()).toBe(true);
    await page.getByText(/spends 1 job posting credit/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish job' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/jobs\/\d+\/detail$/);

    await page.goto(`${platform.baseUrl}/jobs?q=E2E%20Wizard`);
    const link = page.getByRole('link', { name: 'E2E Wizard Engineer' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/jobs\/\d+\/detail$/);
    const row = page.getByRole('row', { name: /E2E Wizard Engineer/ });
    expect(await row.textContent()).toMatch(/SGD\s5,000 - SGD\s7,000 per month/);
    await page.context().close();
  });

  it('should keep the list search, filters and sort in the URL', async () => {
    const page = await adminPage();
    await page.goto(`${platform.baseUrl}/jobs?status=240`);
    const table = page.getByRole('table', { name: 'Jobs of your company' });
    await table.getByRole('link', { name: 'Site Safety Supervisor' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    await page.keyboard.press('/');
    await page.keyboard.type('engineer');
    await page.waitForURL(/q=engineer/);
    expect(new URL(page.url()).searchParams.get('status')).toBe('240');
    await page.getByText('No jobs match these filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await table.getByRole('link', { name: 'Senior Civil Engineer' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('should have no axe violations and no horizontal overflow on the jobs screens, en and vn, desktop and phone', async () => {
    const failures: string[] = [];
    for (const width of [1280, 390]) {
      const page = await adminPage(width);
      for (const lang of ['en', 'vn']) {
        await page.evaluate((l) => localStorage.setItem('arms.lang', l), lang);
        for (const path of ['/jobs', '/jobs/me', '/jobs/create']) {
          await page.goto(`${platform.baseUrl}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          const violations = await axeViolations(page);
          if (violations.length > 0) failures.push(`${path} ${lang} ${width}: ${violations.join(', ')}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) failures.push(`${path} ${lang} ${width}: overflows by ${overflow}px`);
        }
      }
      await page.context().close();
    }
    expect(failures).toEqual([]);
  });
});

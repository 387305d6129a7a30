import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
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

async function adminPage(lang: 'en' | 'vn' = 'en', width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('arms.lang', l), lang);
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}/arms/login`);
  await page.locator('input[type="email"], input[name="email"]').first().fill('arms@arms-demo.org');
  await page.locator('input[type="password"]').fill('Arms@2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/arms');
  return { context, page };
}

describe('given the platform administrator managing people', () => {
  it('should create a staff account and find it in the list', async () => {
    const { context, page } = await adminPage();
    await page.goto(`${platform.baseUrl}/arms/staff-management/create`);
    await page.getByRole('textbox', { name: /First name/ }).fill('Quang');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Võ');
    await page.getByRole('textbox', { name: /Email/ }).fill('quang.vo@arms-demo.org');
    await page.getByRole('button', { name: 'Create staff account' }).click();
    await page.waitForURL(/\/arms\/staff-management\/\d+\/detail$/);
    await page.getByRole('heading', { level: 1, name: 'Quang Võ' }).waitFor();
    expect(await page.getByText('System Administrator').first().isVisible()).toBe(true);

    await page.goto(`${platform.baseUrl}/arms/staff-management`);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('quang');
    await page.waitForURL(/q=quang/);
    const link = page.getByRole('link', { name: 'Quang Võ' });
    await link.waitFor();
    expect(await link.count()).toBe(1);
    await context.close();
  });

  it("should show the administrator's own sign-in in the users log", async () => {
    const { context, page } = await adminPage();
    await page.goto(`${platform.baseUrl}/arms/logs?q=arms%40arms-demo.org&portal=arms`);
    const table = page.getByRole('table', { name: 'Sign-in attempts, newest first' });
    await table.waitFor();
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.getByText('arms@arms-demo.org').waitFor();
    expect(await firstRow.getByText('Signed in').count()).toBe(1);
    expect(await firstRow.getByText('Administration').count()).toBe(1);
    await context.close();
  });

  it('should count the sign-ins in the user stats, chart and table alike', async () => {
    const { context, page } = await adminPage();
    await page.goto(`${platform.baseUrl}/arms/logs?tab=stats`);
    await page.getByRole('img', { name: /Bar chart of successful/ }).waitFor();
    const table = page.getByRole('table', { name: 'Sign-ins per day over the last 30 days' });
    const cells = await table.getByRole('row').last().getByRole('cell').allTextContents();
    expect(Number(cells[0])).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  const routes = [
    '/arms/staff-management',
    '/arms/staff-management/create',
    '/arms/staff-management/1/detail',
    '/arms/staff-management/1/edit',
    '/arms/logs',
    '/arms/logs?tab=closed-jobs',
    '/arms/logs?tab=stats',
    '/arms/jobseeker',
    '/arms/jobs',
    '/arms/setting/reset-password',
  ];
  it.each(['en', 'vn'] as const)('should have no axe violations on these routes in %s', async (lang) => {
    const { context, page } = await adminPage(lang);
    for (const route of routes) {
      await page.goto(`${platform.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Each screen's content has loaded when its busy states are gone.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-state="loading"]'));
      expect({ route, violations: await axeViolations(page) }).toEqual({ route, violations: [] });
    }
    await context.close();
  });

  it('should list the job seekers and every employer’s jobs with their searches in the URL', async () => {
    const { context, page } = await adminPage('en', 390);
    await page.goto(`${platform.baseUrl}/arms/jobseeker?q=nguy`);
    await page.getByText('an.nguyen@example.vn').waitFor();
    expect(await page.getByText('wei.lim@example.sg').count()).toBe(0);
    await page.goto(`${platform.baseUrl}/arms/jobs?q=lotus`);
    await page.getByText('Lotus Engineering Pte. Ltd.').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});

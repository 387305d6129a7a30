import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTermsIfAsked, axeViolations, launchBrowser } from './browser';
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

describe('given the employer portal in a real browser against the real API', () => {
  it('should send a visitor to the login, sign in and show the seeded jobs', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${platform.baseUrl}/jobs`);
    await page.waitForURL(/\/login\?redirect=%2Fjobs$/);
    await page.getByRole('heading', { name: 'Recruiter Login' }).waitFor();
    await expect.poll(() => page.title()).toBe('Recruiter Login | ARMS');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Email' }).fill('admin@lotus-demo.sg');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong email address or password');

    await page.getByLabel('Password').fill('Lotus@2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/jobs$/);
    await acceptTermsIfAsked(page);
    const table = page.getByRole('table', { name: 'Jobs of your company' });
    await table.getByRole('cell', { name: 'Senior Civil Engineer' }).waitFor();
    const positions = await table.locator('tbody tr td:first-child').allTextContents();
    expect(positions).toHaveLength(6);
    expect(positions).toContain('Kỹ sư phần mềm (Node.js)');
    expect(await page.getByText('1–6 of 6').isVisible()).toBe(true);
    expect(await page.title()).toBe('Jobs | ARMS');
    expect(await axeViolations(page)).toEqual([]);

    // Sorting goes to the server and comes back ordered.
    await table.getByRole('button', { name: /Position/ }).click();
    await expect.poll(() => table.locator('tbody tr td:first-child').first().textContent()).toBe('HR Business Partner');
    await page.close();
  });

  it('should switch to Vietnamese and remember the choice', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/login`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('vn');
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Đăng nhập nhà tuyển dụng');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('should end the session on logout and guard the jobs page again', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${platform.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@lotus-demo.sg');
    await page.getByLabel('Password').fill('Lotus@2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/jobs$/);
    await acceptTermsIfAsked(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${platform.baseUrl}/jobs`);
    await page.waitForURL(/\/login\?redirect=%2Fjobs$/);
    await page.close();
  });
});

describe('given the administration and candidate apps', () => {
  it('should sign the platform administrator in at /arms/login', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${platform.baseUrl}/arms`);
    await page.waitForURL(/\/arms\/login\?redirect=%2Farms$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('System Administrator Login');
    await expect.poll(() => page.title()).toBe('System Administrator Login | ARMS Administration');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).fill('arms@arms-demo.org');
    await page.getByLabel('Password').fill('Arms@2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/arms$/);
    await page.getByText('Signed in as arms@arms-demo.org').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('should show the candidate landing page on its own port, fit for a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(platform.candidateUrl);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your application');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

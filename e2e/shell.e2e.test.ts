import { employerMenu, filterMenu, translate, type MenuItem } from '@arms/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, signIn } from './browser';
import { startPlatform, type RunningPlatform } from './server';

let platform: RunningPlatform;
let browser: Browser;
const password = 'Lotus@2026';

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function newPage(
  options: { width?: number; lang?: 'en' | 'vn' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  if (options.lang) await context.addInitScript((lang) => localStorage.setItem('arms.lang', lang), options.lang);
  return { context, page: await context.newPage() };
}

/** The session user the API answers for an account: its roles and permissions decide its menu. */
async function sessionUser(email: string): Promise<{ role: string[]; permissions: string[] }> {
  const res = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, strategy: 'local', portal: 'crms' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { user: { role: string[]; permissions: string[] } }).user;
}

/** The menu's labels as @arms/domain filters them for a user: groups with their entries, in order. */
function expectedLabels(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'group'
      ? [translate(item.labelKey, 'en'), ...expectedLabels(item.children)]
      : [translate(item.labelKey, 'en')],
  );
}

const roleAccounts = [
  'admin@lotus-demo.sg',
  'hr.all@lotus-demo.sg',
  'hr.assigned@lotus-demo.sg',
  'hr.l2@lotus-demo.sg',
  'manager@lotus-demo.sg',
  'sourcer@lotus-demo.sg',
  'sourcer.l2@lotus-demo.sg',
  'referral@lotus-demo.sg',
  'recruiter@lotus-demo.sg',
];

describe('given each employer role signed in', () => {
  it('should show exactly the menu @arms/domain filters for the role and permissions', async () => {
    const seen = new Set<string>();
    for (const email of roleAccounts) {
      const user = await sessionUser(email);
      const { context, page } = await newPage();
      await signIn(page, platform.baseUrl, email, password);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.waitFor();
      // Each entry's text without its decorations (icons and chevrons are aria-hidden).
      const shown = (
        await nav.locator('a, button').evaluateAll((entries) =>
          entries.map((entry) => {
            const copy = entry.cloneNode(true) as HTMLElement;
            copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
            return (copy.textContent ?? '').trim();
          }),
        )
      ).filter(Boolean);
      const expected = expectedLabels(filterMenu(employerMenu, user).items);
      expect({ email, shown }).toEqual({ email, shown: expected });
      seen.add(JSON.stringify(expected));
      await context.close();
    }
    // The accounts really differ: at least five different menus among the nine accounts.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it('should redirect an HR user without view_all_job away from /jobs once, never into a loop', async () => {
    const { context, page } = await newPage();
    await signIn(page, platform.baseUrl, 'hr.assigned@lotus-demo.sg', password);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(`${platform.baseUrl}/jobs`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1_500);
    const landed = new URL(page.url()).pathname;
    expect(landed).not.toBe('/jobs');
    expect(visited.length).toBeLessThanOrEqual(3);
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe(landed);
    await context.close();
  });

  it('should show the not-found screen inside the layout for an unknown path', async () => {
    const { context, page } = await newPage();
    await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', password);
    await page.goto(`${platform.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('given the hiring entities of the demo company', () => {
  it('should let the account administrator create one with its hiring manager by keyboard alone and find it', async () => {
    const { context, page } = await newPage();
    await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', password);
    await page.goto(`${platform.baseUrl}/hiring-entities/create`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.waitFor();
    await name.focus();
    await page.keyboard.type('Tuas Mega Port');
    // Website, address, postal code, phone, working hours, description, benefits, protocol: then the manager.
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('manager.firstName');
    await page.keyboard.press('Enter');
    // Without the manager's first name the form refuses, says why and puts the focus there.
    await page.getByText('First name is required').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('manager.firstName');
    await page.keyboard.type('Wei');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tan');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hiring-entities\/details\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Tuas Mega Port' }).waitFor();
    await page.getByRole('list', { name: 'Hiring managers' }).getByText('Wei Tan').waitFor();

    await page.goto(`${platform.baseUrl}/hiring-entities?q=mega`);
    const table = page.getByRole('table', { name: 'Hiring entities' });
    await table.getByRole('link', { name: 'Tuas Mega Port' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    await context.close();
  });
});

describe('given a visitor', () => {
  it('should register a company after the duplicate email check', async () => {
    const { context, page } = await newPage();
    await page.goto(`${platform.baseUrl}/signup`);
    await page.getByRole('textbox', { name: /^Company name/ }).fill('Mekong Builders');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Lan');
    const email = page.getByRole('textbox', { name: /^Work email/ });
    await email.fill('admin@lotus-demo.sg');
    await email.blur();
    await page.getByText('An account already uses this email').waitFor();
    await email.fill('lan@mekong-builders.vn');
    await page.getByLabel(/^Password/).fill('Mekong@2026');
    await page.getByLabel(/^Confirm password/).fill('Mekong@2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/signup-success$/);
    await page.getByText('We have received the registration of Mekong Builders.').waitFor();
    expect(await page.getByText('lan@mekong-builders.vn').isVisible()).toBe(true);
    await context.close();
  });

  it('should send a reset link, say an unknown address has no account, and refuse a bad link with a way on', async () => {
    const { context, page } = await newPage();
    await page.goto(`${platform.baseUrl}/forgot-password`);
    await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@lotus-demo.sg');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /not found|does not exist|no account/i })
      .waitFor();
    await page.getByRole('textbox', { name: /^Email/ }).fill('hr.all@lotus-demo.sg');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('We sent a link to hr.all@lotus-demo.sg. The link expires in 2 hours.').waitFor();

    await page.goto(`${platform.baseUrl}/create-password?token=not-a-real-token-at-all`);
    await page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await context.close();
  });
});

describe('given the screens of this part in both languages', () => {
  const publicRoutes = ['/signup', '/signup-success', '/forgot-password', '/create-password?token=not-a-real-token'];
  const signedInRoutes = [
    '/hiring-entities',
    '/hiring-entities/create',
    '/hiring-entities/details/1',
    '/hiring-entities/details/1?tab=logs',
    '/hiring-entities/edit/1',
    '/documents',
    '/welcome',
  ];
  for (const width of [1280, 390]) {
    for (const lang of ['en', 'vn'] as const) {
      it(`should have no axe violation and no horizontal overflow at ${width} px in ${lang}`, async () => {
        const { context, page } = await newPage({ width, lang });
        const check = async (route: string) => {
          await page.goto(`${platform.baseUrl}${route}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect({ route, violations: await axeViolations(page) }).toEqual({ route, violations: [] });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect({ route, overflow }).toEqual({ route, overflow: 0 });
        };
        for (const route of publicRoutes) await check(route);
        await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', password);
        for (const route of signedInRoutes) await check(route);
        await context.close();
      });
    }
  }
});

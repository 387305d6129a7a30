import { adminRoutes } from '@arms/domain';
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

const listRoutes = [
  'armsCountries',
  'armsCurrencies',
  'armsEducations',
  'armsJobStatuses',
  'armsJobClassifications',
  'armsNationalities',
  'armsResidentialStatuses',
  'armsLevels',
  'armsRoles',
  'armsDisciplines',
  'armsSpecialties',
  'armsTrendingKeywords',
  'armsBlacklistKeywords',
] as const;
const pathOf = (id: string) => adminRoutes.find((r) => r.id === id)!.path;

/** Signed in to the administration portal as the demo platform administrator. */
async function platformAdminPage(options: { width?: number; lang?: 'en' | 'vn' } = {}): Promise<Page> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  if (options.lang) await context.addInitScript((lang) => localStorage.setItem('arms.lang', lang), options.lang);
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}/arms/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill('arms@arms-demo.org');
  await page.locator('input[type="password"]').fill('Arms@2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/arms/login'));
  return page;
}

/**
 * Whether the employer's job wizard offers the currency `code` on its salary step, looked up by typing it
 * into the currency choice as a user would (the list is virtualised: only the rows in view are rendered).
 */
async function wizardOffers(code: string): Promise<boolean> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', 'Lotus@2026');
  const onboarding = page.getByRole('dialog');
  if (await onboarding.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape');
    await onboarding.waitFor({ state: 'detached' });
  }
  await page.goto(`${platform.baseUrl}/jobs/create`);
  const position = page.getByRole('textbox', { name: /Position/ });
  await position.waitFor();
  await position.fill('E2E Currency Check');
  await position.press('Enter');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.waitFor();
  await currency.click();
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  // The choice shows the default currency's label: replace it with the code looked up.
  await currency.press('Control+A');
  await currency.pressSequentially(code);
  const option = page.getByRole('option', { name: new RegExp(`^.?${code} · `) });
  await option.or(page.getByText('Sorry, no matching options')).first().waitFor();
  const offered = (await option.count()) > 0;
  await context.close();
  return offered;
}

/** The currencies the API gives the employer's forms (active ones, the whole list). */
async function employerCurrencyCodes(): Promise<string[]> {
  const auth = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@lotus-demo.sg', password: 'Lotus@2026', strategy: 'local', portal: 'crms' }),
  });
  const token = ((await auth.json()) as { accessToken: string }).accessToken;
  const res = await fetch(`${platform.baseUrl}/api/currencies?$limit=-1&status=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: Array<{ code: string }> }).data.map((c) => c.code);
}

/** Waits until the editor shows its rows (the list loaded). */
async function listLoaded(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('cell', { name }).first().waitFor();
}

describe('given the reference lists of the administration portal against the real API', () => {
  it('should take a suspended currency out of the employer job wizard’s choices, and bring it back', async () => {
    expect(await wizardOffers('VND')).toBe(true);

    const admin = await platformAdminPage();
    await admin.goto(`${platform.baseUrl}${pathOf('armsCurrencies')}`);
    await listLoaded(admin, 'Vietnamese Dong');
    await admin.getByRole('button', { name: 'Suspend Vietnamese Dong' }).click();
    await admin.getByText('Vietnamese Dong suspended: employers no longer see it').waitFor();
    await admin.getByRole('button', { name: 'Activate Vietnamese Dong' }).waitFor();

    expect(await employerCurrencyCodes()).not.toContain('VND');
    expect(await wizardOffers('VND')).toBe(false);
    expect(await wizardOffers('SGD')).toBe(true);

    // Activated again by keyboard, it is offered again.
    await admin.getByRole('button', { name: 'Activate Vietnamese Dong' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText('Vietnamese Dong activated').waitFor();
    await admin.getByRole('button', { name: 'Suspend Vietnamese Dong' }).waitFor();
    expect(await employerCurrencyCodes()).toContain('VND');
    expect(await wizardOffers('VND')).toBe(true);
    await admin.context().close();
  });

  it('should refuse a duplicate name on the name field and add a new one', async () => {
    const admin = await platformAdminPage();
    await admin.goto(`${platform.baseUrl}${pathOf('armsLevels')}`);
    await listLoaded(admin, 'Manager');
    await admin.getByRole('button', { name: 'Add item' }).first().click();
    const dialog = admin.getByRole('dialog');
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await name.fill('  senior MANAGER ');
    await name.press('Enter');
    await dialog.getByText('An item with this name already exists').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.inputValue()).toBe('  senior MANAGER ');

    await name.fill('E2E Principal Level');
    await name.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('cell', { name: 'E2E Principal Level', exact: true }).waitFor();

    // The server refuses the same name too, whatever the form does.
    const auth = await fetch(`${platform.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'arms@arms-demo.org', password: 'Arms@2026', strategy: 'local', portal: 'arms' }),
    });
    expect(auth.status).toBe(201);
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const res = await fetch(`${platform.baseUrl}/api/levels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'e2e principal level' }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('DUPLICATE_ITEM_NAME');
    await admin.context().close();
  });

  it.each(['en', 'vn'] as const)('should have no axe violation on any list route in %s', async (lang) => {
    const admin = await platformAdminPage({ lang });
    const found: string[] = [];
    for (const id of listRoutes) {
      await admin.goto(`${platform.baseUrl}${pathOf(id)}`);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      await admin.locator('tbody tr').first().waitFor();
      found.push(...(await axeViolations(admin)).map((v) => `${id}: ${v}`));
    }
    expect(found).toEqual([]);
    await admin.context().close();
  });
});

import { adminRoutes } from '@arms/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTermsIfAsked, axeViolations, launchBrowser } from './browser';
import { startMailCatcher } from './mail';
import { startPlatform, type RunningPlatform } from './server';

let platform: RunningPlatform;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
const admin = { email: 'arms@arms-demo.org', password: 'Arms@2026' };
const lotus = { email: 'admin@lotus-demo.sg', password: 'Lotus@2026' };
const owner = { email: 'owner@saigon-harbour.vn', password: 'Harbour@2026!' };
const companyName = 'Saigon Harbour Co';

beforeAll(async () => {
  mail = await startMailCatcher();
  platform = await startPlatform({ env: { SMTP_URL: mail.url } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await mail?.stop();
});

async function newPage(lang: 'en' | 'vn' = 'en', width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('arms.lang', value), lang);
  return { context, page: await context.newPage() };
}

async function adminSignIn(page: Page): Promise<void> {
  await page.goto(`${platform.baseUrl}/arms/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.locator('input[type="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/arms');
}

async function apiToken(email: string, password: string, portal: 'crms' | 'arms'): Promise<Response> {
  return fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, strategy: 'local', portal }),
  });
}

/** Nothing wider than the window: no sideways scrolling at this width. */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('given the platform administrator running the employers', () => {
  let companyId: number;

  it('should create an employer whose account administrator sets a password from the email and signs in', async () => {
    const { context, page } = await newPage();
    await adminSignIn(page);
    await page.goto(`${platform.baseUrl}/arms/companies/create`);
    await page.getByRole('heading', { level: 1, name: 'Add a company' }).waitFor();
    await page.getByRole('textbox', { name: /Company name/ }).fill(companyName);
    await page.getByRole('textbox', { name: /Website/ }).fill('https://saigon-harbour.vn');
    const adminGroup = page.getByRole('group', { name: 'Account administrator' });
    await adminGroup.getByRole('textbox', { name: /Email/ }).fill(owner.email);
    await adminGroup.getByRole('textbox', { name: /First name/ }).fill('Lan');
    await adminGroup.getByRole('textbox', { name: /Last name/ }).fill('Tran');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create the company' }).click();
    await page.waitForURL(/\/arms\/companies\/\d+\/detail$/);
    companyId = Number(/companies\/(\d+)\//.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The list finds it by part of its name, the search kept in the URL.
    await page.goto(`${platform.baseUrl}/arms/companies?q=harbour`);
    await page.getByRole('link', { name: companyName }).waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('harbour');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // The account administrator's email: the create-password link of the employer portal.
    const sent = await mail.waitFor((m) => m.to.includes(owner.email) && /\/create-password\?token=/.test(m.text));
    const link = /https?:\/\/[^\s"<>]+\/create-password\?token=[A-Za-z0-9_-]+/.exec(sent.text)![0];
    const employer = await newPage();
    await employer.page.goto(link.replace(/^https?:\/\/[^/]+/, platform.baseUrl));
    await employer.page.getByText(`For the account ${owner.email}.`).waitFor();
    await employer.page.getByLabel(/^New password/).fill(owner.password);
    await employer.page.getByLabel(/^Confirm the new password/).fill(owner.password);
    await employer.page.getByRole('button', { name: 'Save the password' }).click();
    await employer.page.waitForURL((url) => url.pathname === '/login');
    await employer.page.getByRole('textbox', { name: /Email/ }).fill(owner.email);
    await employer.page.locator('input[type="password"]').fill(owner.password);
    await employer.page.locator('button[type="submit"]').click();
    await employer.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await acceptTermsIfAsked(employer.page);
    const session = await apiToken(owner.email, owner.password, 'crms');
    expect(session.status).toBe(201);
    const user = ((await session.json()) as { user: { role: string[]; companyId: number } }).user;
    expect(user).toMatchObject({ role: ['account_admin'], companyId });
    await employer.context.close();
  });

  it('should grant credits with a reason and show the balance and the history', async () => {
    const { context, page } = await newPage();
    await adminSignIn(page);
    await page.goto(`${platform.baseUrl}/arms/companies/${companyId}/detail`);
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();
    expect(await page.getByTestId('credit-balance').textContent()).toBe('0 credits');
    await page.getByRole('spinbutton', { name: /Credits to add/ }).fill('25');
    await page.getByRole('textbox', { name: /Reason/ }).fill('Starter package, invoice INV-2026-0101');
    await page.getByRole('button', { name: 'Save the change' }).click();
    await expect.poll(() => page.getByTestId('credit-balance').textContent(), { timeout: 15_000 }).toBe('25 credits');
    const history = page.getByRole('table', { name: 'Credit changes, newest first' });
    await history.getByRole('cell', { name: 'Starter package, invoice INV-2026-0101' }).waitFor();
    expect(await history.getByRole('row').nth(1).textContent()).toContain('+25');
    expect(await axeViolations(page)).toEqual([]);

    const res = await fetch(`${platform.baseUrl}/api/companies/${companyId}`, {
      headers: { authorization: `Bearer ${await bearer(admin.email, admin.password, 'arms')}` },
    });
    expect(((await res.json()) as { credits: number }).credits).toBe(25);
    await context.close();
  });

  it('should upload a logo under the real Content-Security-Policy and show it, with advice for an odd size', async () => {
    // No bypassCSP here: the upload field decodes the chosen image from a blob: URL, which the policy must allow.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await adminSignIn(page);
    await page.goto(`${platform.baseUrl}/arms/companies/${companyId}/detail`);
    await page.getByText('No logo yet.').waitFor();
    const png = async (width: number, height: number) =>
      Buffer.from(
        await page.evaluate(
          ([w, h]) => {
            const canvas = document.createElement('canvas');
            canvas.width = w!;
            canvas.height = h!;
            const draw = canvas.getContext('2d')!;
            draw.fillStyle = '#0b5cad';
            draw.fillRect(0, 0, w!, h!);
            return canvas.toDataURL('image/png').split(',')[1]!;
          },
          [width, height],
        ),
        'base64',
      );
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(250, 60) });
    const logo = page.getByRole('img', { name: `Current logo of ${companyName}` });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(250);
    await input.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: await png(200, 200) });
    await page.getByText('The logo is 200 × 200 pixels; 250 × 60 shows best.').waitFor();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await context.close();
  });

  it('should warn before suspending, and then the company’s staff can no longer sign in', async () => {
    const { context, page } = await newPage();
    await adminSignIn(page);
    await page.goto(`${platform.baseUrl}/arms/companies/${companyId}/detail`);
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.textContent()).toContain('can no longer sign in');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Suspend the company' }).click();
    await page.getByText('This company is suspended: its staff cannot sign in.').waitFor();
    expect((await apiToken(owner.email, owner.password, 'crms')).status).toBe(403);

    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Activate the company' }).click();
    await page.getByRole('button', { name: 'Suspend', exact: true }).waitFor();
    expect((await apiToken(owner.email, owner.password, 'crms')).status).toBe(201);
    await context.close();
  });

  it.each(['en', 'vn'] as const)(
    'should pass axe on the home and every companies route and fit a phone (%s)',
    async (lang) => {
      for (const width of [1280, 390]) {
        const { context, page } = await newPage(lang, width);
        await adminSignIn(page);
        for (const path of [
          '/arms',
          '/arms/companies',
          '/arms/companies/create',
          `/arms/companies/${companyId}/detail`,
          `/arms/companies/${companyId}/edit`,
        ]) {
          await page.goto(`${platform.baseUrl}${path}`);
          await page.getByRole('heading', { level: 1 }).filter({ hasNotText: '…' }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), `${path} ${lang} ${width}`).toEqual([]);
          expect(await fits(page), `${path} ${lang} ${width}`).toBe(true);
        }
        await context.close();
      }
      const visitor = await newPage(lang, 390);
      for (const path of ['/arms/login', '/arms/forgot-password']) {
        await visitor.page.goto(`${platform.baseUrl}${path}`);
        await visitor.page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(visitor.page), `${path} ${lang}`).toEqual([]);
        expect(await fits(visitor.page), `${path} ${lang}`).toBe(true);
      }
      await visitor.context.close();
    },
  );
});

async function bearer(email: string, password: string, portal: 'crms' | 'arms'): Promise<string> {
  const res = await apiToken(email, password, portal);
  expect(res.status).toBe(201);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

describe('given an employer user at the administration portal', () => {
  it('should be refused at /arms/login with ROLE_NOT_ALLOWED and kept out of every signed-in admin route', async () => {
    const { context, page } = await newPage();
    await page.goto(`${platform.baseUrl}/arms/companies`);
    await page.waitForURL(/\/arms\/login\?redirect=%2Farms%2Fcompanies$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(lotus.email);
    await page.locator('input[type="password"]').fill(lotus.password);
    await page.locator('button[type="submit"]').click();
    await page.getByText('Your role is not allowed to do this').waitFor();
    expect(new URL(page.url()).pathname).toBe('/arms/login');

    // Signed in to the employer portal, the admin routes still refuse (the guard sends the user away).
    await page.goto(`${platform.baseUrl}/login`);
    await page.getByRole('textbox', { name: /Email/ }).fill(lotus.email);
    await page.locator('input[type="password"]').fill(lotus.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await acceptTermsIfAsked(page);
    // Every signed-in route of @arms/domain's admin table (ids filled in), not only the companies.
    const signedInAdminPaths = adminRoutes.filter((r) => !r.public).map((r) => r.path.replace(/:[a-zA-Z]+/g, '1'));
    expect(signedInAdminPaths.length).toBeGreaterThan(30);
    for (const path of signedInAdminPaths) {
      await page.goto(`${platform.baseUrl}${path}`);
      await page.waitForURL((url) => url.pathname !== path);
      // An employer session is not an admin session: every admin route asks for the admin sign-in.
      expect(new URL(page.url()).pathname, path).toBe('/arms/login');
      expect(await page.getByRole('heading', { level: 1, name: /Companies|Add a company/ }).count()).toBe(0);
    }
    await context.close();
  });

  it('should get 403 from the admin calls of every area', async () => {
    const token = await bearer(lotus.email, lotus.password, 'crms');
    const call = (method: string, path: string, body?: object) =>
      fetch(`${platform.baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const answers = await Promise.all([
      call('GET', '/companies'),
      call('POST', '/companies', { name: 'Sneaky Pte' }),
      call('GET', '/companies/1/credits'),
      call('POST', '/companies/update-credit', { companyId: 1, amount: 100, reason: 'free' }),
      call('POST', '/companies/1/suspend'),
      call('POST', '/companies/1/activate'),
      // and the other areas of the portal: staff, job seekers, every employer's jobs, logs, outbox, emails, SEO
      call('GET', '/users'),
      call('GET', '/users/arms/job-seeker'),
      call('GET', '/jobs/arms'),
      call('GET', '/logs/users'),
      call('GET', '/logs/closed-jobs'),
      call('GET', '/email-outbox'),
      call('GET', '/custom-emails'),
      call('POST', '/seo', { page: '/jobs', title: 'Sneaky' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(answers).toHaveLength(14);
  });
});

describe('given a platform administrator who forgot the password', () => {
  it('should email a link back to /arms/forgot-password that sets a new password for /arms/login', async () => {
    const { context, page } = await newPage('vn');
    await page.goto(`${platform.baseUrl}/arms/login`);
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quên mật khẩu?' }).waitFor();
    await page.getByRole('textbox', { name: /Email/ }).fill(admin.email);
    await page.getByRole('button', { name: 'Gửi đường dẫn' }).click();
    await page.getByText(`Chúng tôi đã gửi đường dẫn tới ${admin.email}. Đường dẫn hết hạn sau 2 giờ.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const sent = await mail.waitFor(
      (m) => m.to.includes(admin.email) && /\/arms\/forgot-password\?token=/.test(m.text),
    );
    const link = /https?:\/\/[^\s"<>]+\/arms\/forgot-password\?token=[A-Za-z0-9_-]+/.exec(sent.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, platform.baseUrl));
    await page.getByText(`Cho tài khoản ${admin.email}.`).waitFor();
    // The same password again, so the other journeys of this file keep signing in with it.
    await page.getByLabel(/^Mật khẩu mới/).fill(admin.password);
    await page.getByLabel(/^Xác nhận mật khẩu mới/).fill(admin.password);
    await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
    await page.waitForURL((url) => url.pathname === '/arms/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.locator('input[type="password"]').fill(admin.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/arms');

    // The link is single-use: opened again, it says so.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, platform.baseUrl));
    await page.getByRole('alert').filter({ hasText: 'Đường dẫn đã được sử dụng.' }).waitFor();
    await context.close();
  });
});

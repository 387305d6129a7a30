import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './browser';
import { startMailCatcher } from './mail';
import { startPlatform, type RunningPlatform } from './server';

let platform: RunningPlatform;
let browser: Browser;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let token: string;
const admin = { email: 'arms@arms-demo.org', password: 'Arms@2026' };

beforeAll(async () => {
  mail = await startMailCatcher();
  platform = await startPlatform({ env: { SMTP_URL: mail.url } });
  browser = await launchBrowser();
  const res = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, strategy: 'local', portal: 'arms' }),
  });
  expect(res.status).toBe(201);
  token = ((await res.json()) as { accessToken: string }).accessToken;
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await mail?.stop();
});

/** A call of the API as the platform administrator. */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${platform.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The platform administrator signed in at /arms/login, in a page of this width and language. */
async function adminPage(options: { width?: number; lang?: 'en' | 'vn' } = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  if (options.lang) await context.addInitScript((lang) => localStorage.setItem('arms.lang', lang), options.lang);
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}/arms/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(admin.email);
  await page.locator('input[type="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/arms/login'));
  return { context, page };
}

describe('given the CMS', () => {
  it('should publish a page that the public content call then answers, sanitised', async () => {
    const { context, page } = await adminPage();
    await page.goto(`${platform.baseUrl}/arms/cms/portal?page=privacy-policy`);
    await page.getByRole('heading', { level: 2, name: 'Privacy Policy' }).waitFor();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.fill('Privacy at ARMS');
    const editor = page.getByRole('textbox', { name: /^Content/ });
    await editor.click();
    await page.keyboard.type('We keep candidate data in Singapore for 24 months.');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    const live = page.getByRole('region', { name: 'What is live' });
    await live.getByText('We keep candidate data in Singapore for 24 months.').waitFor();

    // The public call, without a session, answers what was published.
    const res = await fetch(`${platform.baseUrl}/api/cms/privacy-policy`);
    expect(res.status).toBe(200);
    const block = (await res.json()) as { title: string; content: string };
    expect(block.title).toBe('Privacy at ARMS');
    expect(block.content).toBe('<p>We keep candidate data in Singapore for 24 months.</p>');
    await context.close();
  });

  it('should add a news item that the public list shows while it is active', async () => {
    const { context, page } = await adminPage();
    // The demo data has its own "ARMS Career Fair 2026": the new item's heading is one no other item has.
    const heading = `Hiring day ${Date.now()}`;
    await page.goto(`${platform.baseUrl}/arms/cms/portal?page=news-events`);
    await page.getByRole('button', { name: 'Add item' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: /^Heading/ }).fill(heading);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: heading, exact: true }).waitFor();
    const open = (await (await fetch(`${platform.baseUrl}/api/news-events/public`)).json()) as {
      data: { title: string }[];
    };
    expect(open.data.map((item) => item.title)).toContain(heading);
    await context.close();
  });
});

describe('given custom emails', () => {
  it('should send an email to a chosen employer, deliver it by SMTP and show its delivery from the outbox', async () => {
    const { context, page } = await adminPage();
    const subject = `Planned maintenance ${Date.now()}`;
    await page.goto(`${platform.baseUrl}/arms/emails/create`);
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page.getByRole('textbox', { name: /^Message/ }).click();
    await page.keyboard.type('ARMS will be unavailable on Saturday from 22:00 to 23:00.');
    const employers = page.getByRole('combobox', { name: /^Employers/ });
    await employers.click();
    await employers.fill('Lotus');
    await page.getByRole('option', { name: /Lotus Engineering/ }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Chosen: 1 employers and 0 users.').waitFor();
    await page.getByRole('button', { name: 'Save and send' }).click();
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL(/\/arms\/emails$/);
    await page.getByRole('link', { name: subject }).waitFor();

    // Queued in the outbox, one message per address, and delivered to the employer's administrator.
    const emails = await api<{ data: { id: number; subject: string; status: string }[] }>('/custom-emails?$limit=-1');
    const sent = emails.data.find((e) => e.subject === subject);
    expect(sent?.status).toBe('sent');
    const outbox = await api<{ total: number; data: { to: string[]; subject: string }[] }>(
      `/email-outbox?source=custom-email:${sent!.id}&$limit=200`,
    );
    expect(outbox.total).toBeGreaterThan(0);
    expect(outbox.data.flatMap((m) => m.to)).toContain('admin@lotus-demo.sg');
    const caught = await mail.waitFor((m) => m.to.includes('admin@lotus-demo.sg') && m.text.includes(subject));
    expect(caught.text).toContain('ARMS will be unavailable on Saturday');

    // Once the outbox has delivered every message the list says so.
    // The outbox worker delivers on its own schedule: wait for it as a person watching the list would.
    await expect
      .poll(
        async () => {
          const one = await api<{ delivery: { sent: number; pending: number } }>(`/custom-emails/${sent!.id}`);
          return one.delivery.pending;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(0);
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText(/delivered/).waitFor();
    await context.close();
  });
});

describe('given the content routes', () => {
  const routes = [
    '/arms/cms/portal',
    '/arms/cms/portal?page=social-links',
    '/arms/cms/portal?page=contact-us',
    '/arms/setting/seo',
    '/arms/emails',
    '/arms/emails/create',
    '/arms/documents',
  ];
  for (const lang of ['en', 'vn'] as const) {
    it(`should have no axe violations in ${lang}, and nothing wider than a phone`, async () => {
      const { context, page } = await adminPage({ lang });
      for (const route of routes) {
        await page.goto(`${platform.baseUrl}${route}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
        expect({ route, violations: await axeViolations(page) }).toEqual({ route, violations: [] });
      }
      await page.setViewportSize({ width: 390, height: 800 });
      for (const route of routes) {
        await page.goto(`${platform.baseUrl}${route}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ route, overflow }).toEqual({ route, overflow: 0 });
      }
      await context.close();
    });
  }
});

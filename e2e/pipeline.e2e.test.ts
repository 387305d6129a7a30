import type { Browser, Locator, Page } from 'playwright-core';
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

async function apiToken(email: string, password: string, portal: 'crms' | 'arms'): Promise<string> {
  const res = await fetch(`${platform.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, strategy: 'local', portal }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function nominationStatus(token: string, id: number): Promise<number> {
  const res = await fetch(`${platform.baseUrl}/api/job-resumes/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { status: number }).status;
}

/** Drags a card's handle with the mouse onto a column, in steps the pointer sensor follows. */
async function dragTo(page: Page, handle: Locator, column: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  // Picked up: the columns it may go to widen, so measure the target only now.
  await column.scrollIntoViewIfNeeded();
  const to = (await column.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
  await page.mouse.up();
}

const column = (page: Page, name: RegExp) => page.getByRole('region', { name });

describe('given the demo company, an account administrator on a job pipeline', () => {
  it('should move a nomination Open → Interview by drag (interview scheduled, .ics queued) → Job Offered by keyboard, and refuse an illegal move', async () => {
    const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', 'Lotus@2026');
    await page.goto(`${platform.baseUrl}/jobs/1/detail`);
    const board = page.getByRole('group', { name: 'Pipeline of Senior Civil Engineer' });
    await board.waitFor();
    expect(await page.title()).toBe('Senior Civil Engineer | ARMS');
    expect(await axeViolations(page)).toEqual([]);

    // The first demo nominee (nomination 1) is Open on this job.
    const name = 'Anh Nguyễn Minh';
    const open = column(page, /^Open: \d+$/);
    await open.getByRole('heading', { name: new RegExp(`^Open`) }).waitFor();
    expect(await open.getByText(name, { exact: true }).isVisible()).toBe(true);
    const token = await apiToken('admin@lotus-demo.sg', 'Lotus@2026', 'crms');
    expect(await nominationStatus(token, 1)).toBe(1);

    // By mouse: Open → Interview asks for the interview, then sends it.
    await dragTo(page, page.getByRole('button', { name: `Drag ${name}` }), column(page, /^Interview: \d+$/));
    const dialog = page.getByRole('dialog', { name: `Schedule an interview with ${name}` });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Place' }).fill('Lotus Engineering, 8 Marina View, Level 12');
    await dialog.getByRole('button', { name: 'Schedule and send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await column(page, /^Interview: \d+$/)
      .getByText(name, { exact: true })
      .waitFor();
    expect(await nominationStatus(token, 1)).toBe(4);

    // The invitation with its calendar file is in the outbox for the candidate.
    const admin = await apiToken('arms@arms-demo.org', 'Arms@2026', 'arms');
    const outbox = (await (
      await fetch(`${platform.baseUrl}/api/email-outbox?$sort[createdAt]=-1&$limit=20`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { data: Array<{ to: string[]; subject: string; source: string | null }> };
    const invitation = outbox.data.find((m) => m.to.includes('nominee1@example.vn'));
    expect(invitation?.subject).toMatch(/interview/i);

    // By keyboard: Interview → Job Offered with the drag handle (Space, arrows over the allowed columns, Space).
    const handle = page.getByRole('button', { name: `Drag ${name}` });
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up: the columns it may go to are marked; the arrows jump between them only.
    await page.locator("[data-column='7'][data-drop='allowed']").waitFor();
    await page.keyboard.press('ArrowRight'); // Interviewed And Failed
    await page.locator("[data-column='5'][data-drop='over']").waitFor();
    await page.keyboard.press('ArrowRight'); // Job Offered (Employment contract… is not allowed from Interview)
    await page.locator("[data-column='7'][data-drop='over']").waitFor();
    // Drop once the drag announces the target, as a screen-reader user hears it (dnd-kit's live region).
    await page.getByText(`${name} is over Job Offered.`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await column(page, /^Job Offered: \d+$/)
      .getByText(name, { exact: true })
      .waitFor();
    await expect.poll(() => nominationStatus(token, 1)).toBe(7);

    // An illegal move (Job Offered → Open) is refused with the rule's message and nothing changes.
    await dragTo(page, page.getByRole('button', { name: `Drag ${name}` }), column(page, /^Open: \d+$/));
    await page.getByText('A nomination in Job Offered cannot move to Open.').waitFor();
    expect(await nominationStatus(token, 1)).toBe(7);
    expect(
      await column(page, /^Job Offered: \d+$/)
        .getByText(name, { exact: true })
        .isVisible(),
    ).toBe(true);

    // "Move to…" offers only the allowed moves.
    await page.getByRole('button', { name: `Move ${name} to…` }).click();
    const menu = page.getByRole('dialog', { name: `Move ${name} to…` });
    expect(await menu.getByRole('button').allTextContents()).toEqual([
      'Employment contract accepted and signed',
      'Rejected Offer',
      'Job Offer Withdrawn',
    ]);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('should leave axe nothing to report on the job detail in en and vn, desktop and 390 px wide', async () => {
    for (const lang of ['en', 'vn'] as const) {
      for (const width of [1280, 390]) {
        const page = await browser.newPage({ bypassCSP: true, viewport: { width, height: 900 } });
        await page.goto(`${platform.baseUrl}/login`);
        await page.evaluate((l) => localStorage.setItem('arms.lang', l), lang);
        await signIn(page, platform.baseUrl, 'admin@lotus-demo.sg', 'Lotus@2026');
        await page.goto(`${platform.baseUrl}/jobs/2/detail`);
        await page.getByRole('group', { name: lang === 'en' ? /^Pipeline of / : /^Quy trình tuyển / }).waitFor();
        expect({ lang, width, violations: await axeViolations(page) }).toEqual({ lang, width, violations: [] });
        // The screen's content never widens the page (the board and the tab row scroll inside it).
        expect(
          await page.evaluate(() => {
            const main = document.querySelector('main')!;
            return main.scrollWidth - main.clientWidth;
          }),
        ).toBe(0);
        await page.goto(`${platform.baseUrl}/jobs/2/detail?tab=nominations&nomination=3`);
        await page.getByRole('dialog').waitFor();
        await page.getByRole('heading', { name: lang === 'en' ? 'Remarks' : 'Ghi chú' }).waitFor();
        expect({ lang, width, drawer: await axeViolations(page) }).toEqual({ lang, width, drawer: [] });
        await page.close();
      }
    }
  });
});

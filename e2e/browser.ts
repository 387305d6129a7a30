import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Debian's Chromium driven by playwright-core; Playwright never downloads a browser here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs, headless: true });
}

/**
 * The axe violations on the page as it is now (rule id and the first offending node). The page's
 * context needs `bypassCSP: true`: the server's Content-Security-Policy forbids injected scripts.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ') ?? ''}`);
  });
}

/**
 * The demo accounts have not accepted the terms of use yet, as on a first visit: accept them when the
 * blocking dialog asks (spec section 2), and wait until it has gone.
 */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const terms = page.getByRole('alertdialog', { name: /Terms of use|Điều khoản sử dụng/ });
  const asked = await terms.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!asked) return;
  await terms.getByRole('button', { name: /I accept|Tôi đồng ý/ }).click();
  await terms.waitFor({ state: 'detached' });
}

/** Signs in at the employer login and lands on the user's home (or `redirect`), terms accepted. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await acceptTermsIfAsked(page);
}

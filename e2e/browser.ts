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

// Visual baselines: after every story has rendered and played, its root is compared with the
// committed screenshot (`__screenshots__` beside the stories; `ARMS_VISUAL=1 vitest run --project
// storybook -u` updates them). npm test sets ARMS_VISUAL=1; focused runs while developing skip it.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Motion and the text caret would make two screenshots of the same story differ.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
document.head.append(still);

declare const __ARMS_VISUAL__: boolean;

afterEach(async (context) => {
  if (!__ARMS_VISUAL__) return;
  const meta = context.task.meta as { storyId?: string };
  if (!meta.storyId || context.task.result?.state === 'fail') return;
  // The ArmsProvider decorator wraps every story: its root is the story as a designer sees it.
  const roots = document.querySelectorAll<HTMLElement>('[data-arms-theme]');
  const root = roots[roots.length - 1];
  if (!root) return;
  await expect.element(page.elementLocator(root)).toMatchScreenshot(meta.storyId, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
  });
});

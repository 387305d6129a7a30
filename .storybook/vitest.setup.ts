// Visual baselines: after every story has rendered and played, what it shows is compared with the
// committed screenshot (`packages/ui/visual-baselines/<Component>/`, ADR 0177; `ARMS_VISUAL=1 vitest run --project
// storybook -u` updates them). npm test sets ARMS_VISUAL=1; focused runs while developing skip it.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';

// Screen stories load their route's code lazily, as the apps do: on a busy machine that can take more than
// testing-library's default second, so `findBy…` waits up to five.
configure({ asyncUtilTimeout: 5000 });

declare const __ARMS_VISUAL__: boolean;

// Motion and the text caret would make two screenshots of the same story differ.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;
document.head.append(still);

interface VisualParameters {
  /** Opt a story out, with the reason: `parameters: { visual: { disable: 'why' } }`. */
  visual?: { disable?: string };
}

afterEach(async (context) => {
  if (!__ARMS_VISUAL__) return;
  const meta = context.task.meta as { storyId?: string };
  const story = (context as unknown as { story?: { parameters?: VisualParameters } }).story;
  // Screen stories of the apps are checked with axe and their play functions, without visual baselines:
  // those are kept for @arms/ui's components.
  const file = (context.task as { file?: { filepath?: string } }).file?.filepath ?? '';
  if (
    !meta.storyId ||
    /[\\/]apps[\\/]/.test(file) ||
    story?.parameters?.visual?.disable ||
    context.task.result?.state === 'fail'
  )
    return;
  // An open modal dialog lives in the top layer: it is what the story shows. Otherwise the root of the
  // ArmsProvider decorator, which wraps every story; when that has no area (only fixed-position or
  // closed content), the page body.
  const roots = document.querySelectorAll<HTMLElement>('[data-arms-theme]');
  const root = roots[roots.length - 1];
  const hasArea = (el: HTMLElement | undefined) =>
    !!el && el.getBoundingClientRect().width * el.getBoundingClientRect().height > 0;
  const target = document.querySelector<HTMLElement>('dialog:modal') ?? (hasArea(root) ? root : document.body);
  if (!target || !hasArea(target)) return;
  // A busy machine (other jobs on the same cores) can keep the page from settling within one attempt;
  // only the visual comparison is tried once more, never the story or its play function. A real change
  // in the rendering fails both attempts.
  const compare = () =>
    expect.element(page.elementLocator(target)).toMatchScreenshot(meta.storyId, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
      // A stable screenshot can take long when other jobs load the machine; 5 s (the default) was not
      // always enough. The project's hookTimeout (vitest.config.ts) leaves room for two attempts.
      timeout: 30_000,
    });
  try {
    await compare();
  } catch {
    await compare();
  }
});

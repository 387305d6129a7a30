import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CandidateStory } from '../components/CandidateStory';
import { dictionaries, type Strings } from '../strings';

/** The page stories' common meta: full screen on a phone, each story without an earlier one's drafts. */
export const pageMeta: Meta<typeof CandidateStory> = {
  component: CandidateStory,
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile' } },
  // Each story starts without the drafts an earlier one saved.
  beforeEach: () => window.localStorage.clear(),
  render: (args, { globals }) => <CandidateStory {...args} lang={globals.lang === 'vn' ? 'vn' : 'en'} />,
};

/** A story's Vietnamese variant. */
export const vn = { globals: { lang: 'vn' } };

/** The strings of the language the story's page is in. */
export const strings = (canvas: HTMLElement) =>
  dictionaries[canvas.ownerDocument.documentElement.lang === 'vi' ? 'vn' : 'en'];

/** A link's problem page: its heading says which problem. */
export const problemPlay =
  (problem: (s: Strings) => string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const s = strings(canvasElement);
    await within(canvasElement).findByRole('heading', { level: 1, name: problem(s) });
  };

/** The page is in the story's language (the vn variants really are in Vietnamese). */
export const inStoryLanguage = async (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  expect(canvasElement.ownerDocument.documentElement.lang).toBe(globals.lang === 'vn' ? 'vi' : 'en');

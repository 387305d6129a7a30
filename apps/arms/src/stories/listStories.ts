import { armsHttp, errorBody } from '@arms/api-client/mocks';
import { delay } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

/** A path the API answers to GET. */
type GetPath = Parameters<typeof armsHttp.get>[0];

/** What a shared story part gives a story: its MSW handlers and, for some, its play function. */
interface StoryPart {
  parameters: { msw: { handlers: unknown[] } };
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** A GET that never answers: the screen stays in its loading state. */
export const pendingGet = (path: GetPath) =>
  armsHttp.get(path, async () => {
    await delay('infinite');
    return new Response();
  });

/** An error the API answers with. */
export interface Failure {
  status: number;
  error: Parameters<typeof errorBody>[0];
}

/** The record asked for is not there (404 NO_RECORD_FOUND_FOR_ID). */
export const notFound: Failure = { status: 404, error: 'NO_RECORD_FOUND_FOR_ID' };

/** A GET the API refuses: 403 PERMISSION_NOT_ACCEPT unless told. */
export const refusedGet = (path: GetPath, failure: Failure = { status: 403, error: 'PERMISSION_NOT_ACCEPT' }) =>
  armsHttp.get(path, () => Response.json(errorBody(failure.error), { status: failure.status }));

/** The screen while `path` has not answered yet. */
export const loadingStory = (path: GetPath): StoryPart => ({ parameters: { msw: { handlers: [pendingGet(path)] } } });

/** The play of a list whose load failed in its table: Try again is offered. */
export async function expectTryAgain({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible());
}

/** The play of a content screen whose load failed: "This could not be loaded", and Try again. */
export async function expectLoadFailed({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText('This could not be loaded')).toBeVisible());
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
}

/** The screen when `path` is refused (403 unless told), checked by `play` (`expectTryAgain` unless told). */
export const refusedStory = (
  path: GetPath,
  play: StoryPart['play'] = expectTryAgain,
  failure?: Failure,
): StoryPart => ({
  parameters: { msw: { handlers: [refusedGet(path, failure)] } },
  play,
});

/** A play that waits for `text` to show. */
export const expectText =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(text)).toBeVisible());
  };

/** The story's viewport on a phone. */
export const onPhone = { viewport: { value: 'mobile', isRotated: false } };

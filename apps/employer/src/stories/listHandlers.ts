import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import { delay, type HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';

/** A path the API answers a GET on. */
type GetPath = Parameters<typeof armsHttp.get>[0];
type ErrorCode = Parameters<typeof errorBody>[0];
/** The resolver's `response`, loosened: the helpers answer any path with a status it may not declare. */
type AnyResponse = { response: (status: number) => { json: (body: unknown) => Response } };

/** The layout's company logo: none uploaded (404). */
export const noLogo = armsHttp.get('/cms/{id}', ({ response }) =>
  response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')),
);

/** A GET that never answers: the screen stays in its loading state. */
export const neverAnswers = (path: GetPath): HttpHandler =>
  armsHttp.get(path, async () => {
    await delay('infinite');
    return new Response();
  });

/** A GET refused with a catalogue error (403 PERMISSION_NOT_ACCEPT unless told). */
export const refused = (path: GetPath, status = 403, code: ErrorCode = 'PERMISSION_NOT_ACCEPT'): HttpHandler =>
  armsHttp.get(path, (({ response }: AnyResponse) => response(status).json(errorBody(code))) as never);

/** A list GET answering no rows. */
export const emptyList = (path: GetPath): HttpHandler =>
  armsHttp.get(path, (({ response }: AnyResponse) => response(200).json(listOf([]))) as never);

/** Waits for the screen's "Try again" button (a load failed) and checks it is shown. */
async function expectTryAgain(canvasElement: HTMLElement, options?: { timeout?: number }) {
  await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, options)).toBeVisible();
}

/** A story whose screen stays loading: the given handlers (one of them `neverAnswers`). */
export const loadingStory = (...handlers: HttpHandler[]) => ({ parameters: { msw: { handlers } } });

/** A story whose screen failed to load (the given handlers, one `refused`): "Try again" is shown. */
export const errorStory = (handlers: HttpHandler[], options?: { timeout?: number }) => ({
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => expectTryAgain(canvasElement, options),
});

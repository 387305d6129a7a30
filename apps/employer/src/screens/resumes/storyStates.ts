import type { components } from '@arms/api-client';
import { armsHttp, errorBody } from '@arms/api-client/mocks';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { ScreenParameters } from '../../stories/screenStory';

type ErrorCode = components['schemas']['ErrorBody']['error'];
type GetPath = Parameters<typeof armsHttp.get>[0];
type PostPath = Parameters<typeof armsHttp.post>[0];
/** The typed handler factories with their answer loosened: these handlers answer any path alike. */
type AnyAnswer = (path: string, resolver: () => Response | Promise<Response>) => HttpHandler;
type Route = ['get', GetPath] | ['post', PostPath];

const handlerFor = ([method, path]: Route, resolver: () => Response | Promise<Response>): HttpHandler =>
  (armsHttp[method] as unknown as AnyAnswer)(path, resolver);

/** A request the API never answers, so the screen stays in its loading state. */
export function neverAnswers(...route: Route): HttpHandler {
  return handlerFor(route, async () => {
    await delay('infinite');
    return new HttpResponse(null);
  });
}

/** A request the API refuses with `status` and the catalogue's error `code`. */
export function refuses(status: number, code: ErrorCode, ...route: Route): HttpHandler {
  return handlerFor(route, () => HttpResponse.json(errorBody(code), { status }));
}

/** A story's MSW handlers: the one that sets its state first (it wins over the rest), then the others. */
export function answering(handler: HttpHandler, others: HttpHandler[] = []) {
  return { msw: { handlers: [handler, ...others] } };
}

/** What a resume screen's meta sets: the whole page, where it opens and the API it talks to. */
export interface ScreenStoryParameters {
  layout: 'fullscreen';
  screen: ScreenParameters;
  msw: { handlers: HttpHandler[] };
}

/** A resume screen's meta parameters: the whole page at `path`, against `handlers`. */
export function screenParameters(path: string, handlers: HttpHandler[]): ScreenStoryParameters {
  return { layout: 'fullscreen', screen: { path }, msw: { handlers } };
}

/** The phone viewport of the toolbar. */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A failed load of a page: "Try again" is offered. */
export const showsTryAgain: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
};

/** A failed load of a list: the catalogue message as an alert, and "Try again". */
export const showsAlertAndTryAgain: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect((await canvas.findAllByRole('alert'))[0]).toBeVisible();
  await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
};

/** The page's heading (level 1) is `name`. */
export const showsTitle =
  (name: string | RegExp): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
  };

/** A link named `name` shows once the list has loaded. */
export const showsLink =
  (name: string): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name })).toBeVisible());
  };

/** The page's heading (level 1) is `title`, then a link named `link` shows once the list has loaded. */
export const showsTitleAndLink =
  (title: string, link: string): Play =>
  async (context) => {
    await showsTitle(title)(context);
    await showsLink(link)(context);
  };

/** The referee detail and edit screens' loading, not-found and refused stories (`GET referrals/{id}`). */
export const refereeLoadStates = {
  loading: { parameters: answering(neverAnswers('get', '/referrals/{id}')) },
  notFound: {
    parameters: answering(refuses(404, 'NO_RECORD_FOUND_FOR_ID', 'get', '/referrals/{id}')),
    play: showsTitle('Referee contact not found'),
  },
  refused: {
    parameters: answering(refuses(403, 'PERMISSION_NOT_ACCEPT', 'get', '/referrals/{id}')),
    play: showsTryAgain,
  },
};

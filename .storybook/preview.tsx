import type { Preview } from '@storybook/react-vite';
import { loadDomainResources } from '@arms/domain';
import { ArmsProvider, loadUiResources } from '@arms/ui';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';

// Screen stories answer the app's API calls with typed MSW handlers (`parameters.msw.handlers`, from
// @arms/api-client/mocks). The worker starts with the first story that has handlers; each story then
// replaces the handlers of the one before.
let worker: Promise<SetupWorker> | undefined;
async function mswLoader(context: { parameters: { msw?: { handlers?: RequestHandler[] } } }) {
  const handlers = context.parameters.msw?.handlers;
  if (!handlers) return;
  worker ??= import('msw/browser').then(async ({ setupWorker }) => {
    const started = setupWorker();
    await started.start({ quiet: true, onUnhandledRequest: 'bypass' });
    return started;
  });
  (await worker).resetHandlers(...handlers);
}

// The Vietnamese of @arms/ui and @arms/domain is a chunk of its own (ADR 0180), and so are @arms/domain's
// English labels (ADR 0187); loaded once before the stories, the decorator's i18n instance has them from
// its first render in either language.
const lazyLabels = () =>
  Promise.all([loadUiResources('vn'), loadDomainResources('vn'), loadDomainResources('en')]).then(() => undefined);

const preview: Preview = {
  loaders: [lazyLabels, mswLoader],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: an axe violation fails it (opt out per story, with a reason).
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    lang: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'vn', title: 'Tiếng Việt' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en', theme: 'light' },
  decorators: [
    (Story, context) => (
      <ArmsProvider
        lang={context.globals.lang === 'vn' ? 'vn' : 'en'}
        theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
      >
        <Story />
      </ArmsProvider>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;

import type { Preview } from '@storybook/react-vite';
import { ArmsProvider } from '@arms/ui';

const preview: Preview = {
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

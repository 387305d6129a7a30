import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  // The MSW service worker for screen stories.
  staticDirs: ['./public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The root tsconfig.json is only a list of project references (no files), which left every props
    // table without descriptions and defaults: the docgen reads the component sources through this one.
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(here, 'tsconfig.docgen.json'),
      // Props declared by our own components (not React's DOM attributes) fill the tables.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
};

export default config;

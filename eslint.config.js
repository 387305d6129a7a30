// ESLint flat config: type-aware TypeScript rules, React hooks, accessibility, Storybook, and the layer
// rules of ARCHITECTURE.md as no-restricted-imports (a wrong import fails lint).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontEnd = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'styled-components',
  'swr',
  'react-router-dom',
  'i18next',
  'react-i18next',
];
const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'crypto',
  'os',
  'child_process',
  'http',
  'https',
  'url',
  'util',
  'stream',
  'buffer',
  'process',
];

/** One layer's forbidden imports: other packages by name and by relative path. */
function layer(files, { packages = [], patterns = [], message }) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Bare names match exactly ('url' must not catch './validation/url'); sub-paths by pattern.
          paths: packages.filter((name) => !name.includes('*')).map((name) => ({ name, message })),
          patterns: [
            ...packages
              .filter((name) => name.startsWith('@') || name.includes('*'))
              .map((name) => ({ group: [name.includes('*') ? name : `${name}/*`], message })),
            ...patterns.map((group) => ({ group: [group], message })),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '.data/**',
      '**/generated/**',
      'apps/api/drizzle/**',
      '.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.configs.recommended.rules,
      // Our dialogs use autoFocus on the safe action, as the WAI-ARIA dialog pattern asks.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  ...storybook.configs['flat/recommended'],
  // Scripts and servers print to the console on purpose.
  {
    files: [
      'scripts/**',
      'bench/**',
      'apps/api/src/server.ts',
      'apps/api/src/db/seed-cli.ts',
      'apps/api/scripts/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },

  // Layer rules (ARCHITECTURE.md "Allowed imports").
  layer(['packages/domain/src/**/*.ts'], {
    packages: [
      '@arms/ui',
      '@arms/api-client',
      '@arms/api',
      '@arms/employer',
      '@arms/arms',
      '@arms/candidate',
      ...frontEnd,
      ...nodeBuiltins,
    ],
    patterns: ['**/packages/ui/**', '**/packages/api-client/**', '**/apps/**'],
    message: '@arms/domain is pure: it imports nothing of ours, nothing React, DOM or Node.',
  }),
  {
    // The property test checks the SQL form against a real PGlite database.
    files: ['packages/domain/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  layer(['packages/ui/src/**/*.{ts,tsx}'], {
    packages: [
      '@arms/api-client',
      '@arms/api',
      '@arms/employer',
      '@arms/arms',
      '@arms/candidate',
      'swr',
      'react-router-dom',
      ...nodeBuiltins,
    ],
    patterns: ['**/packages/api-client/**', '**/apps/**'],
    message: '@arms/ui imports @arms/domain only: components take data and callbacks as props.',
  }),
  layer(['packages/api-client/src/**/*.{ts,tsx}'], {
    packages: ['@arms/ui', '@arms/api', '@arms/employer', '@arms/arms', '@arms/candidate', 'styled-components'],
    patterns: ['**/packages/ui/**', '**/apps/**'],
    message: '@arms/api-client imports @arms/domain only (its tests may start the real server).',
  }),
  layer(['apps/employer/src/**/*.{ts,tsx}', 'apps/arms/src/**/*.{ts,tsx}', 'apps/candidate/src/**/*.{ts,tsx}'], {
    packages: ['@arms/api', ...nodeBuiltins],
    patterns: ['**/apps/*/src/**', '../../*/src/**', '**/packages/*/src/**'],
    message: 'Apps import @arms/ui, @arms/api-client and @arms/domain by name; never each other or the server.',
  }),
  layer(['apps/api/src/**/*.ts'], {
    packages: ['@arms/ui', '@arms/api-client', '@arms/employer', '@arms/arms', '@arms/candidate', ...frontEnd],
    patterns: [
      '**/packages/ui/**',
      '**/packages/api-client/**',
      '**/apps/employer/**',
      '**/apps/arms/**',
      '**/apps/candidate/**',
    ],
    message: 'The API server imports @arms/domain only; never a front-end package.',
  }),
);

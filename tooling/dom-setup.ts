// Unit tests that render React in jsdom: jest-dom's matchers, and a clean document after each test.
import '@testing-library/jest-dom/vitest';
import { loadDomainResources } from '@arms/domain';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// @arms/domain's English labels are a chunk of their own (docs/decisions/0187): loaded before the tests, as
// Storybook's preview does, so an `ArmsProvider` made in a test renders its children at once.
// `src/i18n/domainLabels.test.ts` covers an instance made before they have loaded.
beforeAll(async () => {
  await loadDomainResources('en');
});

afterEach(() => cleanup());

import { ArmsClientProvider, createArmsClient, memorySessionStorage, type SessionUser } from '@arms/api-client';
import { aSessionUser } from '@arms/api-client/mocks';
import { ArmsProvider } from '@arms/ui';
import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createI18n } from '../i18n';
import { createAdminMemoryRouter } from '../shell/router';

/** What a screen story sets in `parameters.screen`: the path to open and who is signed in. */
export interface ScreenParameters {
  /** The URL the router starts at, with its query. */
  path: string;
  /** The signed-in user; `null` for a visitor. @default the platform administrator */
  user?: SessionUser | null;
}

function AdminAt({ path, user, lang }: { path: string; user: SessionUser | null; lang: 'en' | 'vn' }) {
  const { client, i18n, router } = useMemo(() => {
    const storage = memorySessionStorage();
    if (user) storage.save({ token: 'story-token', user, portal: 'arms' }, { remember: false });
    return {
      client: createArmsClient({ baseUrl: '/api', storage }),
      i18n: createI18n(lang),
      router: createAdminMemoryRouter(path),
    };
  }, [path, user, lang]);
  return (
    <ArmsClientProvider client={client}>
      <ArmsProvider i18n={i18n} lang={lang}>
        <RouterProvider router={router} />
      </ArmsProvider>
    </ArmsClientProvider>
  );
}

/**
 * Renders the whole administration app at `parameters.screen.path` (route table, guard, layout and the lazily
 * loaded screen) against the story's MSW handlers (`parameters.msw.handlers`, typed by
 * `@arms/api-client/mocks`), in the toolbar's language. Screen stories use it as their only decorator.
 */
export const withAdminScreen: Decorator = (_Story, context) => {
  const screen = context.parameters.screen as ScreenParameters | undefined;
  const user = screen?.user === undefined ? aPlatformAdmin : screen.user;
  return <AdminAt path={screen?.path ?? '/'} user={user} lang={context.globals.lang === 'vn' ? 'vn' : 'en'} />;
};

const aPlatformAdmin = aSessionUser({
  email: 'arms@arms-demo.org',
  role: ['arms_admin'],
  firstName: 'Platform',
  lastName: 'Admin',
  companyId: null,
  company: null,
  permissions: [],
});

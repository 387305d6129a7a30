/** The admin app's own strings (namespace `arms`) in English; the Vietnamese ones are in `resources.vn.ts`. */
const en = {
  brand: 'ARMS',
  titleSuffix: 'ARMS Administration',
  login: { title: 'System Administrator Login', forgotPassword: 'Forgot your password?' },
  loadingPage: 'Loading page',
  routeError: {
    title: 'This page could not be opened',
    body: 'A newer version of ARMS may have been installed, or the connection dropped. Reload to try again.',
    reload: 'Reload',
  },
  home: { title: 'Administration', signedInAs: 'Signed in as {{email}}' },
  loading: 'Loading…',
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
};

/** What every language must say: the English strings' shape. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Strings = Shape<typeof en>;

/** The app's own strings in English (namespace `arms`), bundled: the default and fallback language. */
export const english = { arms: en } as const;

import { adminRoutes } from '@arms/domain';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { Guard } from './Guard';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { ShellLoading } from './ShellLoading';
import { screens } from './screens';

function lazyScreen(id: string): RouteObject['lazy'] | undefined {
  const load = screens[id];
  return load ? async () => ({ Component: await load() }) : undefined;
}

/**
 * The administration portal's routes (everything under /arms), built from @arms/domain's table (spec section 2): public screens on the
 * plain wrapper, every signed-in screen under the guard and the main layout, each loaded lazily as its
 * own chunk; an unknown path is the not-found screen inside the layout (or on the plain wrapper when
 * signed out).
 */
export function adminRouteObjects(): RouteObject[] {
  const withScreen = adminRoutes.filter((route) => screens[route.id]);
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: ShellLoading,
      children: [
        ...withScreen
          .filter((route) => route.public)
          .map((route) => ({ path: route.path, lazy: lazyScreen(route.id) })),
        {
          // The layout (menu, header, modals) is its own chunk: the login screen does not load it.
          lazy: async () => {
            const { MainLayout } = await import('./MainLayout');
            return {
              Component: () => (
                <Guard>
                  <MainLayout />
                </Guard>
              ),
            };
          },
          children: [
            ...withScreen
              .filter((route) => !route.public)
              .map((route) => ({ path: route.path, lazy: lazyScreen(route.id) })),
          ],
        },
        {
          path: '*',
          lazy: async () => {
            const { MainLayout } = await import('./MainLayout');
            return {
              Component: () => (
                <Guard>
                  <MainLayout notFound />
                </Guard>
              ),
            };
          },
        },
      ],
    },
  ];
}

/** The app's router in the browser. */
export const createAdminRouter = () => createBrowserRouter(adminRouteObjects());

/** The same routes in memory, for stories and tests that start at a given path. */
export const createAdminMemoryRouter = (initialPath: string) =>
  createMemoryRouter(adminRouteObjects(), { initialEntries: [initialPath] });

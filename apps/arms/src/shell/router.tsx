import { adminRoutes } from '@arms/domain';
import { loadDomainLabels } from '@arms/ui';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { Guard } from './Guard';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { ShellLoading } from './ShellLoading';
import { screens } from './screens';

// The screens that show none of @arms/domain's labels: they render without waiting for them (the login
// route loads no more than it shows, docs/decisions/0187).
const withoutLabels = new Set(['armsLogin']);

function lazyScreen(id: string): RouteObject['lazy'] | undefined {
  const load = screens[id];
  if (!load) return undefined;
  if (withoutLabels.has(id)) return async () => ({ Component: await load() });
  // Every other screen renders once @arms/domain's English labels are in the i18n instance.
  return async () => ({ Component: (await Promise.all([load(), loadDomainLabels()]))[0] });
}

/** The main layout (menu, header, modals: @arms/domain's menu labels), with its labels. */
const mainLayout = () => Promise.all([import('./MainLayout'), loadDomainLabels()]).then(([m]) => m.MainLayout);

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
            const MainLayout = await mainLayout();
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
            const MainLayout = await mainLayout();
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

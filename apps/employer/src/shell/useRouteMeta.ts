import { employerMenu, employerRoutes, routeTrail } from '@arms/domain';
import { useCurrentScreenMeta, type Crumb } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * The current page's title and breadcrumbs from @arms/domain's route table and menu (`routeTrail`, spec
 * section 2), ending with the page itself, named by the screen once it knows (say, a record's name).
 */
export function useRouteMeta(): { title: string; breadcrumbs: Crumb[] } {
  const { t } = useTranslation('employer');
  const { pathname } = useLocation();
  const meta = useCurrentScreenMeta();
  const { route, steps } = routeTrail(pathname, employerRoutes, employerMenu);
  const title = meta.title ?? (route ? t(route.titleKey) : t('notFound.title'));
  if (steps.length === 0) return { title, breadcrumbs: [] };
  const breadcrumbs: Crumb[] = steps.map((step) => ({ label: t(step.labelKey), href: step.path }));
  breadcrumbs.push(...(meta.trail ?? []), { label: title });
  return { title, breadcrumbs };
}

import { useSession } from '@arms/api-client';
import { employerRoutes, hasRouteAccess } from '@arms/domain';

/** Whether the signed-in user may open an employer route by its id: buttons never lead to a redirect. */
export function useCanOpen(routeId: string): boolean {
  const state = useSession();
  const route = employerRoutes.find((candidate) => candidate.id === routeId);
  return state.status === 'authenticated' && route !== undefined && hasRouteAccess(state.user, route) === 'allow';
}

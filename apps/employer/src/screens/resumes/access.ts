import { useSession } from '@arms/api-client';
import { routeAccess } from '@arms/domain';

/** Whether the signed-in user may open a path, so a button never leads to a redirect (employer-shell notes). */
export function useCanOpen(): (pathname: string) => boolean {
  const state = useSession();
  const user =
    state.status === 'authenticated'
      ? { role: state.user.role, permissions: state.user.permissions, companyId: state.user.companyId }
      : null;
  return (pathname) => routeAccess(user, { pathname, search: '' }).kind === 'allow';
}

import { routeAccess, type RouteAccess } from '@arms/domain';
import { useEffect, useState } from 'react';
import type { SessionUser } from '../storage';
import { useArmsClient, useSession } from './context';

/**
 * The route guard of spec section 4 as a hook, for any router: with a stored token but no user the
 * session is verified first (`'verifying'`), then @arms/domain's `routeAccess` decides between the page,
 * the login (with `redirect` and `jobId`) and the redirect after a failed role or permission check.
 */
export function useRouteAccess(location: { pathname: string; search?: string }): RouteAccess | 'verifying' {
  const { session } = useArmsClient();
  const state = useSession();
  const [verifyFailed, setVerifyFailed] = useState(false);
  useEffect(() => {
    if (state.status !== 'unverified') return;
    session.verify().catch(() => setVerifyFailed(true));
  }, [session, state.status]);
  if (state.status === 'unverified' && !verifyFailed) return 'verifying';
  const user =
    state.status === 'authenticated'
      ? { role: state.user.role, permissions: state.user.permissions, companyId: state.user.companyId }
      : null;
  return routeAccess(user, location);
}

/**
 * A user kept from an earlier visit is shown at once and refreshed from the server in the background, so
 * permissions an administrator granted or removed meanwhile apply from this page load on.
 */
export function useFreshSessionUser(): void {
  const { api, session } = useArmsClient();
  const signedIn = useSession().status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    api
      .GET('/auth')
      .then(({ data }) => data && session.replaceUser(data as SessionUser))
      .catch(() => undefined);
  }, [api, session, signedIn]);
}

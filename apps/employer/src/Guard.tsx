import { useArmsClient, useSession } from '@arms/api-client';
import { routeAccess } from '@arms/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The route guard (spec section 4): with a stored token but no user the session is verified first;
 * then `routeAccess` from @arms/domain decides between the page, the login (with `redirect` and
 * `jobId`) and the redirect for a failed role or permission check.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('employer');
  const { session } = useArmsClient();
  const state = useSession();
  const location = useLocation();
  const [verifyFailed, setVerifyFailed] = useState(false);

  useEffect(() => {
    if (state.status !== 'unverified') return;
    session.verify().catch(() => setVerifyFailed(true));
  }, [session, state.status]);

  if (state.status === 'unverified' && !verifyFailed) {
    return <p aria-live="polite">{t('loading')}</p>;
  }
  const user =
    state.status === 'authenticated'
      ? { role: state.user.role, permissions: state.user.permissions, companyId: state.user.companyId }
      : null;
  const decision = routeAccess(user, { pathname: location.pathname, search: location.search });
  if (decision.kind === 'allow') return <>{children}</>;
  return <Navigate to={decision.to} replace />;
}

import { useRouteAccess } from '@arms/api-client';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ShellLoading } from './ShellLoading';

/** The route guard of spec section 4 (`useRouteAccess`): the page, the login with `redirect`, or a redirect. */
export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const decision = useRouteAccess({ pathname: location.pathname, search: location.search });
  if (decision === 'verifying') return <ShellLoading />;
  return decision.kind === 'allow' ? <>{children}</> : <Navigate to={decision.to} replace />;
}

import { fail } from '../http/errors';
import type { AuthContext } from './access';

/** The company an employer route's data belongs to. Repositories take one, so no query can forget it. */
export interface TenantScope {
  readonly companyId: number;
}

/** The caller's tenant scope; a caller without a company cannot use employer data routes. */
export function tenantScope(auth: AuthContext): TenantScope {
  if (auth.companyId === null) throw fail('ARMS_NOT_ALLOWED');
  return { companyId: auth.companyId };
}

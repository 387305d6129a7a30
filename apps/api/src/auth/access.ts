import type { Permission, Role } from '@arms/domain';

/** What a route needs (spec section 6), declared on every route in `config.access`. */
export type Access =
  | { public: true }
  | {
      roles: readonly Role[];
      /** Human resource staff (and level 2) must hold at least one of these; others are not permission-checked. */
      permissions?: readonly Permission[];
      /**
       * The route reads or changes one company-owned record named in its path: a caller of another
       * company gets 404 (the access matrix test checks it).
       */
      tenant?: true;
    };

/** The caller of an authenticated request, loaded fresh from the database on every request. */
export interface AuthContext {
  userId: number;
  staffId: number | null;
  companyId: number | null;
  roles: string[];
  permissions: string[];
  portal: 'crms' | 'arms';
  jti: string;
  expiresAt: Date;
}

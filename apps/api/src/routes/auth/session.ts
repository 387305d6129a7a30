import { iso } from '../../http/kit';
import type { UserRow } from './repository';

/** The user as the portals keep it in the session (spec section 3 "User"); never the password hash. */
export function sessionUser({ user, staff: staffRow, company }: UserRow) {
  return {
    id: user.id,
    email: user.email,
    role: user.roles,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender,
    photoPath: user.photoPath,
    emailSign: user.emailSign,
    companyId: company?.id ?? null,
    company: company ? { id: company.id, name: company.name, companyUrl: company.companyUrl } : null,
    permissions: staffRow?.permissions ?? [],
    isFirstTimeLogin: staffRow?.isFirstTimeLogin ?? false,
    acceptTermDate: iso(staffRow?.acceptTermDate),
  };
}

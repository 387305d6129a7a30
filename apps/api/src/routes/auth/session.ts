import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, staff, users } from '../../db/schema';

export type UserRow = {
  user: typeof users.$inferSelect;
  staff: typeof staff.$inferSelect | null;
  company: typeof companies.$inferSelect | null;
};

/** Loads an account with its staff record and company. */
export async function loadUserRow(db: Db, where: { id: number } | { email: string }): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users, staff, company: companies })
    .from(users)
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(companies, eq(companies.id, staff.companyId))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email));
  return row;
}

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
    acceptTermDate: staffRow?.acceptTermDate?.toISOString() ?? null,
  };
}

import type { Lang } from '@arms/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** A stored language column as an email language (anything but `vn` is English). */
export const asLang = (value: string | null | undefined): Lang => (value === 'vn' ? 'vn' : 'en');

/** The email language of an account. */
export async function userLang(db: Db, userId: number): Promise<Lang> {
  const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  return asLang(row?.lang);
}

/**
 * The language to write to an address in: the account's own when one has this email, otherwise
 * `fallback` (the sending user's language; candidates and hiring managers seldom have an account,
 * docs/decisions/0092).
 */
export async function langForAddress(db: Db, email: string, fallback: Lang): Promise<Lang> {
  const [row] = await db
    .select({ lang: users.lang })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ? asLang(row.lang) : fallback;
}

import { accentFoldingTable, foldAccents, isEmail } from '@arms/domain';
import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeContacts, resumes } from '../../db/schema';

/* The duplicate check of the resumes (section 7, docs/decisions/0062): the contacts' match keys and the matches. */

/** The key the duplicate check compares a contact on: an email lower-cased, a phone's digits. */
export function contactKey(category: number, value: string): string {
  return category === 3 || isEmail(value) ? value.trim().toLowerCase() : value.replace(/\D/g, '');
}

/** A name column folded like `foldAccents` (issue 13: Vietnamese names found without their accents). */
const folded = (column: AnyColumn) =>
  sql`lower(translate(${column}, ${accentFoldingTable.from}, ${accentFoldingTable.to}))`;

/**
 * The duplicate check of section 7 inside one employer (docs/decisions/0062): the same email (resume
 * email or an email contact), the same phone digits, or the same first and last name with the same
 * date of birth.
 */
export async function findDuplicates(
  db: Db,
  companyId: number,
  input: { email?: string; phone?: string; firstName?: string; lastName?: string; dob?: string; excludeId?: number },
) {
  const found = new Map<number, Set<'email' | 'phone' | 'nameAndDob'>>();
  const add = (ids: number[], why: 'email' | 'phone' | 'nameAndDob') => {
    for (const id of ids) {
      if (id === input.excludeId) continue;
      if (!found.has(id)) found.set(id, new Set());
      found.get(id)!.add(why);
    }
  };
  const email = input.email?.trim().toLowerCase();
  if (email) {
    const [direct, viaContacts] = await Promise.all([
      db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.companyId, companyId), sql`lower(${resumes.email}) = ${email}`)),
      db
        .select({ id: resumeContacts.resumeId })
        .from(resumeContacts)
        .where(and(eq(resumeContacts.companyId, companyId), eq(resumeContacts.matchKey, email))),
    ]);
    add(
      [...direct, ...viaContacts].map((r) => r.id),
      'email',
    );
  }
  const digits = input.phone?.replace(/\D/g, '');
  if (digits && digits.length >= 6) {
    const rows = await db
      .select({ id: resumeContacts.resumeId })
      .from(resumeContacts)
      .where(and(eq(resumeContacts.companyId, companyId), eq(resumeContacts.matchKey, digits)));
    add(
      rows.map((r) => r.id),
      'phone',
    );
  }
  if (input.firstName && input.dob) {
    const rows = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(
        and(
          eq(resumes.companyId, companyId),
          sql`${folded(resumes.firstName)} = ${foldAccents(input.firstName.trim())}`,
          sql`${folded(resumes.lastName)} = ${foldAccents((input.lastName ?? '').trim())}`,
          eq(resumes.dob, input.dob),
        ),
      );
    add(
      rows.map((r) => r.id),
      'nameAndDob',
    );
  }
  if (found.size === 0) return [];
  const rows = await db
    .select({
      id: resumes.id,
      firstName: resumes.firstName,
      lastName: resumes.lastName,
      email: resumes.email,
      dob: resumes.dob,
    })
    .from(resumes)
    .where(and(eq(resumes.companyId, companyId), inArray(resumes.id, [...found.keys()])))
    .orderBy(asc(resumes.id));
  return rows.map((r) => ({ ...r, matchedOn: [...found.get(r.id)!].sort() }));
}

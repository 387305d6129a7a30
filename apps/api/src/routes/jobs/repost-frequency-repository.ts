import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalDateFrequencies } from '../../db/schema';

/** The jobs' auto repost frequency repository (docs/decisions/0196, 0205): one row per company. */

/** The company's auto repost frequency: 30 days and switched off until set. */
export async function repostFrequencyOf(db: Db, companyId: number) {
  const [row] = await db.select().from(portalDateFrequencies).where(eq(portalDateFrequencies.companyId, companyId));
  return { companyId, frequency: row?.frequency ?? 30, active: row?.active ?? false };
}

/** Sets the company's auto repost frequency (on unless `active` says otherwise): the frequency as read after. */
export async function setRepostFrequency(
  db: Db,
  companyId: number,
  change: { frequency?: number; active?: boolean },
  now: () => Date,
) {
  const current = await repostFrequencyOf(db, companyId);
  const next = { ...current, active: true, ...change, updatedAt: now() };
  await db
    .insert(portalDateFrequencies)
    .values(next)
    .onConflictDoUpdate({ target: portalDateFrequencies.companyId, set: next });
  return repostFrequencyOf(db, companyId);
}

import type { EmailAlertRuleType } from '@arms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailRules, emailRuleStaff, staff, users } from '../db/schema';
import type { Outbox } from '../mail/outbox';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Email alert rules (section 9): an event fires rule types; every active staff member assigned to an
 * active rule of the company with one of those types gets one message, written to the outbox in the
 * caller's transaction (so an event that rolls back alerts nobody).
 */
export async function fireAlerts(
  db: Db,
  outbox: Outbox,
  companyId: number,
  types: readonly EmailAlertRuleType[],
  message: { subject: string; lines: string[] },
): Promise<string[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(emailRules)
    .innerJoin(emailRuleStaff, eq(emailRuleStaff.ruleId, emailRules.id))
    .innerJoin(staff, eq(staff.id, emailRuleStaff.staffId))
    .innerJoin(users, eq(users.id, staff.userId))
    .where(
      and(
        eq(emailRules.companyId, companyId),
        eq(emailRules.status, 1),
        eq(staff.status, 1),
        eq(staff.companyId, companyId),
        inArray(emailRules.type, [...types]),
      ),
    );
  const to = rows.map((r) => r.email).sort();
  if (to.length === 0) return [];
  await outbox.enqueue(
    [
      {
        to,
        subject: message.subject,
        text: message.lines.join('\n'),
        html: message.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
        source: `email-alert:${types.join(',')}`,
      },
    ],
    db,
  );
  return to;
}

import { alertsForTransition, type EmailAlertRuleType, type EmailTemplateKey, type Lang } from '@arms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { departments, emailRules, emailRuleStaff, jobResumes, jobs, resumes, staff, users } from '../db/schema';
import type { Outbox } from './outbox';
import { asLang } from './language';
import { renderTemplate } from './render';
import { nominationStatusLabel } from '../services/status-labels';

/**
 * Email alert rules (section 9) with localized wording: every active staff member assigned to an
 * active rule of the company with one of `types` gets the template in their own language (one
 * message per language), written to the outbox in the caller's transaction. Answers the addresses.
 */
export async function fireTemplateAlerts(
  db: Db,
  outbox: Outbox,
  companyId: number,
  types: readonly EmailAlertRuleType[],
  key: EmailTemplateKey,
  params: (lang: Lang) => Readonly<Record<string, string | number>>,
): Promise<string[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectDistinct({ email: users.email, lang: users.lang })
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
  const byLang = new Map<Lang, string[]>();
  for (const row of rows) {
    const lang = asLang(row.lang);
    byLang.set(lang, [...(byLang.get(lang) ?? []), row.email]);
  }
  for (const lang of (['en', 'vn'] as const).filter((l) => byLang.has(l))) {
    const rendered = await renderTemplate(db, key, lang, params(lang));
    await outbox.enqueue(
      [
        {
          to: byLang.get(lang)!.sort(),
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          source: `email-alert:${types.join(',')}`,
        },
      ],
      db,
    );
  }
  return rows.map((r) => r.email).sort();
}

/** Who a nomination is and what it is for: the candidate's name and the job's position (or the entity's name). */
export async function nominationSubject(
  db: Db,
  nominationId: number,
): Promise<{ candidateName: string; position: string }> {
  const [row] = await db
    .select({
      firstName: resumes.firstName,
      lastName: resumes.lastName,
      position: jobs.position,
      department: departments.name,
    })
    .from(jobResumes)
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .leftJoin(departments, eq(departments.id, jobResumes.departmentId))
    .where(eq(jobResumes.id, nominationId));
  return {
    candidateName: `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim(),
    position: row?.position ?? row?.department ?? '',
  };
}

/** The alerts of one nomination's status change (section 9), localized per recipient. */
export async function fireNominationAlert(
  db: Db,
  outbox: Outbox,
  companyId: number,
  change: { id: number; from: number; to: number },
): Promise<string[]> {
  const types = alertsForTransition(change.from, change.to);
  if (types.length === 0) return [];
  const subject = await nominationSubject(db, change.id);
  return fireTemplateAlerts(db, outbox, companyId, types, 'alertNominationStatus', (lang) => ({
    ...subject,
    nominationId: change.id,
    fromStatus: nominationStatusLabel(change.from, lang),
    toStatus: nominationStatusLabel(change.to, lang),
  }));
}

import { escapeHtml } from '@arms/domain';
import type { AuthContext } from '../auth/access';
import type { resumes } from '../db/schema';
import { fail } from '../http/errors';
import type { OutgoingEmail } from '../mail/outbox';
import { addEmailReminder, staffRecipient } from '../routes/resumes/extras-repository';
import type { EmailReminderInput } from '../routes/resumes/schemas';
import type { Services } from './context';

/**
 * A resume's email reminders (section 7 "email reminders", docs/decisions/0186): the reminder, its email
 * queued in the outbox for the reminder's time and the resume's history line, in one transaction.
 */

type ResumeRow = Pick<typeof resumes.$inferSelect, 'id' | 'firstName' | 'lastName'>;

/** The reminder's email: the candidate's name, the note and the link to the resume, as text and as HTML. */
function reminderEmail(services: Services, resume: ResumeRow, note: string) {
  const name = `${resume.firstName} ${resume.lastName}`.trim();
  const link = `${services.publicUrl.replace(/\/$/, '')}/resumes/${resume.id}/detail`;
  return {
    text: `${name}\n\n${note}\n\n${link}`,
    html: `<p><strong>${escapeHtml(name)}</strong></p><p>${escapeHtml(note).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  } satisfies Partial<OutgoingEmail>;
}

/**
 * Adds a reminder of a resume of the caller's company: `remindAt` in the future, the recipient (default
 * the caller) an active staff member of the company. Answers the reminder as listed.
 */
export async function addResumeEmailReminder(
  services: Services,
  auth: AuthContext,
  companyId: number,
  resume: ResumeRow,
  body: EmailReminderInput,
) {
  const { db, outbox, now } = services;
  const remindAt = new Date(body.remindAt);
  if (!(remindAt.getTime() > now().getTime()))
    throw fail('VALIDATION_ERROR', [{ field: 'remindAt', code: 'validation.dateInPast' }]);
  const recipientId = body.recipientId ?? auth.userId;
  const recipient = await staffRecipient(db, companyId, recipientId);
  // Another company's user reads as no user (docs/decisions/0193); a suspended colleague is a 400.
  if (!recipient) throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'recipientId', code: 'validation.notFound' }]);
  if (recipient.status !== 1)
    throw fail('VALIDATION_ERROR', [{ field: 'recipientId', code: 'validation.notActiveStaff' }]);
  const note = body.note ?? '';
  return addEmailReminder(
    db,
    outbox,
    {
      message: {
        to: [recipient.email],
        subject: body.subject,
        ...reminderEmail(services, resume, note),
        source: 'resume-email-reminder',
        sendAt: remindAt,
      },
      reminder: {
        companyId,
        remindAt,
        subject: body.subject,
        note,
        recipientId,
        createdBy: auth.userId,
        createdAt: now(),
      },
    },
    { resumeId: resume.id, userId: auth.userId, now: now() },
  );
}

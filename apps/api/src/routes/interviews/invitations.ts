import { buildIcs, interviewModes, localeFor, translate, type CalendarPerson, type Lang } from '@arms/domain';
import type { Db } from '../../db/client';
import type { interviews } from '../../db/schema';
import type { Outbox } from '../../mail/outbox';
import { sendTemplate } from '../../mail/render';
import { hiringManagerOf, recipientLang, sender, type NominationContext } from './repository';
import type { SentTo, Skipped } from './shared';

type InterviewRow = typeof interviews.$inferSelect;

/** The start as the recipient reads it: their language, the interview's time zone. */
export function formatWhen(at: Date, timezone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeFor(lang), { dateStyle: 'full', timeStyle: 'short', timeZone: timezone }).format(
    at,
  );
}

const modeLabel = (mode: number, lang: Lang) => {
  const key = interviewModes.items.find((m) => m.id === mode)?.key ?? 'others';
  return translate(`domain.interviewMode.${key}`, lang);
};

/**
 * Emails an interview to the candidate (the resume's email) and to the job's hiring manager, each in
 * their language, with the same calendar event attached as `invite.ics` (METHOD REQUEST for an
 * invitation or an update, CANCEL for a cancellation). The ORGANIZER is the company, with its email
 * or, when it has none, the sending user's (docs/decisions/0091). Recipients without an email are
 * reported as skipped.
 */
export async function sendInterviewEmails(
  tx: Db,
  outbox: Outbox,
  input: { context: NominationContext; interview: InterviewRow; userId: number; now: Date },
  method: 'REQUEST' | 'CANCEL',
): Promise<{ sent: SentTo[]; skipped: Skipped[] }> {
  const { context, interview } = input;
  const jobResumeId = context.nomination.id;
  const from = await sender(tx, input.userId);
  const manager = await hiringManagerOf(tx, context.job);
  const organizer: CalendarPerson = { name: context.company.name, email: context.company.email ?? from.email };
  const people = [
    { recipient: 'candidate' as const, name: context.candidate.name, email: context.candidate.email },
    ...(manager ? [{ recipient: 'hiringManager' as const, name: manager.name, email: manager.email }] : []),
  ];
  const attendees = people.flatMap((p) => (p.email ? [{ name: p.name, email: p.email }] : []));
  const sent: SentTo[] = [];
  const skipped: Skipped[] = [];
  for (const person of people) {
    if (!person.email) {
      skipped.push({ jobResumeId, recipient: person.recipient, reason: 'noEmail' });
      continue;
    }
    const lang = await recipientLang(tx, person.email, from.lang);
    const when = formatWhen(interview.startsAt, interview.timezone, lang);
    const ics = buildIcs({
      method,
      uid: interview.uid,
      sequence: interview.sequence,
      stamp: input.now,
      start: interview.startsAt,
      end: interview.endsAt,
      summary: `${translate('domain.nominationStatus.interview', lang)}: ${context.candidate.name}, ${context.position} (${context.company.name})`,
      ...(interview.notes ? { description: interview.notes } : {}),
      ...(interview.place ? { location: interview.place } : {}),
      ...(interview.link ? { url: interview.link } : {}),
      organizer,
      attendees,
    });
    const attachment = {
      filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: ics,
    };
    const common = {
      position: context.position,
      companyName: context.company.name,
      candidateName: context.candidate.name,
      when,
      timezone: interview.timezone,
    };
    if (method === 'CANCEL') {
      await sendTemplate(
        tx,
        outbox,
        'interviewCancelled',
        lang,
        person.email,
        { ...common, recipientName: person.name },
        [attachment],
      );
    } else {
      const params = {
        ...common,
        durationMinutes: Math.round((interview.endsAt.getTime() - interview.startsAt.getTime()) / 60_000),
        mode: modeLabel(interview.mode, lang),
        location: interview.place ?? interview.link ?? modeLabel(interview.mode, lang),
        notes: interview.notes ?? '',
      };
      if (person.recipient === 'candidate') {
        await sendTemplate(tx, outbox, 'interviewInvitation', lang, person.email, params, [attachment]);
      } else {
        await sendTemplate(tx, outbox, 'interviewNotice', lang, person.email, { ...params, managerName: person.name }, [
          attachment,
        ]);
      }
    }
    sent.push({ jobResumeId, recipient: person.recipient, email: person.email, lang });
  }
  return { sent, skipped };
}

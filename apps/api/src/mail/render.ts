import { renderEmailTemplate, type EmailTemplateKey, type Lang } from '@arms/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTemplateOverrides } from '../db/schema';
import type { EmailAttachment, Outbox } from './outbox';

/** Renders a static template (section 7) with the administrator's wording when there is one. */
export async function renderTemplate(
  db: Db,
  key: EmailTemplateKey,
  lang: Lang,
  params: Readonly<Record<string, string | number>>,
) {
  const [override] = await db
    .select({ subject: emailTemplateOverrides.subject, body: emailTemplateOverrides.body })
    .from(emailTemplateOverrides)
    .where(and(eq(emailTemplateOverrides.key, key), eq(emailTemplateOverrides.lang, lang)));
  return renderEmailTemplate(key, lang, params, override);
}

/** Renders a template and writes it to the outbox (in the caller's transaction when `db` is one). */
export async function sendTemplate(
  db: Db,
  outbox: Outbox,
  key: EmailTemplateKey,
  lang: Lang,
  to: string,
  params: Readonly<Record<string, string | number>>,
  attachments?: EmailAttachment[],
): Promise<void> {
  const rendered = await renderTemplate(db, key, lang, params);
  await outbox.enqueue(
    [
      {
        to: [to],
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        source: key,
        ...(attachments ? { attachments } : {}),
      },
    ],
    db,
  );
}

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Static } from 'typebox';
import { fail } from '../http/errors';
import {
  consentFileName,
  consentNotificationPdf,
  type ConsentLang,
  type ConsentMethod,
} from '../nominations/consent-pdf';
import { consentContext, recordAcknowledgement } from '../routes/nominations/acknowledgements-repository';
import { plainText, type AcknowledgementBody, type NominationRow } from '../routes/nominations/shared';
import type { Services } from './context';
import type { Actor } from './nominations';

/**
 * The candidate's consent to a nomination (section 7; docs/decisions/0206): its consent notification PDF is
 * generated and stored, then the acknowledgement and the PDF's attachment row are written in one transaction
 * (`recordAcknowledgement`); when that write fails, the stored PDF is removed again. Answers the
 * acknowledgement as the API shows it.
 */
export async function recordNominationAcknowledgement(
  services: Pick<Services, 'db' | 'storage' | 'now'>,
  actor: Actor,
  { n, r }: NominationRow,
  body: Static<typeof AcknowledgementBody>,
) {
  const { db, storage, now } = services;
  const at = now();
  if (body.acknowledgedOn > at.toISOString().slice(0, 10))
    throw fail('VALIDATION_ERROR', [{ field: 'body.acknowledgedOn', code: 'validation.dateInFuture' }]);
  const candidate = `${r.firstName} ${r.lastName}`.trim();
  const givenBy = body.givenBy === undefined ? candidate : plainText('body.givenBy', body.givenBy);
  const notes = body.notes === undefined ? null : body.notes.trim() || null;
  const context = await consentContext(db, n.id, actor.userId);
  const lang: ConsentLang = context.lang === 'vn' ? 'vn' : 'en';
  const pdf = await consentNotificationPdf({
    lang,
    company: context.company,
    candidate,
    target: context.position ?? context.entity ?? '',
    nominationId: n.id,
    givenBy,
    method: body.method as ConsentMethod,
    acknowledgedOn: body.acknowledgedOn,
    notes,
    recordedBy: `${context.firstName} ${context.lastName}`.trim(),
    recordedAt: at,
  });
  const key = `nomination-acknowledgements/${randomUUID()}.pdf`;
  await storage.put(key, Readable.from([pdf]), 'application/pdf');
  try {
    return await recordAcknowledgement(db, actor.scope, {
      nominationId: n.id,
      givenBy,
      method: body.method,
      acknowledgedOn: body.acknowledgedOn,
      notes,
      file: { name: consentFileName(n.id, body.acknowledgedOn), storageKey: key, size: pdf.length },
      userId: actor.userId,
      at,
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

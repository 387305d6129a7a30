import { escapeHtml } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { addEmailReminder, listEmailReminders, staffRecipient } from './extras-repository';
import { candidateRecord, tags } from './child-shared';
import { loadResume, resumeScope } from './repository';
import { EmailReminder, EmailReminderInput } from './schemas';

/**
 * A resume's email reminders (section 7 "email reminders (add, list)"; docs/decisions/0186): the
 * recipient is emailed the note through the outbox at the reminder's time.
 */
export const resumeEmailReminderRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db, outbox: mail, now } = services;

  app.get(
    '/resumes/:id/email-reminders',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'listResumeEmailReminders',
        tags,
        summary: "A resume's email reminders, the soonest first (sentAt once the email went out)",
        security,
        params: IdParams,
        response: { 200: listResponseSchema(EmailReminder), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { row } = await loadResume(db, resumeScope(caller(request)), request.params.id);
      const data = await listEmailReminders(db, row.id);
      return { total: data.length, limit: -1, skip: 0, data };
    },
  );

  app.post(
    '/resumes/:id/email-reminders',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'addResumeEmailReminder',
        tags,
        summary: 'Add an email reminder: the recipient (default the caller) is emailed the note at remindAt',
        security,
        params: IdParams,
        body: EmailReminderInput,
        response: { 201: EmailReminder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const { row } = await loadResume(db, scope, request.params.id);
      const body = request.body;
      const remindAt = new Date(body.remindAt);
      if (!(remindAt.getTime() > now().getTime()))
        throw fail('VALIDATION_ERROR', [{ field: 'remindAt', code: 'validation.dateInPast' }]);
      const recipientId = body.recipientId ?? auth.userId;
      const recipient = await staffRecipient(db, scope.companyId, recipientId);
      // Another company's user reads as no user (docs/decisions/0193); a suspended colleague is a 400.
      if (!recipient) throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'recipientId', code: 'validation.notFound' }]);
      if (recipient.status !== 1)
        throw fail('VALIDATION_ERROR', [{ field: 'recipientId', code: 'validation.notActiveStaff' }]);
      const name = `${row.firstName} ${row.lastName}`.trim();
      const link = `${services.publicUrl.replace(/\/$/, '')}/resumes/${row.id}/detail`;
      const note = body.note ?? '';
      const created = await addEmailReminder(
        db,
        mail,
        {
          message: {
            to: [recipient.email],
            subject: body.subject,
            text: `${name}\n\n${note}\n\n${link}`,
            html: `<p><strong>${escapeHtml(name)}</strong></p><p>${escapeHtml(note).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
            source: 'resume-email-reminder',
            sendAt: remindAt,
          },
          reminder: {
            companyId: scope.companyId,
            remindAt,
            subject: body.subject,
            note,
            recipientId,
            createdBy: auth.userId,
            createdAt: now(),
          },
        },
        { resumeId: row.id, userId: auth.userId, now: now() },
      );
      reply.status(201);
      return created;
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { addResumeEmailReminder } from '../../services/resume-reminders';
import { listEmailReminders } from './extras-repository';
import { candidateRecord, tags } from './child-shared';
import { loadResume, resumeScope } from './repository';
import { EmailReminder, EmailReminderInput } from './schemas';

/**
 * A resume's email reminders (section 7 "email reminders (add, list)"; docs/decisions/0186): the
 * recipient is emailed the note through the outbox at the reminder's time (`services/resume-reminders.ts`).
 */
export const resumeEmailReminderRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db } = services;

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
      const created = await addResumeEmailReminder(services, auth, scope.companyId, row, request.body);
      reply.status(201);
      return created;
    },
  );
};

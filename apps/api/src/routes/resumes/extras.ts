import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { escapeHtml, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Access } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { jobSeekers, outbox, resumeEmailReminders, resumes, staff, users } from '../../db/schema';
import { readStored } from '../../files/send';
import { fail } from '../../http/errors';
import { listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { recordResumeChange } from './history';
import { createResume, findDuplicates, loadResume, resumeScope, scopeCondition, toResume } from './repository';
import {
  AcceptTermBody,
  CreateCheckedBody,
  EmailReminder,
  EmailReminderInput,
  ResetTermBody,
  SyncRmsUploadBody,
} from './schemas';
import { IdParams, security } from '../../http/kit';

const tags = ['resumes'];
const candidates: Access = { roles: staffRoles, permissions: ['access_all_candidate', 'access_uploaded_candidate'] };
const candidateRecord: Access = { ...candidates, tenant: true };

/**
 * The section 7 resume calls whose behaviour the spec does not show (docs/decisions/0186): the checked
 * create of the upload review, the terms reset, the copy of a job seeker's uploaded CV and a resume's
 * email reminders.
 */
export const resumeExtraRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage, outbox: mail, now } = services;

  app.post(
    '/resume/create',
    {
      config: { access: candidates },
      schema: {
        operationId: 'createCheckedResume',
        tags,
        summary:
          'Create a resume after the duplicate check: 409 RESUME_DUPLICATED with the matches unless allowDuplicate',
        security,
        body: CreateCheckedBody,
        response: { 201: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const { resume, allowDuplicate, phone } = request.body;
      if (!allowDuplicate) {
        const contacts = resume.contacts ?? [];
        const emails = [resume.email, ...contacts.filter((c) => c.category === 3).map((c) => c.value)];
        const phones = [phone, ...contacts.filter((c) => c.category !== 3).map((c) => c.value)];
        const checks = [
          { firstName: resume.firstName, lastName: resume.lastName ?? '', dob: resume.dob ?? undefined },
          ...emails.filter((e): e is string => Boolean(e)).map((email) => ({ email })),
          ...phones.filter((p): p is string => Boolean(p)).map((p) => ({ phone: p })),
        ];
        const found = new Map<number, Set<string>>();
        for (const check of checks.slice(0, 20)) {
          for (const match of await findDuplicates(db, scope.companyId, check)) {
            const why = found.get(match.id) ?? new Set<string>();
            match.matchedOn.forEach((m) => why.add(m));
            found.set(match.id, why);
          }
        }
        if (found.size > 0) {
          throw fail(
            'RESUME_DUPLICATED',
            [...found].map(([id, why]) => ({
              field: 'resume',
              code: 'duplicate',
              params: { resumeId: id, matchedOn: [...why].sort().join(',') },
            })),
          );
        }
      }
      const id = await createResume(db, auth, resume, now());
      reply.status(201);
      return toResume(await loadResume(db, scope, id));
    },
  );

  app.patch(
    '/resumes/reset-term',
    {
      config: { access: { roles: ['account_admin'] } },
      schema: {
        operationId: 'resetResumeTerms',
        tags,
        summary: "Clear the candidates' acceptance of the company's terms (all resumes, or resumeIds)",
        security,
        body: ResetTermBody,
        response: { 200: Type.Object({ reset: Type.Integer({ minimum: 0 }) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      const ids = request.body?.resumeIds;
      const rows = await db
        .update(resumes)
        .set({ termAcceptedAt: null })
        .where(
          and(scopeCondition(scope), isNotNull(resumes.termAcceptedAt), ids ? inArray(resumes.id, ids) : undefined),
        )
        .returning({ id: resumes.id });
      return { reset: rows.length };
    },
  );

  app.post(
    '/resumes/:id/accept-term',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'acceptResumeTerms',
        tags,
        summary:
          "Record that the candidate accepted the company's terms (data protection policy), given to the recruiter",
        security,
        params: IdParams,
        body: AcceptTermBody,
        response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const { id } = request.params;
      await loadResume(db, scope, id);
      const at = now();
      const acceptedAt = request.body?.acceptedAt === undefined ? at : new Date(request.body.acceptedAt);
      if (acceptedAt.getTime() > at.getTime())
        throw fail('VALIDATION_ERROR', [{ field: 'body.acceptedAt', code: 'validation.dateInFuture' }]);
      await db.transaction(async (tx) => {
        await tx.update(resumes).set({ termAcceptedAt: acceptedAt }).where(eq(resumes.id, id));
        await recordResumeChange(tx, {
          resumeId: id,
          action: 'update',
          field: 'termAcceptedAt',
          userId: auth.userId,
          now: at,
        });
      });
      return toResume(await loadResume(db, scope, id));
    },
  );

  app.post(
    '/resumes/sync-rms-upload',
    {
      config: { access: candidates },
      schema: {
        operationId: 'syncJobSeekerCv',
        tags,
        summary:
          "Copy the CV a job seeker uploaded on the candidate site onto the company's resume of the same person (same email)",
        security,
        body: SyncRmsUploadBody,
        response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const { resumeId, jobSeekerId } = request.body;
      const loaded = await loadResume(db, scope, resumeId);
      const [seeker] = await db
        .select({
          email: jobSeekers.email,
          cvPath: jobSeekers.cvPath,
          cvName: jobSeekers.cvName,
          cvMimeType: jobSeekers.cvMimeType,
        })
        .from(jobSeekers)
        .where(eq(jobSeekers.id, jobSeekerId));
      const emails = new Set(
        [loaded.row.email, ...loaded.contacts.filter((c) => c.category === 3).map((c) => c.value)]
          .filter((e): e is string => Boolean(e))
          .map((e) => e.trim().toLowerCase()),
      );
      // Only the same person's CV: another job seeker reads as one that does not exist.
      if (!seeker || !emails.has(seeker.email.trim().toLowerCase()))
        throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'jobSeekerId', code: 'validation.notFound' }]);
      const data = await readStored(storage, seeker.cvPath);
      if (!data || !seeker.cvPath) throw fail('FILE_NOT_EXISTED');
      const mimeType = seeker.cvMimeType ?? 'application/octet-stream';
      const ext = seeker.cvPath.split('.').pop() ?? 'bin';
      const key = `resumes/${randomUUID()}.${ext}`;
      await storage.put(key, Readable.from(data), mimeType);
      await db.transaction(async (tx) => {
        await tx
          .update(resumes)
          .set({ cvPath: key, cvName: (seeker.cvName ?? `cv.${ext}`).slice(0, 200), cvMimeType: mimeType })
          .where(eq(resumes.id, resumeId));
        await recordResumeChange(tx, { resumeId, action: 'update', field: 'cv', userId: auth.userId, now: now() });
      });
      if (loaded.row.cvPath) await storage.delete(loaded.row.cvPath).catch(() => {});
      return toResume(await loadResume(db, scope, resumeId));
    },
  );

  // ----- email reminders (section 7 "email reminders (add, list)") -----
  const reminderColumns = {
    id: resumeEmailReminders.id,
    resumeId: resumeEmailReminders.resumeId,
    remindAt: resumeEmailReminders.remindAt,
    subject: resumeEmailReminders.subject,
    note: resumeEmailReminders.note,
    recipientId: resumeEmailReminders.recipientId,
    recipientFirst: users.firstName,
    recipientLast: users.lastName,
    createdBy: resumeEmailReminders.createdBy,
    createdAt: resumeEmailReminders.createdAt,
    status: outbox.status,
    sentAt: outbox.sentAt,
  };
  const reminders = (where: ReturnType<typeof eq>) =>
    db
      .select(reminderColumns)
      .from(resumeEmailReminders)
      .innerJoin(users, eq(users.id, resumeEmailReminders.recipientId))
      .leftJoin(outbox, eq(outbox.id, resumeEmailReminders.outboxId))
      .where(where)
      .orderBy(asc(resumeEmailReminders.remindAt), asc(resumeEmailReminders.id));
  const show = ({
    recipientFirst,
    recipientLast,
    status: _s,
    ...r
  }: Awaited<ReturnType<typeof reminders>>[number]) => ({
    ...r,
    recipientName: `${recipientFirst} ${recipientLast}`.trim(),
    remindAt: r.remindAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  });

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
      const data = (await reminders(eq(resumeEmailReminders.resumeId, row.id))).map(show);
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
      const [recipient] = await db
        .select({ email: users.email, status: staff.status })
        .from(staff)
        .innerJoin(users, eq(users.id, staff.userId))
        .where(and(eq(staff.userId, recipientId), eq(staff.companyId, scope.companyId)));
      // Another company's user reads as no user (docs/decisions/0193); a suspended colleague is a 400.
      if (!recipient) throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'recipientId', code: 'validation.notFound' }]);
      if (recipient.status !== 1)
        throw fail('VALIDATION_ERROR', [{ field: 'recipientId', code: 'validation.notActiveStaff' }]);
      const name = `${row.firstName} ${row.lastName}`.trim();
      const link = `${services.publicUrl.replace(/\/$/, '')}/resumes/${row.id}/detail`;
      const note = body.note ?? '';
      const id = await db.transaction(async (tx) => {
        const [outboxId] = await mail.enqueue(
          [
            {
              to: [recipient.email],
              subject: body.subject,
              text: `${name}\n\n${note}\n\n${link}`,
              html: `<p><strong>${escapeHtml(name)}</strong></p><p>${escapeHtml(note).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
              source: 'resume-email-reminder',
              sendAt: remindAt,
            },
          ],
          tx,
        );
        const [created] = await tx
          .insert(resumeEmailReminders)
          .values({
            resumeId: row.id,
            companyId: scope.companyId,
            remindAt,
            subject: body.subject,
            note,
            recipientId,
            createdBy: auth.userId,
            createdAt: now(),
            outboxId: outboxId ?? null,
          })
          .returning({ id: resumeEmailReminders.id });
        await recordResumeChange(tx, {
          resumeId: row.id,
          action: 'add',
          field: 'emailReminders',
          userId: auth.userId,
          now: now(),
        });
        return created!.id;
      });
      const [created] = await reminders(eq(resumeEmailReminders.id, id));
      reply.status(201);
      return show(created!);
    },
  );
};

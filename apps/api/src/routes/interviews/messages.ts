import { nominationStatuses, type EmailTemplateKey } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { jobResumes } from '../../db/schema';
import { errorResponses } from '../../http/schemas';
import { sendTemplate } from '../../mail/render';
import type { Services } from '../../services/context';
import { loadJob } from '../jobs/repository';
import { assertCompanyNominations } from '../nominations';
import {
  loadNominationContext,
  moveNomination,
  nominate,
  recipientLang,
  sender,
  SentTo,
  Skipped,
  type SentTo as SentToRow,
  type Skipped as SkippedRow,
} from './shared';
import { nominationStatusKey } from '../../services/status-labels';
import { IdParams, security } from '../../http/kit';

const StatusMessageResult = Type.Object({
  id: Type.Integer(),
  status: Type.Integer(),
  statusKey: Type.String(),
  sent: Type.Array(SentTo),
  skipped: Type.Array(Skipped),
});
const NotificationBody = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    jobResumeIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
    subject: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    body: Type.String({ minLength: 1, maxLength: 10000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
const NotificationResult = Type.Object({ sent: Type.Array(SentTo), skipped: Type.Array(Skipped) });

/**
 * Candidate messages (section 7 "Messages"): the courteous "not shortlisted" and "interviewed and
 * failed" emails, each moving the nomination along the domain's transitions, and a free-text
 * notification to the candidates of a job's nominations. Everything goes through the outbox in the
 * request's transaction; a candidate without an email is reported, not an error (docs/decisions/0093).
 */
export const candidateMessageRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now } = services;

  const statusMessage = (path: string, operationId: string, summary: string, to: number, template: EmailTemplateKey) =>
    app.post(
      path,
      {
        config: { access: { ...nominate, tenant: true } },
        schema: {
          operationId,
          tags: ['candidate-messages'],
          summary,
          security,
          params: IdParams,
          response: { 200: StatusMessageResult, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const scope = tenantScope(auth);
        return db.transaction(async (tx) => {
          const context = await loadNominationContext(tx, scope, request.params.id, true);
          const { nomination, candidate } = context;
          await moveNomination(
            tx,
            outbox,
            { companyId: scope.companyId, userId: auth.userId, at: now() },
            nomination,
            to,
          );
          const sent: SentToRow[] = [];
          const skipped: SkippedRow[] = [];
          if (candidate.email) {
            const lang = await recipientLang(tx, candidate.email, (await sender(tx, auth.userId)).lang);
            await sendTemplate(tx, outbox, template, lang, candidate.email, {
              candidateName: candidate.name,
              position: context.position,
              companyName: context.company.name,
            });
            sent.push({ jobResumeId: nomination.id, recipient: 'candidate', email: candidate.email, lang });
          } else {
            skipped.push({ jobResumeId: nomination.id, recipient: 'candidate', reason: 'noEmail' });
          }
          return { id: nomination.id, status: to, statusKey: nominationStatusKey(to), sent, skipped };
        });
      },
    );

  statusMessage(
    '/not-shortlisted/:id',
    'sendNotShortlisted',
    'Move a nomination to Not Suitable and tell the candidate, courteously, in their language (409 when the transitions refuse)',
    nominationStatuses.idOf.notSuitable,
    'notShortlisted',
  );
  statusMessage(
    '/interview-and-failed/:id',
    'sendInterviewedAndFailed',
    'Move a nomination from Interview to Interviewed And Failed and tell the candidate (409 when the transitions refuse)',
    nominationStatuses.idOf.interviewedAndFailed,
    'interviewedAndFailed',
  );

  app.post(
    '/notifications',
    {
      config: { access: nominate },
      schema: {
        operationId: 'notifyCandidates',
        tags: ['candidate-messages'],
        summary:
          "Email a plain-text notification to the candidates of some of a job's nominations; those without an email, or not of this job, are reported (404 for ids that are no nomination of the company)",
        security,
        body: NotificationBody,
        response: { 200: NotificationResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { jobId, jobResumeIds, subject, body } = request.body;
      const { job } = await loadJob(db, scope, jobId);
      await assertCompanyNominations(db, scope, jobResumeIds, 'jobResumeIds');
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: jobResumes.id })
          .from(jobResumes)
          .where(
            and(
              eq(jobResumes.companyId, scope.companyId),
              eq(jobResumes.jobId, job.id),
              inArray(jobResumes.id, jobResumeIds),
            ),
          );
        const found = new Set(rows.map((r) => r.id));
        const senderLang = (await sender(tx, auth.userId)).lang;
        const sent: SentToRow[] = [];
        const skipped: SkippedRow[] = [];
        for (const id of jobResumeIds) {
          if (!found.has(id)) {
            skipped.push({ jobResumeId: id, recipient: 'candidate', reason: 'notFound' });
            continue;
          }
          const context = await loadNominationContext(tx, scope, id);
          const email = context.candidate.email;
          if (!email) {
            skipped.push({ jobResumeId: id, recipient: 'candidate', reason: 'noEmail' });
            continue;
          }
          const lang = await recipientLang(tx, email, senderLang);
          await sendTemplate(tx, outbox, 'candidateNotification', lang, email, {
            // A subject is one header line: line breaks would end it.
            subject: subject.replace(/[\r\n]+/g, ' ').trim(),
            message: body,
            candidateName: context.candidate.name,
            companyName: context.company.name,
            position: context.position,
          });
          sent.push({ jobResumeId: id, recipient: 'candidate', email, lang });
        }
        return { sent, skipped };
      });
    },
  );
};

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import {
  attachments,
  companies,
  departments,
  jobResumeAcknowledgements,
  jobResumes,
  jobs,
  users,
} from '../../db/schema';
import { insertAttachment } from '../attachments/repository';
import { sendStored } from '../../files/send';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import {
  consentFileName,
  consentNotificationPdf,
  type ConsentLang,
  type ConsentMethod,
} from '../../nominations/consent-pdf';
import type { Services } from '../../services/context';
import { loadNomination } from './index';
import { IdParams, security } from '../../http/kit';
import { nominationRecord, AcknowledgementBody, Acknowledgement, plainText, ackAnswer } from './shared';

/** The candidate's consent to a nomination, with its notification PDF (section 7). */
export const nominationAcknowledgementRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db, storage, now } = services;

  async function acknowledgementsOf(scope: TenantScope, where: SQL) {
    const recorder = { id: users.id, firstName: users.firstName, lastName: users.lastName };
    return db
      .select({ a: jobResumeAcknowledgements, recordedBy: recorder, file: attachments })
      .from(jobResumeAcknowledgements)
      .leftJoin(users, eq(users.id, jobResumeAcknowledgements.recordedBy))
      .leftJoin(attachments, eq(attachments.id, jobResumeAcknowledgements.attachmentId))
      .where(and(eq(jobResumeAcknowledgements.companyId, scope.companyId), where))
      .orderBy(asc(jobResumeAcknowledgements.createdAt), asc(jobResumeAcknowledgements.id));
  }

  app.post(
    '/job-resumes/:id/acknowledgements',
    {
      config: nominationRecord,
      schema: {
        operationId: 'recordNominationAcknowledgement',
        tags: ['nominations'],
        summary: "Record the candidate's consent to be nominated; a consent notification PDF is generated and attached",
        security,
        params: IdParams,
        body: AcknowledgementBody,
        response: { 201: Acknowledgement, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { n, r } = await loadNomination(db, scope, request.params.id);
      const body = request.body;
      const at = now();
      if (body.acknowledgedOn > at.toISOString().slice(0, 10))
        throw fail('VALIDATION_ERROR', [{ field: 'body.acknowledgedOn', code: 'validation.dateInFuture' }]);
      const candidate = `${r.firstName} ${r.lastName}`.trim();
      const givenBy = body.givenBy === undefined ? candidate : plainText('body.givenBy', body.givenBy);
      const notes = body.notes === undefined ? null : body.notes.trim() || null;
      const [context] = await db
        .select({
          company: companies.name,
          position: jobs.position,
          entity: departments.name,
          lang: users.lang,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(jobResumes)
        .innerJoin(companies, eq(companies.id, jobResumes.companyId))
        .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
        .leftJoin(departments, eq(departments.id, jobResumes.departmentId))
        .innerJoin(users, eq(users.id, auth.userId))
        .where(eq(jobResumes.id, n.id));
      const lang: ConsentLang = context!.lang === 'vn' ? 'vn' : 'en';
      const pdf = await consentNotificationPdf({
        lang,
        company: context!.company,
        candidate,
        target: context!.position ?? context!.entity ?? '',
        nominationId: n.id,
        givenBy,
        method: body.method as ConsentMethod,
        acknowledgedOn: body.acknowledgedOn,
        notes,
        recordedBy: `${context!.firstName} ${context!.lastName}`.trim(),
        recordedAt: at,
      });
      const key = `nomination-acknowledgements/${randomUUID()}.pdf`;
      await storage.put(key, Readable.from([pdf]), 'application/pdf');
      try {
        const id = await db.transaction(async (tx) => {
          const file = await insertAttachment(tx, {
            companyId: scope.companyId,
            ownerType: 'job_resume',
            ownerId: n.id,
            kind: 'acknowledgement',
            name: consentFileName(n.id, body.acknowledgedOn),
            storageKey: key,
            mimeType: 'application/pdf',
            size: pdf.length,
            createdBy: auth.userId,
            createdAt: at,
          });
          const [row] = await tx
            .insert(jobResumeAcknowledgements)
            .values({
              companyId: scope.companyId,
              jobResumeId: n.id,
              givenBy,
              method: body.method,
              acknowledgedOn: body.acknowledgedOn,
              notes,
              attachmentId: file.id,
              recordedBy: auth.userId,
              createdAt: at,
            })
            .returning({ id: jobResumeAcknowledgements.id });
          return row!.id;
        });
        const [row] = await acknowledgementsOf(scope, eq(jobResumeAcknowledgements.id, id));
        reply.status(201);
        return ackAnswer(row!.a, row!.recordedBy, row!.file);
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
    },
  );

  app.get(
    '/job-resumes/:id/acknowledgements',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listNominationAcknowledgements',
        tags: ['nominations'],
        summary: "A nomination's recorded consents with their notification PDFs, oldest first",
        security,
        params: IdParams,
        response: { 200: Type.Array(Acknowledgement), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      const rows = await acknowledgementsOf(scope, eq(jobResumeAcknowledgements.jobResumeId, n.id));
      return rows.map((row) => ackAnswer(row.a, row.recordedBy, row.file));
    },
  );

  app.get(
    '/job-resume-acknowledgements/:id/download',
    {
      config: nominationRecord,
      schema: {
        operationId: 'downloadNominationAcknowledgement',
        tags: ['nominations'],
        summary: 'Download the consent notification PDF of an acknowledgement (FILE_NOT_EXISTED when it is gone)',
        security,
        params: IdParams,
        response: {
          200: Type.String({ contentMediaType: 'application/pdf', description: 'The consent notification' }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const [row] = await acknowledgementsOf(scope, eq(jobResumeAcknowledgements.id, request.params.id));
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      if (!row.file) throw fail('FILE_NOT_EXISTED');
      return sendStored(reply, storage, row.file.storageKey, { name: row.file.name, contentType: 'application/pdf' });
    },
  );
};

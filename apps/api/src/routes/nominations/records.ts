import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { acceptCaller, caller, pendingClaims, type VerifiedClaims } from '../../auth/plugin';
import type { KeptAnswerRoute } from '../../http/answer-cache';
import { keptAnswerConfirmation, type CallerVersionRow } from '../../http/answer-versions';
import { tenantScope } from '../../auth/tenancy';
import { fail } from '../../http/errors';
import { sendJsonText } from '../../http/json-sql';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { nominate as nominateResume } from '../../services/nominations';
import { recordVisit } from '../../services/nomination-visits';
import { loadDepartment } from '../departments';
import { loadJob } from '../jobs/repository';
import {
  jobNominationsAnswerSql,
  jobNominationsKey,
  jobNominationsRow,
  type JobNominationsRow,
} from './job-list-repository';
import { jobNominationsReader, loadCompanyResume, loadNomination } from './records-repository';
import { nominate, Nomination, toNomination } from './shared';

const NominateBody = Type.Object(
  {
    resumeId: Type.Integer({ minimum: 1 }),
    jobId: Type.Optional(Type.Integer({ minimum: 1 })),
    departmentId: Type.Optional(Type.Integer({ minimum: 1 })),
    remarks: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);

/**
 * Nominations (job-resumes, sections 3, 4, 7): nominate a resume to a job or a hiring entity once (a job
 * nomination sends the hiring manager a feedback link, 7 days), list a job's nominations in status
 * order, read one (the visit is recorded).
 */
export const nominationRecordRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now, answers } = services;
  const jobNominations = jobNominationsReader(db);
  const jobNominationsText = jobNominationsAnswerSql(Nomination);
  // A job's nominations: the kept answer while the caller's company version holds (ADR 0207; only a found
  // job's answer is kept, and removing the job raises the version), else the caller, the job check and
  // the list in one statement (ADR 0200).
  const keptJobNominations: KeptAnswerRoute<
    JobNominationsRow,
    { request: FastifyRequest; claims: VerifiedClaims; jobId: number },
    CallerVersionRow
  > = {
    key: (companyId, { jobId }) => jobNominationsKey(companyId, jobId),
    ...keptAnswerConfirmation(db),
    read: ({ claims, jobId }) => jobNominationsRow(db, jobNominationsText, claims, jobId),
    check: (row, { request }) => {
      tenantScope(acceptCaller(request, row));
      if (!row!.jobFound) throw fail('JOB_NOT_EXISTED');
    },
    text: (row) => row.data,
  };

  app.post(
    '/job-resumes',
    {
      config: { access: nominate },
      schema: {
        operationId: 'createNomination',
        tags: ['nominations'],
        summary: 'Nominate a resume to a job or to a hiring entity (once each)',
        security,
        body: NominateBody,
        response: { 201: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { resumeId, jobId, departmentId, remarks } = request.body;
      if ((jobId === undefined) === (departmentId === undefined)) {
        throw fail('MISSING_REQUIRED_FIELD', [{ field: 'body.jobId', code: 'validation.oneOfJobOrDepartment' }]);
      }
      const resume = await loadCompanyResume(db, scope, resumeId);
      const job = jobId === undefined ? undefined : (await loadJob(db, scope, jobId)).job;
      if (departmentId !== undefined) await loadDepartment(db, scope, departmentId);
      const id = await nominateResume(services, { scope, userId: auth.userId }, { resume, job, departmentId, remarks });
      reply.status(201);
      return toNomination(await loadNomination(db, scope, id));
    },
  );

  app.get(
    '/jobs/:id/resumes',
    {
      config: { access: { ...nominate, tenant: true }, callerInQuery: true },
      schema: {
        operationId: 'listJobNominations',
        tags: ['nominations'],
        summary: "A job's nominations in status order (1 to 12), then newest first",
        security,
        params: IdParams,
        response: { 200: Type.Array(Type.Ref('Nomination')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const claims = pendingClaims(request);
      if (claims) {
        const body = await answers.answer(Number(claims.sub), keptJobNominations, {
          request,
          claims,
          jobId: request.params.id,
        });
        return sendJsonText(reply as unknown as FastifyReply, body);
      }
      const scope = tenantScope(caller(request));
      // The job check and its nominations in one prepared query (ADR 0197): no row, no job of the caller's.
      const rows = await jobNominations(scope, request.params.id);
      if (!rows) throw fail('JOB_NOT_EXISTED');
      return rows.map(toNomination);
    },
  );

  app.get(
    '/job-resumes/:id',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'getNomination',
        tags: ['nominations'],
        summary: 'Read a nomination (the visit is recorded, once per user per hour)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Nomination'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const row = await loadNomination(db, scope, request.params.id);
      await recordVisit(db, scope.companyId, row.n.id, auth.userId, now());
      return toNomination(row);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { jobResumes, resumes } from '../../db/schema';
import { fail, type ErrorDetail } from '../../http/errors';
import { listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { nominationStatusKey } from '../../services/status-labels';
import { recordStatusChanges } from '../../services/nomination-log';
import type { Services } from '../../services/context';
import { loadDepartment } from '../departments';
import { resumeScope, scopeCondition, summaryColumns } from '../resumes/repository';
import { IdParams, iso, listRows, security, windowTotal } from '../../http/kit';
import { entityRecord, toSummary, SubmittedResume, SubmissionBody, SubmissionAnswer, submittedList } from './shared';

/** A hiring entity's submitted resumes and a bulk submission to it (section 3; ADR 0086). */
export const nominationSubmissionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db, now } = services;

  app.get(
    '/departments/:id/resumes',
    {
      config: entityRecord,
      schema: {
        operationId: 'listDepartmentResumes',
        tags: ['departments'],
        summary: "A hiring entity's submitted resumes with their status, in status order (1 to 12), paged",
        security,
        params: IdParams,
        querystring: submittedList.querySchema,
        response: { 200: listResponseSchema(SubmittedResume), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const dept = await loadDepartment(db, scope, request.params.id);
      const parsed = submittedList.parse(request.query as Record<string, unknown>);
      const where = and(
        eq(jobResumes.companyId, scope.companyId),
        eq(jobResumes.departmentId, dept.id),
        scopeCondition(resumeScope(auth)),
        parsed.where,
      );
      return listRows(
        parsed,
        db
          .select({ n: jobResumes, resume: summaryColumns, total: windowTotal })
          .from(jobResumes)
          .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
          .where(where)
          .orderBy(...parsed.orderBy),
        ({ n, resume }) => ({
          id: n.id,
          jobResumeId: n.id,
          departmentId: dept.id,
          status: n.status,
          statusKey: nominationStatusKey(n.status),
          remarks: n.remarks,
          createdAt: iso(n.createdAt),
          updatedAt: iso(n.updatedAt),
          resume: toSummary(resume),
        }),
      );
    },
  );

  app.post(
    '/departments/:id/resume-submissions',
    {
      config: entityRecord,
      schema: {
        operationId: 'submitResumesToDepartment',
        tags: ['departments'],
        summary: 'Submit several resumes to a hiring entity at once; those already submitted are skipped and reported',
        security,
        params: IdParams,
        body: SubmissionBody,
        response: { 201: SubmissionAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const dept = await loadDepartment(db, scope, request.params.id);
      const { resumeIds, remarks } = request.body;
      const reachable = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(scopeCondition(resumeScope(auth)), inArray(resumes.id, resumeIds)));
      const found = new Set(reachable.map((r) => r.id));
      const missing = resumeIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const details: ErrorDetail[] = [
          { field: 'body.resumeIds', code: 'resume.notFound', params: { ids: missing.join(',') } },
        ];
        throw fail('RESUME_NOT_EXISTED', details);
      }
      const answer = await db.transaction(async (tx) => {
        const at = now();
        // ON CONFLICT DO NOTHING on the (department, resume) unique index: a concurrent submission of
        // the same resume makes it "already submitted" here instead of failing the whole batch.
        const inserted = await tx
          .insert(jobResumes)
          .values(
            resumeIds.map((resumeId) => ({
              companyId: scope.companyId,
              departmentId: dept.id,
              resumeId,
              remarks: remarks ?? null,
              createdBy: auth.userId,
              createdAt: at,
              updatedAt: at,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: jobResumes.id, resumeId: jobResumes.resumeId, status: jobResumes.status });
        await recordStatusChanges(
          tx,
          scope.companyId,
          auth.userId,
          inserted.map((r) => ({ id: r.id, from: null, to: r.status })),
          at,
        );
        const insertedIds = new Set(inserted.map((r) => r.resumeId));
        const skippedIds = resumeIds.filter((id) => !insertedIds.has(id));
        const existing =
          skippedIds.length === 0
            ? []
            : await tx
                .select({ id: jobResumes.id, resumeId: jobResumes.resumeId })
                .from(jobResumes)
                .where(and(eq(jobResumes.departmentId, dept.id), inArray(jobResumes.resumeId, skippedIds)));
        const byResume = new Map(existing.map((e) => [e.resumeId, e.id]));
        return {
          submitted: inserted
            .map((r) => ({ resumeId: r.resumeId, jobResumeId: r.id }))
            .sort((a, b) => resumeIds.indexOf(a.resumeId) - resumeIds.indexOf(b.resumeId)),
          skipped: skippedIds.map((resumeId) => ({
            resumeId,
            jobResumeId: byResume.get(resumeId)!,
            reason: 'alreadySubmitted' as const,
          })),
        };
      });
      reply.status(201);
      return answer;
    },
  );
};

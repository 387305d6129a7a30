import { nextStatuses, portalResumeStates, type Role } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Access, AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobResumes, jobs, resumes } from '../../db/schema';
import { ApiError, fail } from '../../http/errors';
import { defineList, listPage, listResponseSchema, pageWithTotal } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { nominationStatusKey } from '../../services/status-labels';
import { resumeScope, scopeCondition, summaryColumns } from '../resumes/repository';
import { IdParams, iso, security } from '../../http/kit';

const tags = ['portal-resumes'];
/** Section 2: the portal resume routes are for every employer role but human resource staff level 2. */
const roles = ['hiring_manager', 'hr_staff', 'account_admin', 'super_user'] as const satisfies readonly Role[];
const portalAccess: Access = { roles };
const portalRecord: Access = { roles, tenant: true };
const State = Type.String({ enum: [...portalResumeStates.ids] });

export const PortalResume = Type.Object(
  {
    id: Type.Integer({ description: 'The job-resume id of the application' }),
    jobResumeId: Type.Integer(),
    jobId: Type.Integer(),
    status: Type.Integer(),
    statusKey: Type.String(),
    nextStatuses: Type.Array(Type.Integer()),
    portalState: State,
    createdAt: Type.String({ format: 'date-time', description: 'When the candidate applied' }),
    updatedAt: Type.String({ format: 'date-time' }),
    job: Type.Object({ id: Type.Integer(), position: Type.String() }),
    resume: Type.Ref('ResumeSummary'),
  },
  { $id: 'PortalResume' },
);

/** The filters and sorting of GET /portal-resumes (the list query language, docs/decisions/0122). */
export const portalResumeList = defineList({
  fields: {
    id: { column: jobResumes.id, kind: 'integer' },
    jobId: { column: jobResumes.jobId, kind: 'integer' },
    status: { column: jobResumes.status, kind: 'integer' },
    portalState: { column: jobResumes.portalState, kind: 'string' },
    createdAt: { column: jobResumes.createdAt, kind: 'date-time' },
    updatedAt: { column: jobResumes.updatedAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

const columns = {
  n: jobResumes,
  job: { id: jobs.id, position: jobs.position },
  resume: summaryColumns,
};
type Row = {
  n: typeof jobResumes.$inferSelect;
  job: { id: number; position: string };
  resume: { updatedAt: Date } & Record<string, unknown>;
};
const toPortalResume = ({ n, job, resume }: Row) => ({
  id: n.id,
  jobResumeId: n.id,
  jobId: job.id,
  status: n.status,
  statusKey: nominationStatusKey(n.status),
  nextStatuses: [...nextStatuses(n.status)],
  portalState: n.portalState ?? 'pending',
  createdAt: iso(n.createdAt),
  updatedAt: iso(n.updatedAt),
  job,
  resume: { ...resume, updatedAt: iso(resume.updatedAt) },
});

/** The applications that came in through the candidate portal, within the caller's company and resume scope. */
function portalWhere(auth: AuthContext) {
  return and(
    eq(jobResumes.companyId, tenantScope(auth).companyId),
    eq(jobResumes.isPortal, 1),
    scopeCondition(resumeScope(auth)),
  );
}
function fromPortal(db: Db) {
  return db
    .select(columns)
    .from(jobResumes)
    .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId));
}

/**
 * Portal resumes (section 2 portal-resume and its details; section 4 "Portal resume: Pending,
 * Approved"): the resumes candidates sent through the candidate portal's invitation to apply, each with
 * the job it applied to, its nomination status and its review state; a bulk change of the review state.
 * The bulk status change of portal nominations is `PATCH jobs/resume/update-status-portal`.
 */
export const portalResumeRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/portal-resumes',
    {
      config: { access: portalAccess },
      schema: {
        operationId: 'listPortalResumes',
        tags,
        summary: 'The resumes that came in through the candidate portal, newest first, with paging and filters',
        security,
        querystring: portalResumeList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('PortalResume')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const parsed = portalResumeList.parse(request.query as Record<string, unknown>);
      const where = and(portalWhere(auth), parsed.where);
      const page = fromPortal(db)
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const total = db
        .select({ total: count() })
        .from(jobResumes)
        .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
        .where(where);
      const { rows, total: n } = await pageWithTotal(page, total, parsed);
      return listPage(parsed, n, (rows as Row[]).map(toPortalResume));
    },
  );

  app.get(
    '/portal-resumes/:id',
    {
      config: { access: portalRecord },
      schema: {
        operationId: 'getPortalResume',
        tags,
        summary: 'One application through the candidate portal (by its job-resume id)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('PortalResume'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await fromPortal(db).where(and(portalWhere(caller(request)), eq(jobResumes.id, request.params.id)));
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      return toPortalResume(row as Row);
    },
  );

  app.patch(
    '/portal-resumes/state',
    {
      config: { access: portalAccess },
      schema: {
        operationId: 'updatePortalResumeState',
        tags,
        summary:
          'Mark several portal resumes Pending or Approved, all or nothing (404 naming the ids that are not portal resumes of the company)',
        security,
        body: Type.Object(
          {
            ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
            state: State,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ updated: Type.Array(Type.Integer()), state: State }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { ids, state } = request.body;
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: jobResumes.id })
          .from(jobResumes)
          .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
          .where(and(portalWhere(auth), inArray(jobResumes.id, ids)))
          .for('update', { of: jobResumes });
        const found = new Set(rows.map((r) => r.id));
        const unknown = ids.filter((id) => !found.has(id));
        if (unknown.length > 0) {
          throw new ApiError(
            'NO_RECORD_FOUND_FOR_ID',
            unknown.map((id) => ({ field: 'ids', code: 'nomination.notFound', params: { id } })),
          );
        }
        await tx.update(jobResumes).set({ portalState: state, updatedAt: now() }).where(inArray(jobResumes.id, ids));
      });
      return { updated: [...ids].sort((a, b) => a - b), state };
    },
  );
};

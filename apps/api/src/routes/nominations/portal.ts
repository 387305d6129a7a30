import { portalResumeStates, type Role } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Access } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { jobResumes } from '../../db/schema';
import { DateTime, defineList, errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { listPortalResumes, loadPortalResume, setPortalState } from './portal-repository';

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
    createdAt: DateTime({ description: 'When the candidate applied' }),
    updatedAt: DateTime(),
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
      const parsed = portalResumeList.parse(request.query as Record<string, unknown>);
      return listPortalResumes(db, caller(request), parsed);
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
    async (request) => loadPortalResume(db, caller(request), request.params.id),
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
      const { ids, state } = request.body;
      await setPortalState(db, caller(request), ids, state, now());
      return { updated: [...ids].sort((a, b) => a - b), state };
    },
  );
};

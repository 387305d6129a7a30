import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { jobResumes } from '../../db/schema';
import { defineList, errorResponses, listResponseSchema, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { listNominations } from './records-repository';
import { Nomination } from './shared';

export const NominationWithJob = Type.Object(
  {
    ...Nomination.properties,
    job: Nullable(Type.Object({ id: Type.Integer(), position: Type.String() })),
  },
  { $id: 'NominationWithJob' },
);

/** The filters and sorting of GET /job-resumes (the list query language, docs/decisions/0122). */
export const nominationList = defineList({
  fields: {
    id: { column: jobResumes.id, kind: 'integer' },
    jobId: { column: jobResumes.jobId, kind: 'integer' },
    departmentId: { column: jobResumes.departmentId, kind: 'integer' },
    resumeId: { column: jobResumes.resumeId, kind: 'integer' },
    status: { column: jobResumes.status, kind: 'integer' },
    isPortal: { column: jobResumes.isPortal, kind: 'integer' },
    createdAt: { column: jobResumes.createdAt, kind: 'date-time' },
    updatedAt: { column: jobResumes.updatedAt, kind: 'date-time' },
  },
  defaultSort: [
    ['updatedAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

/**
 * The company's nominations across jobs (section 7 GET job-resumes): human resource staff without
 * `view_all_job` see only the nominations of jobs assigned to them or co-owned by them.
 */
export const nominationListRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/job-resumes',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'] } },
      schema: {
        operationId: 'listNominations',
        tags: ['nominations'],
        summary: "The company's nominations across jobs and hiring entities, with paging, sorting and filters",
        security,
        querystring: nominationList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('NominationWithJob')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const parsed = nominationList.parse(request.query as Record<string, unknown>);
      const permissionChecked = auth.roles.every((r) => r === 'hr_staff' || r === 'hr_staff_l2');
      const assignedOnly = permissionChecked && !auth.permissions.includes('view_all_job');
      return listNominations(db, scope, parsed, assignedOnly ? (auth.staffId ?? -1) : undefined);
    },
  );
};

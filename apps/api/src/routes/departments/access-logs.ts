import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { listAccessLogs, loadDepartment } from './repository';
import { AccessLog, entityAccess, tags } from './schemas';

/** The access log of a hiring entity: who opened or changed it, and when. */
export const departmentAccessLogRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db } = services;

  app.get(
    '/departments/:id/access-logs',
    {
      config: { access: { ...entityAccess, tenant: true as const } },
      schema: {
        operationId: 'listDepartmentAccessLogs',
        tags,
        summary: 'Who opened or changed a hiring entity, and when (newest first, last 200)',
        security,
        params: IdParams,
        response: { 200: Type.Array(AccessLog), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const department = await loadDepartment(db, tenantScope(caller(request)), request.params.id);
      return listAccessLogs(db, department.id);
    },
  );
};

import { employerRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { activeCompanyUsers } from './repository';
import { tags } from './schemas';

const CompanyUser = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Type.Array(Type.String()),
});

/** The active users of the caller's company, for the assignment pickers of every employer screen. */
export const companyUserRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/company-users',
    {
      config: { access: { roles: employerRoles } },
      schema: {
        operationId: 'listCompanyUsers',
        tags,
        summary: "The active users of the caller's company (for assignment pickers)",
        security,
        response: {
          200: Type.Object({ data: Type.Array(CompanyUser) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: await activeCompanyUsers(db, tenantScope(caller(request)).companyId) }),
  );
};

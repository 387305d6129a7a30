import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sourcerRoles, staffRoles } from '@arms/domain';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { setupProgress } from './repository';
import { tags } from './shared';

const SetupProgress = Type.Object(
  {
    companyProfile: Type.Boolean({ description: 'The company has its address, phone, email and website' }),
    users: Type.Boolean({ description: 'More than one active staff user' }),
    hiringEntity: Type.Boolean({ description: 'At least one hiring entity' }),
    emailAlerts: Type.Boolean({ description: 'At least one active email alert rule' }),
    resumeFormat: Type.Boolean({ description: 'The branded resume format has been saved once' }),
    firstJob: Type.Boolean({ description: 'At least one job, whatever its status' }),
  },
  { $id: 'SetupProgress' },
);

/**
 * The done state of the six setup steps of the welcome page and the onboarding modal (spec section 2,
 * docs/decisions/0115): counted on the server, so every role sees the same answer whatever it may read.
 */
export const companySetupRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;
  app.get(
    '/companies/setup-progress',
    {
      config: { access: { roles: [...staffRoles, ...sourcerRoles] } },
      schema: {
        operationId: 'getSetupProgress',
        tags,
        summary: "Which of the six setup steps the caller's company has done",
        security,
        response: { 200: SetupProgress, ...errorResponses(401, 403) },
      },
    },
    async (request) => setupProgress(db, tenantScope(caller(request)).companyId),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { repostFrequencyOf, setRepostFrequency } from './repost-frequency-repository';
import { FrequencyBody, FrequencyResponse } from './schemas';

const accountAdmin = ['account_admin', 'super_user'] as const;

/** The company's auto repost frequency (section 7 "portal-date-frequency"; docs/decisions/0054). */
export const jobRepostFrequencyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db, now } = services;

  app.get(
    '/portal-date-frequency',
    {
      config: { access: { roles: accountAdmin } },
      schema: {
        operationId: 'getPortalDateFrequency',
        tags: ['jobs'],
        summary: "The company's auto repost frequency (14, 30, 60 or 90 days)",
        security,
        response: { 200: FrequencyResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => repostFrequencyOf(db, tenantScope(caller(request)).companyId),
  );

  app.patch(
    '/portal-date-frequency',
    {
      config: { access: { roles: accountAdmin } },
      schema: {
        operationId: 'updatePortalDateFrequency',
        tags: ['jobs'],
        summary: "Set the company's auto repost frequency or switch it off",
        security,
        body: FrequencyBody,
        response: { 200: FrequencyResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => setRepostFrequency(db, tenantScope(caller(request)).companyId, request.body, now),
  );
};

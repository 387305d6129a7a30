import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { resetTerms, termResetCompany } from './repository';
import { tags } from './schemas';

const ResetBody = Type.Object(
  {
    companyId: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "Required for the platform administrator; an account administrator's own company otherwise",
      }),
    ),
    staffIds: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        minItems: 1,
        maxItems: 500,
        uniqueItems: true,
        description: 'Only these staff records (default: all of the company)',
      }),
    ),
  },
  { additionalProperties: false },
);
const ResetResponse = Type.Object({ companyId: Type.Integer(), reset: Type.Integer({ minimum: 0 }) });

/**
 * The terms acceptance reset (section 7 PATCH reset-term-crms; docs/decisions/0123): the company's staff
 * see the terms-of-use modal again on their next visit. The platform administrator names the company;
 * an account administrator resets only their own.
 */
export const termResetRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.patch(
    '/reset-term-crms',
    {
      config: { access: { roles: ['account_admin', 'arms_admin'] } },
      schema: {
        operationId: 'resetStaffTerms',
        tags,
        summary: "Clear acceptTermDate of a company's staff so they accept the terms of use again",
        security,
        body: ResetBody,
        response: { 200: ResetResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const companyId = termResetCompany(caller(request), body);
      return { companyId, reset: await resetTerms(db, companyId, body.staffIds, now()) };
    },
  );
};

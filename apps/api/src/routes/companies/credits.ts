import { isPostingVisible, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { changeCredits, consumeCredit, creditHistory, listCreditChanges, type CompanyRow } from './repository';
import { CreditBody, CreditChange, CreditResponse } from './schemas';
import { platformAdmin, tags } from './shared';

/**
 * Job posting credits (spec section 3 "Company", section 4; OUT_OF_CREDITS, RENEW_SUBSCRIPTION_IS_REQUIRED):
 * the platform administrator adds or removes them with a reason, an employer spends one per job, and the
 * history of changes reads back from the balance.
 */
export const creditRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;
  const balance = (row: CompanyRow, at: Date) => ({
    id: row.id,
    credits: row.credits,
    isView: isPostingVisible(row, at),
  });

  app.post(
    '/companies/update-credit',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateCompanyCredit',
        tags,
        summary: 'Add (or remove) job posting credits with a reason; answers the balance and isView',
        description:
          'Each change is kept with its reason, who made it and the balance it left (GET companies/{id}/credits).',
        security,
        body: CreditBody,
        response: { 200: CreditResponse, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { companyId, amount } = request.body;
      const reason = request.body.reason.trim();
      if (!reason) throw fail('VALIDATION_ERROR', [{ field: 'reason', code: 'domain.validation.general.required' }]);
      if (amount === 0)
        throw fail('VALIDATION_ERROR', [{ field: 'amount', code: 'domain.validation.general.required' }]);
      const row = await changeCredits(db, { companyId, amount, reason, by: caller(request).userId }, now());
      return balance(row, now());
    },
  );

  app.post(
    '/companies/consume-credit',
    {
      config: { access: { roles: staffRoles, permissions: ['post_job'] } },
      schema: {
        operationId: 'consumeCompanyCredit',
        tags,
        summary: "Spend one job posting credit of the caller's company (what posting a job does)",
        description:
          'RENEW_SUBSCRIPTION_IS_REQUIRED when the subscription has ended or not started; OUT_OF_CREDITS when none is left.',
        security,
        response: { 200: CreditResponse, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const at = now();
      return balance(await consumeCredit(db, scope.companyId, at), at);
    },
  );

  app.get(
    '/companies/:id/credits',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCompanyCreditChanges',
        tags,
        summary: "The history of an employer's credit changes, newest first (amount, balance after, reason, by whom)",
        security,
        params: IdParams,
        querystring: creditHistory.querySchema,
        response: { 200: listResponseSchema(CreditChange), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listCreditChanges(db, request.params.id, creditHistory.parse(request.query as Record<string, unknown>)),
  );
};

import { sourcerRoles, staffRoles, validateEmail, validateFirstName } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import {
  companyList,
  createCompany,
  listCompanies,
  loadCompany,
  setCompanyStatus,
  toCompany,
  updateCompany,
  type CompanyRow,
} from './repository';
import { adminCompanyFields, CreateCompanyBody, UpdateCompanyBody } from './schemas';
import { companyEditors, platformAdmin, tags } from './shared';

/** The fields only the platform administrator may change. */
const adminOnly = Object.keys(adminCompanyFields);

/**
 * Employers (spec section 3 "Company", section 7 "Companies"): the list and creation come first in the
 * OpenAPI document, before sign-up and credits, so they are a plugin of their own; reading, updating,
 * suspending and activating one employer follow the credits (docs/decisions/0204).
 */
export const companyListRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now, apiPrefix } = services;
  const show = (row: CompanyRow) => toCompany(row, apiPrefix, now());

  app.get(
    '/companies',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCompanies',
        tags,
        summary: 'List employers (status descending, then name)',
        security,
        querystring: companyList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Company')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCompanies(db, companyList.parse(request.query as Record<string, unknown>), show),
  );

  app.post(
    '/companies',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'createCompany',
        tags,
        summary: 'Create an employer (active), with its first account administrator when given',
        description:
          'accountAdmin: created in the same transaction as the primary account administrator, who receives the email to create a password; EMAIL_EXISTED (409) when the address is taken, and then no company is created.',
        security,
        body: CreateCompanyBody,
        response: { 201: Type.Ref('Company'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { accountAdmin, ...fields } = request.body;
      if (accountAdmin) {
        assertValid([
          ...validateEmail(accountAdmin.email, 'accountAdmin.email'),
          ...validateFirstName(accountAdmin.firstName, 'accountAdmin.firstName'),
        ]);
      }
      const row = await createCompany(db, services, fields, accountAdmin);
      reply.status(201);
      return show(row);
    },
  );
};

/** One employer: read (employers their own only), update, suspend and activate. */
export const companyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now, apiPrefix } = services;
  const show = (row: CompanyRow) => toCompany(row, apiPrefix, now());

  app.get(
    '/companies/:id',
    {
      config: { access: { roles: [...staffRoles, ...sourcerRoles, 'referral', 'arms_admin'], tenant: true } },
      schema: {
        operationId: 'getCompany',
        tags,
        summary: 'One employer (employers: their own company only)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Company'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => show(await loadCompany(db, caller(request), request.params.id)),
  );

  app.patch(
    '/companies/:id',
    {
      config: { access: { roles: companyEditors, permissions: ['update_company'], tenant: true } },
      schema: {
        operationId: 'updateCompany',
        tags,
        summary:
          'Update an employer; credits, subscription, flags and registration numbers are for the platform administrator',
        security,
        params: IdParams,
        body: UpdateCompanyBody,
        response: { 200: Type.Ref('Company'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const body = request.body as Record<string, unknown>;
      if (!auth.roles.includes('arms_admin') && Object.keys(body).some((k) => adminOnly.includes(k))) {
        throw fail('PERMISSION_NOT_ACCEPT');
      }
      await loadCompany(db, auth, request.params.id);
      return show(await updateCompany(db, request.params.id, body, now()));
    },
  );

  for (const [action, status] of [
    ['suspend', 0],
    ['activate', 1],
  ] as const) {
    app.post(
      `/companies/:id/${action}`,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `${action}Company`,
          tags,
          summary:
            action === 'suspend'
              ? 'Suspend an employer: its users are signed out on their next call'
              : 'Activate an employer (also approves a pending sign-up)',
          security,
          params: IdParams,
          response: { 200: Type.Ref('Company'), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => show(await setCompanyStatus(db, request.params.id, status, now())),
    );
  }
};

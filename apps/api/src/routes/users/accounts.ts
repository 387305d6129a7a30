import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertGrantable } from '../../auth/grants';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import {
  createUser,
  deactivateAccount,
  getAccount,
  listAccounts,
  rolesOf,
  updateAccount,
  userList,
} from './repository';
import { CreateUserBody, platformAdmin, tags, UpdateUserBody } from './schemas';

/**
 * Accounts (spec section 7 "Auth and users", section 2 /arms/users): the platform administrator's staff
 * management. The list comes first in the OpenAPI document, before the checks and access levels, so it
 * is its own plugin; the other account routes follow them (docs/decisions/0204).
 */
export const accountListRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/users',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listUsers',
        tags,
        summary: 'List every account (staff management)',
        security,
        querystring: userList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('UserAccount')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAccounts(db, userList.parse(request.query as Record<string, unknown>)),
  );
};

/** One account: read, create, update, deactivate (the platform administrator). */
export const accountRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/users/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'getUser',
        tags,
        summary: 'One account',
        security,
        params: IdParams,
        response: { 200: Type.Ref('UserAccount'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAccount(db, request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'createUser',
        tags,
        summary: 'Create an account; it receives an email to verify the address and create its password',
        security,
        body: CreateUserBody,
        response: { 201: Type.Ref('UserAccount'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const account = await createUser(db, services, request.body);
      reply.status(201);
      return account;
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateUser',
        tags,
        summary: 'Update an account and its staff record',
        security,
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: Type.Ref('UserAccount'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { id } = request.params;
      const { status, permissions, role, ...profile } = request.body;
      if (id === auth.userId && status === 0) throw fail('USER_NOT_ALLOWED');
      if (role && id === auth.userId) {
        assertGrantable(auth, { targetUserId: id, roles: role, currentRoles: await rolesOf(db, id) });
      }
      return updateAccount(db, id, { profile, roles: role, status, permissions }, now());
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'deleteUser',
        tags,
        summary: 'Deactivate an account (its staff record is suspended; history is kept)',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.params.id === caller(request).userId) throw fail('USER_NOT_ALLOWED');
      await deactivateAccount(db, request.params.id, now());
      return reply.status(204).send(null);
    },
  );
};

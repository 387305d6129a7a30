import { employerRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertGrantable } from '../../auth/grants';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import {
  assertStaffChange,
  createStaffUser,
  deactivateStaff,
  listStaff,
  loadStaff,
  staffList,
  staffScope,
  toStaffUser,
  updateMyStaffRecord,
  updateStaffUser,
} from './repository';
import { CreateStaffBody, tags, UpdateMeBody, UpdateStaffBody, userManagers } from './schemas';

/**
 * An employer's staff records (rms-users, spec section 3 "Staff user", section 2 /setting/users): list,
 * read, add, update, deactivate within the caller's company (any company for the platform
 * administrator), and the caller's own record (terms accepted, onboarding finished).
 */
export const staffRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;
  const managers = { roles: [...userManagers, 'arms_admin'] as const, permissions: ['add_user'] as const };

  app.get(
    '/rms-users',
    {
      config: { access: managers },
      schema: {
        operationId: 'listStaffUsers',
        tags,
        summary: "List the staff of the caller's company (any company for the platform administrator)",
        security,
        querystring: staffList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('StaffUser')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaff(db, caller(request), staffList.parse(request.query as Record<string, unknown>)),
  );

  app.patch(
    '/rms-users/me',
    {
      config: { access: { roles: employerRoles } },
      schema: {
        operationId: 'updateMyStaffRecord',
        tags,
        summary: 'Accept the terms of use (acceptTermDate = now) or finish onboarding (isFirstTimeLogin = false)',
        security,
        body: UpdateMeBody,
        response: { 200: Type.Ref('SessionUser'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateMyStaffRecord(db, caller(request).userId, request.body, now()),
  );

  app.get(
    '/rms-users/:id',
    {
      config: { access: { ...managers, tenant: true } },
      schema: {
        operationId: 'getStaffUser',
        tags,
        summary: 'One staff record of the caller’s company',
        security,
        params: IdParams,
        response: { 200: Type.Ref('StaffUser'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => toStaffUser(await loadStaff(db, request.params.id, staffScope(caller(request)))),
  );

  app.post(
    '/rms-users',
    {
      config: { access: { roles: userManagers, permissions: ['add_user'] } },
      schema: {
        operationId: 'createStaffUser',
        tags,
        summary: "Add a user to the caller's company; the user gets a create-password email",
        security,
        body: CreateStaffBody,
        response: { 201: Type.Ref('StaffUser'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      assertGrantable(auth, { roles: request.body.role, permissions: request.body.permissions ?? [] });
      const created = await createStaffUser(db, services, scope.companyId, request.body);
      reply.status(201);
      return created;
    },
  );

  app.patch(
    '/rms-users/:id',
    {
      config: { access: { ...managers, tenant: true } },
      schema: {
        operationId: 'updateStaffUser',
        tags,
        summary: 'Update a staff record of the caller’s company',
        security,
        params: IdParams,
        body: UpdateStaffBody,
        response: { 200: Type.Ref('StaffUser'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = staffScope(auth);
      const current = await loadStaff(db, request.params.id, scope);
      assertStaffChange(auth, current, request.body);
      return updateStaffUser(db, current, { ...request.body, roles: request.body.role }, scope, now());
    },
  );

  app.delete(
    '/rms-users/:id',
    {
      config: { access: { ...managers, tenant: true } },
      schema: {
        operationId: 'deleteStaffUser',
        tags,
        summary: 'Deactivate a staff record of the caller’s company (the primary user cannot be removed)',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await loadStaff(db, request.params.id, staffScope(auth));
      if (current.staff.isPrimary || current.user.id === auth.userId) throw fail('USER_NOT_ALLOWED');
      await deactivateStaff(db, current.staff.id, now());
      return reply.status(204).send(null);
    },
  );
};

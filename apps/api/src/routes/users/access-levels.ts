import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { grantPermission, revokePermission } from './repository';
import { AccessLevelBody, AccessLevelResponse, tags, userManagers } from './schemas';

/** A user's access level (section 2 /setting/users): add or remove one permission (add_user). */
export const accessLevelRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.post(
    '/users/access-level',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'] } },
      schema: {
        operationId: 'addUserPermission',
        tags,
        summary: "Add a permission to a user's access level",
        security,
        body: AccessLevelBody,
        response: { 200: AccessLevelResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => grantPermission(db, caller(request), request.body.userId, request.body.permission, now()),
  );

  app.delete(
    '/users/access-level/:id',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'], tenant: true } },
      schema: {
        operationId: 'removeUserPermission',
        tags,
        summary: "Remove a permission from a user's access level (id is the user id)",
        security,
        params: IdParams,
        querystring: Type.Object(
          { permission: AccessLevelBody.properties.permission },
          { additionalProperties: false },
        ),
        response: { 200: AccessLevelResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => revokePermission(db, caller(request), request.params.id, request.query.permission, now()),
  );
};

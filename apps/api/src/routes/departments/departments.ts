import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { createDepartment, departmentList, listDepartments, updateDepartment, viewDepartment } from './repository';
import { CreateDepartmentBody, entityAccess, tags, UpdateDepartmentBody } from './schemas';

/** Hiring entities (departments, sections 3 and 7): list, create, read (logged), update (logged). */
export const departmentRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;
  const read = { access: entityAccess };
  const owned = { access: { ...entityAccess, tenant: true as const } };

  app.get(
    '/departments',
    {
      config: read,
      schema: {
        operationId: 'listDepartments',
        tags,
        summary: "List the company's hiring entities (name ascending)",
        security,
        querystring: departmentList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Department')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listDepartments(db, tenantScope(caller(request)), departmentList.parse(request.query as Record<string, unknown>)),
  );

  app.post(
    '/departments',
    {
      config: read,
      schema: {
        operationId: 'createDepartment',
        tags,
        summary: 'Create a hiring entity',
        security,
        body: CreateDepartmentBody,
        response: { 201: Type.Ref('Department'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { contacts = [], ...fields } = request.body;
      const department = await createDepartment(db, tenantScope(auth), auth.userId, fields, contacts);
      reply.status(201);
      return department;
    },
  );

  app.get(
    '/departments/:id',
    {
      config: owned,
      schema: {
        operationId: 'getDepartment',
        tags,
        summary: 'Read a hiring entity (recorded in its access log)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Department'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      return viewDepartment(db, tenantScope(auth), request.params.id, auth.userId, now());
    },
  );

  app.patch(
    '/departments/:id',
    {
      config: owned,
      schema: {
        operationId: 'updateDepartment',
        tags,
        summary: 'Update a hiring entity',
        security,
        params: IdParams,
        body: UpdateDepartmentBody,
        response: { 200: Type.Ref('Department'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      return updateDepartment(db, tenantScope(auth), request.params.id, auth.userId, request.body, now());
    },
  );
};

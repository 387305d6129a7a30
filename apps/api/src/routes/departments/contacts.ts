import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { addContact, listContacts, loadDepartment, updateContact } from './repository';
import { CreateContactBody, entityAccess, tags, UpdateContactBody } from './schemas';

/** A hiring entity's hiring managers (contacts, section 3): list, add, update. */
export const departmentContactRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;
  const owned = { access: { ...entityAccess, tenant: true as const } };

  app.get(
    '/departments/:id/contacts',
    {
      config: owned,
      schema: {
        operationId: 'listDepartmentContacts',
        tags,
        summary: "A hiring entity's hiring managers",
        security,
        params: IdParams,
        response: { 200: Type.Array(Type.Ref('HiringManager')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const department = await loadDepartment(db, tenantScope(caller(request)), request.params.id);
      return listContacts(db, department.id);
    },
  );

  app.post(
    '/departments/:id/contacts',
    {
      config: owned,
      schema: {
        operationId: 'createDepartmentContact',
        tags,
        summary: 'Add a hiring manager to a hiring entity',
        security,
        params: IdParams,
        body: CreateContactBody,
        response: { 201: Type.Ref('HiringManager'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const department = await loadDepartment(db, tenantScope(caller(request)), request.params.id);
      const contact = await addContact(db, department, request.body);
      reply.status(201);
      return contact;
    },
  );

  app.patch(
    '/department-contacts/:id',
    {
      config: owned,
      schema: {
        operationId: 'updateDepartmentContact',
        tags,
        summary: "Update a hiring manager's fields or status",
        security,
        params: IdParams,
        body: UpdateContactBody,
        response: { 200: Type.Ref('HiringManager'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateContact(db, tenantScope(caller(request)), request.params.id, request.body, now()),
  );
};

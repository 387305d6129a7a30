import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, sql, getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import { RichText } from '../../http/rich-text';
import { caller } from '../../auth/plugin';
import { tenantScope, type TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { departmentAccessLogs, departmentContacts, departments, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { IdParams, listRows, Nullable, security, windowTotal } from '../../http/kit';

/** Hiring entities: human resource staff and account administrators with access_hiring_entities (section 6). */
export const entityAccess = {
  roles: ['account_admin', 'hr_staff', 'super_user'] as const,
  permissions: ['access_hiring_entities'] as const,
};
const Text = (max = 2000) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);

const departmentFields = {
  description: Type.Optional(Type.Union([RichText({ maxLength: 10_000 }), Type.Null()])),
  address: Type.Optional(Text(500)),
  postalCode: Type.Optional(Text(20)),
  phone: Type.Optional(Text(50)),
  website: Type.Optional(Type.Union([Type.String({ format: 'uri', maxLength: 500 }), Type.Null()])),
  workingHour: Type.Optional(Text(500)),
  benefits: Type.Optional(Text(10_000)),
  protocol: Type.Optional(Text(10_000)),
  status: Type.Optional(Type.Integer({ enum: [0, 1] })),
};
const UpdateDepartmentBody = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), ...departmentFields },
  { additionalProperties: false, minProperties: 1 },
);
export const Department = Type.Object(
  {
    id: Type.Integer(),
    departmentId: Type.Integer(),
    companyId: Type.Integer(),
    name: Type.String(),
    description: Nullable(Type.String()),
    address: Nullable(Type.String()),
    postalCode: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    website: Nullable(Type.String()),
    workingHour: Nullable(Type.String()),
    benefits: Nullable(Type.String()),
    protocol: Nullable(Type.String()),
    status: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Department' },
);
const contactFields = {
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])),
  designation: Type.Optional(Text(200)),
  tel: Type.Optional(Text(50)),
  mobile: Type.Optional(Text(50)),
  status: Type.Optional(Type.Integer({ enum: [0, 1] })),
};
const CreateContactBody = Type.Object(
  { firstName: Type.String({ minLength: 1, maxLength: 100 }), ...contactFields },
  { additionalProperties: false },
);
const CreateDepartmentBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    ...departmentFields,
    contacts: Type.Optional(
      Type.Array(CreateContactBody, {
        maxItems: 20,
        description: 'Hiring managers created with the entity, in the same transaction',
      }),
    ),
  },
  { additionalProperties: false },
);
const UpdateContactBody = Type.Object(
  { firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), ...contactFields },
  { additionalProperties: false, minProperties: 1 },
);
export const HiringManager = Type.Object(
  {
    id: Type.Integer(),
    departmentId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    name: Type.String(),
    email: Nullable(Type.String()),
    designation: Nullable(Type.String()),
    tel: Nullable(Type.String()),
    mobile: Nullable(Type.String()),
    status: Type.Integer(),
  },
  { $id: 'HiringManager' },
);
const AccessLog = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  action: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

const departmentList = defineList({
  fields: {
    id: { column: departments.id, kind: 'integer' },
    name: { column: departments.name, kind: 'string' },
    status: { column: departments.status, kind: 'integer' },
    createdAt: { column: departments.createdAt, kind: 'date-time' },
  },
  // Section 9: default sort name ascending.
  defaultSort: [
    ['name', 1],
    ['id', 1],
  ],
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the name, any case',
      where: (value) => sql`${departments.name} ilike ${`%${String(value).replace(/[\\%_]/g, '\\$&')}%`}`,
    },
  },
  allowAll: true,
});

type DepartmentRow = typeof departments.$inferSelect;
type ContactRow = typeof departmentContacts.$inferSelect;
const toDepartment = (r: DepartmentRow) => ({
  ...r,
  departmentId: r.id,
  createdBy: undefined,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const toContact = (r: ContactRow) => ({
  id: r.id,
  departmentId: r.departmentId,
  firstName: r.firstName,
  lastName: r.lastName,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  designation: r.designation,
  tel: r.tel,
  mobile: r.mobile,
  status: r.status,
});

/** A hiring entity of the caller's company, or 404 (another tenant's record does not exist for it). */
export async function loadDepartment(db: Db, scope: TenantScope, id: number): Promise<DepartmentRow> {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, scope.companyId)));
  if (!row) throw fail('PROJECT_NOT_EXISTED');
  return row;
}

/**
 * Hiring entities (departments, section 3 and 7): list, detail, create, update; their hiring managers
 * (contacts); the access log of who opened which entity.
 */
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
        tags: ['departments'],
        summary: "List the company's hiring entities (name ascending)",
        security,
        querystring: departmentList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Department')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const parsed = departmentList.parse(request.query as Record<string, unknown>);
      const where = and(eq(departments.companyId, scope.companyId), parsed.where);
      return listRows(
        parsed,
        db
          .select({ ...getTableColumns(departments), total: windowTotal })
          .from(departments)
          .where(where)
          .orderBy(...parsed.orderBy),
        toDepartment,
      );
    },
  );

  app.post(
    '/departments',
    {
      config: read,
      schema: {
        operationId: 'createDepartment',
        tags: ['departments'],
        summary: 'Create a hiring entity',
        security,
        body: CreateDepartmentBody,
        response: { 201: Type.Ref('Department'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { contacts = [], ...fields } = request.body;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(departments)
          .values({ ...fields, companyId: scope.companyId, createdBy: auth.userId })
          .returning();
        if (contacts.length > 0) {
          await tx
            .insert(departmentContacts)
            .values(contacts.map((c) => ({ ...c, companyId: scope.companyId, departmentId: created!.id })));
        }
        return created!;
      });
      reply.status(201);
      return toDepartment(row);
    },
  );

  app.get(
    '/departments/:id',
    {
      config: owned,
      schema: {
        operationId: 'getDepartment',
        tags: ['departments'],
        summary: 'Read a hiring entity (recorded in its access log)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Department'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const row = await loadDepartment(db, tenantScope(auth), request.params.id);
      await db.insert(departmentAccessLogs).values({
        companyId: row.companyId,
        departmentId: row.id,
        userId: auth.userId,
        action: 'view',
        createdAt: now(),
      });
      return toDepartment(row);
    },
  );

  app.patch(
    '/departments/:id',
    {
      config: owned,
      schema: {
        operationId: 'updateDepartment',
        tags: ['departments'],
        summary: 'Update a hiring entity',
        security,
        params: IdParams,
        body: UpdateDepartmentBody,
        response: { 200: Type.Ref('Department'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      return db.transaction(async (tx) => {
        await loadDepartment(tx, scope, request.params.id);
        const [row] = await tx
          .update(departments)
          .set({ ...request.body, updatedAt: now() })
          .where(and(eq(departments.id, request.params.id), eq(departments.companyId, scope.companyId)))
          .returning();
        await tx.insert(departmentAccessLogs).values({
          companyId: scope.companyId,
          departmentId: row!.id,
          userId: auth.userId,
          action: 'update',
          createdAt: now(),
        });
        return toDepartment(row!);
      });
    },
  );

  app.get(
    '/departments/:id/contacts',
    {
      config: owned,
      schema: {
        operationId: 'listDepartmentContacts',
        tags: ['departments'],
        summary: "A hiring entity's hiring managers",
        security,
        params: IdParams,
        response: { 200: Type.Array(Type.Ref('HiringManager')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dept = await loadDepartment(db, tenantScope(caller(request)), request.params.id);
      const rows = await db
        .select()
        .from(departmentContacts)
        .where(eq(departmentContacts.departmentId, dept.id))
        .orderBy(departmentContacts.firstName, departmentContacts.id);
      return rows.map(toContact);
    },
  );

  app.post(
    '/departments/:id/contacts',
    {
      config: owned,
      schema: {
        operationId: 'createDepartmentContact',
        tags: ['departments'],
        summary: 'Add a hiring manager to a hiring entity',
        security,
        params: IdParams,
        body: CreateContactBody,
        response: { 201: Type.Ref('HiringManager'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const dept = await loadDepartment(db, tenantScope(caller(request)), request.params.id);
      const [row] = await db
        .insert(departmentContacts)
        .values({ ...request.body, companyId: dept.companyId, departmentId: dept.id })
        .returning();
      reply.status(201);
      return toContact(row!);
    },
  );

  app.patch(
    '/department-contacts/:id',
    {
      config: owned,
      schema: {
        operationId: 'updateDepartmentContact',
        tags: ['departments'],
        summary: "Update a hiring manager's fields or status",
        security,
        params: IdParams,
        body: UpdateContactBody,
        response: { 200: Type.Ref('HiringManager'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const [row] = await db
        .update(departmentContacts)
        .set({ ...request.body, updatedAt: now() })
        .where(and(eq(departmentContacts.id, request.params.id), eq(departmentContacts.companyId, scope.companyId)))
        .returning();
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      return toContact(row);
    },
  );

  app.get(
    '/departments/:id/access-logs',
    {
      config: owned,
      schema: {
        operationId: 'listDepartmentAccessLogs',
        tags: ['departments'],
        summary: 'Who opened or changed a hiring entity, and when (newest first, last 200)',
        security,
        params: IdParams,
        response: { 200: Type.Array(AccessLog), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dept = await loadDepartment(db, tenantScope(caller(request)), request.params.id);
      const rows = await db
        .select({ log: departmentAccessLogs, firstName: users.firstName, lastName: users.lastName })
        .from(departmentAccessLogs)
        .innerJoin(users, eq(users.id, departmentAccessLogs.userId))
        .where(eq(departmentAccessLogs.departmentId, dept.id))
        .orderBy(desc(departmentAccessLogs.createdAt), desc(departmentAccessLogs.id))
        .limit(200);
      return rows.map(({ log, firstName, lastName }) => ({
        id: log.id,
        userId: log.userId,
        userName: `${firstName} ${lastName}`.trim(),
        action: log.action,
        createdAt: log.createdAt.toISOString(),
      }));
    },
  );
};

import { employerRoles, normaliseEmail, roles, validatePasswordChange } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, not, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { findAccountToken } from '../../auth/account-tokens';
import { hashPassword, verifyPassword } from '../../auth/password';
import { assertGrantable } from '../../auth/grants';
import { endSessions } from '../../auth/sessions';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { AuthContext } from '../../auth/access';
import { bccEmails, companies, jobResumes, jobs, staff, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { loadUserRow, sessionUser } from '../auth/session';
import { accountColumns, createAccount, toStaffUser, toUserAccount } from './repository';
import {
  AccessLevelBody,
  AccessLevelResponse,
  ChangePasswordBody,
  CreateStaffBody,
  CreateUserBody,
  UpdateMeBody,
  UpdateStaffBody,
  UpdateUserBody,
} from './schemas';
import { IdParams, security } from '../../http/kit';

const platformAdmin = ['arms_admin'] as const;
/** Users settings (section 2 /setting/users): account administrators and HR with add_user (docs/decisions/0014). */
const userManagers = ['account_admin', 'hr_staff', 'super_user'] as const;

const userList = defineList({
  fields: {
    id: { column: users.id, kind: 'integer' },
    email: { column: users.email, kind: 'string' },
    firstName: { column: users.firstName, kind: 'string' },
    lastName: { column: users.lastName, kind: 'string' },
    companyId: { column: staff.companyId, kind: 'integer' },
    status: { column: staff.status, kind: 'integer' },
    lastLoginAt: { column: users.lastLoginAt, kind: 'date-time' },
    createdAt: { column: users.createdAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the first name, last name or email, any case (staff management search)',
      where: (value) => {
        const pattern = `%${String(value).replace(/[\\%_]/g, '\\$&')}%`;
        return sql`(${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})`;
      },
    },
    role: {
      kind: 'string',
      description: 'Accounts holding this role (arms_admin: the platform staff)',
      where: (value) => sql`${String(value)} = any(${users.roles})`,
    },
  },
  // Section 9: the administration portal's lists sort status descending, then name ascending.
  defaultSort: [
    ['status', -1],
    ['firstName', 1],
    ['lastName', 1],
    ['id', 1],
  ],
  allowAll: true,
});

const staffList = defineList({
  fields: {
    id: { column: staff.id, kind: 'integer' },
    userId: { column: staff.userId, kind: 'integer' },
    companyId: { column: staff.companyId, kind: 'integer' },
    status: { column: staff.status, kind: 'integer' },
    firstName: { column: users.firstName, kind: 'string' },
    lastName: { column: users.lastName, kind: 'string' },
    email: { column: users.email, kind: 'string' },
    isFirstTimeLogin: { column: staff.isFirstTimeLogin, kind: 'boolean' },
    createdAt: { column: staff.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['firstName', 1],
    ['id', 1],
  ],
  allowAll: true,
  // The staff record's filter flags (spec section 3): assigned to a job of their company, and
  // having nominated a resume; and the users list's text search.
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the first name, last name, full name or email, any case',
      where: (value) => {
        const like = `%${String(value)
          .trim()
          .replace(/[\\%_]/g, '\\$&')}%`;
        return sql`(${users.firstName} ilike ${like} or ${users.lastName} ilike ${like} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like} or ${users.email} ilike ${like})`;
      },
    },
    isAssigned: {
      kind: 'boolean',
      description: 'true: assigned to at least one job of the company; false: to none',
      where: (value) => {
        const assigned = sql`exists (select 1 from ${jobs} where ${jobs.companyId} = ${staff.companyId} and ${staff.id} = any(${jobs.teamAssignment}))`;
        return value ? assigned : not(assigned);
      },
    },
    isNominated: {
      kind: 'boolean',
      description: 'true: has nominated at least one resume; false: none',
      where: (value) => {
        const nominated = sql`exists (select 1 from ${jobResumes} where ${jobResumes.createdBy} = ${staff.userId})`;
        return value ? nominated : not(nominated);
      },
    },
  },
});

/** A staff record the caller may manage: its own company's, or any for the platform administrator; else 404. */
function staffScope(auth: AuthContext): SQL | undefined {
  return auth.roles.includes('arms_admin') ? undefined : eq(staff.companyId, tenantScope(auth).companyId);
}

/**
 * Accounts and staff records (spec section 7 "Auth and users"): users (platform administrator),
 * rms-users (an employer's own staff), check-email, check-token, change-password, access levels,
 * company users and BCC addresses.
 */
export const userRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  async function listAccounts(where: SQL | undefined, parsed: ReturnType<typeof userList.parse>) {
    const page = db
      .select(accountColumns)
      .from(users)
      .leftJoin(staff, eq(staff.userId, users.id))
      .leftJoin(companies, eq(companies.id, staff.companyId))
      .where(where)
      .orderBy(...parsed.orderBy)
      .offset(parsed.skip);
    const { rows, total } = await pageWithTotal(
      page,
      db.select({ total: count() }).from(users).leftJoin(staff, eq(staff.userId, users.id)).where(where),
      parsed,
    );
    return { total, rows };
  }

  async function oneStaff(id: number, scope: SQL | undefined) {
    const [row] = await db
      .select(accountColumns)
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .leftJoin(companies, eq(companies.id, staff.companyId))
      .where(and(eq(staff.id, id), scope));
    if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
    return { ...row, staff: row.staff! };
  }

  // ----- users: the platform administrator's staff management -----
  app.get(
    '/users',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'List every account (staff management)',
        security,
        querystring: userList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('UserAccount')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = userList.parse(request.query as Record<string, unknown>);
      const { total, rows } = await listAccounts(parsed.where, parsed);
      return listPage(parsed, total, rows.map(toUserAccount));
    },
  );

  app.get(
    '/users/check-email',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'check', address: services.rateLimits.login.address },
      },
      schema: {
        operationId: 'checkEmail',
        tags: ['users'],
        summary: 'Whether an account already uses this email (sign-up and user forms)',
        querystring: Type.Object(
          { email: Type.String({ minLength: 3, maxLength: 254 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ exists: Type.Boolean() }), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normaliseEmail(request.query.email)));
      return { exists: Boolean(row) };
    },
  );

  app.get(
    '/users/check-token',
    {
      config: { access: { public: true }, rateLimit: { bucket: 'check', address: services.rateLimits.login.address } },
      schema: {
        operationId: 'checkToken',
        tags: ['users'],
        summary: 'Whether a reset or verification link token can still be used',
        querystring: Type.Object(
          { token: Type.String({ minLength: 10, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            valid: Type.Literal(true),
            kind: Type.Union([Type.Literal('reset'), Type.Literal('verify')]),
            email: Type.String(),
            expiresAt: Type.String({ format: 'date-time' }),
          }),
          ...errorResponses(400, 410, 429),
        },
      },
    },
    async (request) => {
      const token = await findAccountToken(db, request.query.token, now());
      const row = await loadUserRow(db, { id: token.userId });
      if (!row) throw fail('INVALID_TOKEN');
      return {
        valid: true as const,
        kind: token.kind === 'reset' ? ('reset' as const) : ('verify' as const),
        email: row.user.email,
        expiresAt: token.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/users/bcc',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listUserBccEmails',
        tags: ['users'],
        summary: 'The active BCC addresses copied on custom emails',
        security,
        response: { 200: Type.Object({ data: Type.Array(Type.String()) }), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await db.select({ name: bccEmails.name }).from(bccEmails).where(eq(bccEmails.status, 1));
      return { data: rows.map((r) => r.name) };
    },
  );

  app.patch(
    '/users/change-password',
    {
      config: { access: { roles } },
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: "Change the signed-in user's password",
        security,
        body: ChangePasswordBody,
        response: { 200: Type.Object({ ok: Type.Boolean() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      assertValid(validatePasswordChange(request.body));
      const auth = caller(request);
      const row = await loadUserRow(db, { id: auth.userId });
      if (!row || !(await verifyPassword(request.body.currentPassword, row.user.passwordHash))) {
        throw fail('CURRENT_PASSWORD_NOT_CORRECTED');
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: now(), ...endSessions(auth.jti) })
        .where(eq(users.id, auth.userId));
      return { ok: true };
    },
  );

  app.post(
    '/users/access-level',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'] } },
      schema: {
        operationId: 'addUserPermission',
        tags: ['users'],
        summary: "Add a permission to a user's access level",
        security,
        body: AccessLevelBody,
        response: { 200: AccessLevelResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const [row] = await db
        .select({ id: staff.id, permissions: staff.permissions })
        .from(staff)
        .where(and(eq(staff.userId, request.body.userId), staffScope(auth)));
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      assertGrantable(auth, { permissions: [request.body.permission], currentPermissions: row.permissions });
      const next = [...new Set([...row.permissions, request.body.permission])];
      await db.update(staff).set({ permissions: next, updatedAt: now() }).where(eq(staff.id, row.id));
      return { userId: request.body.userId, permissions: next };
    },
  );

  app.delete(
    '/users/access-level/:id',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'], tenant: true } },
      schema: {
        operationId: 'removeUserPermission',
        tags: ['users'],
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
    async (request) => {
      const auth = caller(request);
      const [row] = await db
        .select({ id: staff.id, permissions: staff.permissions })
        .from(staff)
        .where(and(eq(staff.userId, request.params.id), staffScope(auth)));
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      const next = row.permissions.filter((p) => p !== request.query.permission);
      await db.update(staff).set({ permissions: next, updatedAt: now() }).where(eq(staff.id, row.id));
      return { userId: request.params.id, permissions: next };
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'One account',
        security,
        params: IdParams,
        response: { 200: Type.Ref('UserAccount'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await loadUserRow(db, { id: request.params.id });
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      return toUserAccount(row);
    },
  );

  app.post(
    '/users',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'createUser',
        tags: ['users'],
        summary: 'Create an account; it receives an email to verify the address and create its password',
        security,
        body: CreateUserBody,
        response: { 201: Type.Ref('UserAccount'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const isAdmin = (body.role as string[]).includes('arms_admin');
      const companyId = isAdmin ? null : (body.companyId ?? null);
      if (!isAdmin && companyId === null) {
        throw fail('VALIDATION_ERROR', [{ field: 'companyId', code: 'validation.required' }]);
      }
      const id = await db.transaction(async (tx) => {
        if (companyId !== null) {
          const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
          if (!company) throw fail('COMPANY_NOT_FOUND');
        }
        return createAccount(tx, services, {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          roles: body.role,
          companyId,
          permissions: body.permissions ?? [],
          lang: body.lang,
        });
      });
      reply.status(201);
      return toUserAccount((await loadUserRow(db, { id }))!);
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: 'Update an account and its staff record',
        security,
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: Type.Ref('UserAccount'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, permissions: perms, role, ...profile } = request.body;
      if (id === caller(request).userId && status === 0) throw fail('USER_NOT_ALLOWED');
      if (role && id === caller(request).userId) {
        const [me] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, id));
        assertGrantable(caller(request), { targetUserId: id, roles: role, currentRoles: me?.roles ?? [] });
      }
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!found) throw fail('NO_RECORD_FOUND_FOR_ID');
        await tx
          .update(users)
          .set({ ...profile, ...(role ? { roles: role } : {}), updatedAt: now() })
          .where(eq(users.id, id));
        if (status !== undefined || perms) {
          await tx
            .update(staff)
            .set({
              ...(status !== undefined ? { status } : {}),
              ...(perms ? { permissions: perms } : {}),
              updatedAt: now(),
            })
            .where(eq(staff.userId, id));
        }
      });
      return toUserAccount((await loadUserRow(db, { id }))!);
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'deleteUser',
        tags: ['users'],
        summary: 'Deactivate an account (its staff record is suspended; history is kept)',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.params.id === caller(request).userId) throw fail('USER_NOT_ALLOWED');
      const rows = await db
        .update(staff)
        .set({ status: 0, updatedAt: now() })
        .where(eq(staff.userId, request.params.id))
        .returning({ id: staff.id });
      if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
      return reply.status(204).send(null);
    },
  );

  // ----- rms-users: an employer's staff -----
  app.get(
    '/rms-users',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'] } },
      schema: {
        operationId: 'listStaffUsers',
        tags: ['users'],
        summary: "List the staff of the caller's company (any company for the platform administrator)",
        security,
        querystring: staffList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('StaffUser')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = staffList.parse(request.query as Record<string, unknown>);
      const where = and(staffScope(caller(request)), parsed.where);
      const page = db
        .select(accountColumns)
        .from(staff)
        .innerJoin(users, eq(users.id, staff.userId))
        .leftJoin(companies, eq(companies.id, staff.companyId))
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(
        page,
        db.select({ total: count() }).from(staff).innerJoin(users, eq(users.id, staff.userId)).where(where),
        parsed,
      );
      return listPage(
        parsed,
        total,
        rows.map((r) => toStaffUser({ ...r, staff: r.staff! })),
      );
    },
  );

  app.patch(
    '/rms-users/me',
    {
      config: { access: { roles: employerRoles } },
      schema: {
        operationId: 'updateMyStaffRecord',
        tags: ['users'],
        summary: 'Accept the terms of use (acceptTermDate = now) or finish onboarding (isFirstTimeLogin = false)',
        security,
        body: UpdateMeBody,
        response: { 200: Type.Ref('SessionUser'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      await db
        .update(staff)
        .set({
          ...(request.body.acceptTerms ? { acceptTermDate: now() } : {}),
          ...(request.body.isFirstTimeLogin === false ? { isFirstTimeLogin: false } : {}),
          updatedAt: now(),
        })
        .where(eq(staff.userId, auth.userId));
      return sessionUser((await loadUserRow(db, { id: auth.userId }))!);
    },
  );

  app.get(
    '/rms-users/:id',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'], tenant: true } },
      schema: {
        operationId: 'getStaffUser',
        tags: ['users'],
        summary: 'One staff record of the caller’s company',
        security,
        params: IdParams,
        response: { 200: Type.Ref('StaffUser'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => toStaffUser(await oneStaff(request.params.id, staffScope(caller(request)))),
  );

  app.post(
    '/rms-users',
    {
      config: { access: { roles: userManagers, permissions: ['add_user'] } },
      schema: {
        operationId: 'createStaffUser',
        tags: ['users'],
        summary: "Add a user to the caller's company; the user gets a create-password email",
        security,
        body: CreateStaffBody,
        response: { 201: Type.Ref('StaffUser'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const body = request.body;
      assertGrantable(auth, { roles: body.role, permissions: body.permissions ?? [] });
      const userId = await db.transaction((tx) =>
        createAccount(tx, services, {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          roles: body.role,
          companyId: scope.companyId,
          permissions: body.permissions ?? [],
          permissionGroup: body.permissionGroup,
          lang: body.lang,
        }),
      );
      const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.userId, userId));
      reply.status(201);
      return toStaffUser(await oneStaff(row!.id, undefined));
    },
  );

  app.patch(
    '/rms-users/:id',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'], tenant: true } },
      schema: {
        operationId: 'updateStaffUser',
        tags: ['users'],
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
      const current = await oneStaff(request.params.id, scope);
      const { firstName, lastName, role, status, permissions: perms, permissionGroup } = request.body;
      if (current.user.id === auth.userId && status === 0) throw fail('USER_NOT_ALLOWED');
      assertGrantable(auth, {
        targetUserId: current.user.id,
        roles: role,
        currentRoles: current.user.roles,
        permissions: perms,
        currentPermissions: current.staff.permissions,
      });
      if (current.staff.isPrimary && (status === 0 || (role && !(role as string[]).includes('account_admin')))) {
        throw fail('USER_NOT_ALLOWED');
      }
      await db.transaction(async (tx) => {
        if (firstName !== undefined || lastName !== undefined || role) {
          await tx
            .update(users)
            .set({
              ...(firstName !== undefined ? { firstName } : {}),
              ...(lastName !== undefined ? { lastName } : {}),
              ...(role ? { roles: role } : {}),
              updatedAt: now(),
            })
            .where(eq(users.id, current.user.id));
        }
        await tx
          .update(staff)
          .set({
            ...(status !== undefined ? { status } : {}),
            ...(perms ? { permissions: perms } : {}),
            ...(permissionGroup !== undefined ? { permissionGroup } : {}),
            updatedAt: now(),
          })
          .where(eq(staff.id, current.staff.id));
      });
      return toStaffUser(await oneStaff(request.params.id, scope));
    },
  );

  app.delete(
    '/rms-users/:id',
    {
      config: { access: { roles: [...userManagers, 'arms_admin'], permissions: ['add_user'], tenant: true } },
      schema: {
        operationId: 'deleteStaffUser',
        tags: ['users'],
        summary: 'Deactivate a staff record of the caller’s company (the primary user cannot be removed)',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const current = await oneStaff(request.params.id, staffScope(auth));
      if (current.staff.isPrimary || current.user.id === auth.userId) throw fail('USER_NOT_ALLOWED');
      await db.update(staff).set({ status: 0, updatedAt: now() }).where(eq(staff.id, current.staff.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/company-users',
    {
      config: { access: { roles: employerRoles } },
      schema: {
        operationId: 'listCompanyUsers',
        tags: ['users'],
        summary: "The active users of the caller's company (for assignment pickers)",
        security,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.Integer(),
                userId: Type.Integer(),
                firstName: Type.String(),
                lastName: Type.String(),
                email: Type.String(),
                role: Type.Array(Type.String()),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const rows = await db
        .select({
          id: staff.id,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.roles,
        })
        .from(staff)
        .innerJoin(users, eq(users.id, staff.userId))
        .where(and(eq(staff.companyId, scope.companyId), eq(staff.status, 1)))
        .orderBy(users.firstName, users.id);
      return { data: rows };
    },
  );
};

import { loginDecision, roles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { caller } from '../../auth/plugin';
import { signAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { companies, revokedTokens, staff, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { LoginBody, LoginResponse } from './schemas';

const allRoles = roles;

type UserRow = {
  user: typeof users.$inferSelect;
  staff: typeof staff.$inferSelect | null;
  company: typeof companies.$inferSelect | null;
};

/** The user as the portals keep it in the session (spec section 3 "User"); never the password hash. */
function sessionUser({ user, staff: staffRow, company }: UserRow) {
  return {
    id: user.id,
    email: user.email,
    role: user.roles,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender,
    photoPath: user.photoPath,
    emailSign: user.emailSign,
    companyId: company?.id ?? null,
    company: company ? { id: company.id, name: company.name, companyUrl: company.companyUrl } : null,
    permissions: staffRow?.permissions ?? [],
    isFirstTimeLogin: staffRow?.isFirstTimeLogin ?? false,
    acceptTermDate: staffRow?.acceptTermDate?.toISOString() ?? null,
  };
}

export interface AuthRoutesOptions {
  db: Db;
  secret: string;
  tokenTtlSeconds: number;
}

/** `POST /auth`, `GET /auth` and `DELETE /auth` (spec section 7 "Auth and users", login rule of section 4). */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { db, secret, tokenTtlSeconds },
) => {
  app.post(
    '/auth',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in to the employer (crms) or administration (arms) portal',
        body: LoginBody,
        response: { 201: LoginResponse, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { email, password, portal } = request.body;
      const [row] = await db
        .select({ user: users, staff, company: companies })
        .from(users)
        .leftJoin(staff, eq(staff.userId, users.id))
        .leftJoin(companies, eq(companies.id, staff.companyId))
        .where(eq(users.email, email.trim().toLowerCase()));
      const valid = await verifyPassword(password, row?.user.passwordHash ?? (await dummyPasswordHash()));
      if (!row || !valid) throw fail('WRONG_EMAIL_PASSWORD');
      const decision = loginDecision(
        row.staff ? { role: row.user.roles, status: row.staff.status } : null,
        row.company,
        portal,
      );
      if (decision.kind === 'deny') throw fail(decision.code);
      const { token } = signAccessToken(String(row.user.id), portal, secret, tokenTtlSeconds);
      reply.status(201);
      return { accessToken: token, user: sessionUser(row) };
    },
  );

  app.get(
    '/auth',
    {
      config: { access: { roles: allRoles } },
      schema: {
        operationId: 'currentUser',
        tags: ['auth'],
        summary: 'The signed-in user, to verify a stored token before a route guard decides',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Ref('SessionUser'), ...errorResponses(401) },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ user: users, staff, company: companies })
        .from(users)
        .leftJoin(staff, eq(staff.userId, users.id))
        .leftJoin(companies, eq(companies.id, staff.companyId))
        .where(eq(users.id, caller(request).userId));
      if (!row) throw fail('SESSION_EXPIRED');
      return sessionUser(row);
    },
  );

  app.delete(
    '/auth',
    {
      config: { access: { roles: allRoles } },
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: the access token is revoked and refused afterwards',
        security: [{ bearerAuth: [] }],
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      await db.insert(revokedTokens).values({ jti: auth.jti, expiresAt: auth.expiresAt }).onConflictDoNothing();
      return reply.status(204).send(null);
    },
  );
};

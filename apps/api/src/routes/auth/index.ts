import {
  loginDecision,
  normaliseEmail,
  roles,
  validateNewPassword,
  validatePasswordChange,
  type Lang,
} from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { consumeAccountToken, findAccountToken, issueAccountToken } from '../../auth/account-tokens';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { caller } from '../../auth/plugin';
import { signAccessToken } from '../../auth/tokens';
import { loginLogs, revokedTokens, users } from '../../db/schema';
import { LoginGuard } from '../../auth/login-guard';
import { endSessions } from '../../auth/sessions';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import { sendTemplate } from '../../mail/render';
import type { Services } from '../../services/context';
import { AuthManagementBody, AuthManagementResponse, EmailBody, LoginBody, LoginResponse } from './schemas';
import { loadUserRow, sessionUser } from './session';
import { security } from '../../http/kit';

export interface AuthRoutesOptions {
  services: Services;
  secret: string;
  tokenTtlSeconds: number;
}

const emailOf = (body: unknown) => (body as { email?: string } | undefined)?.email;
const valueEmailOf = (body: unknown) => (body as { value?: { email?: string } } | undefined)?.value?.email;

/**
 * Sessions and account actions (spec section 7 "Auth and users", login rule of section 4): `POST /auth`,
 * `GET /auth`, `DELETE /auth`, `POST /auth-management`, `POST /resend-verification-email`.
 */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { services, secret, tokenTtlSeconds },
) => {
  const { db, outbox, rateLimits, now } = services;
  const loginGuard = new LoginGuard(db, rateLimits.login, now);

  app.post(
    '/auth',
    {
      config: {
        access: { public: true },
      },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in to the employer (crms) or administration (arms) portal',
        description:
          'Failed attempts are counted per account and per client address; past the limit each failure locks sign-in for a delay that doubles, answered 429 TOO_MANY_REQUESTS with Retry-After. A successful sign-in clears the account’s count.',
        body: LoginBody,
        response: { 201: LoginResponse, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, portal } = request.body;
      const address = normaliseEmail(email);
      await loginGuard.check(address, request.ip);
      const row = await loadUserRow(db, { email: address });
      const valid = await verifyPassword(password, row?.user.passwordHash ?? (await dummyPasswordHash()));
      const log = (success: boolean, code: string | null) =>
        db.insert(loginLogs).values({
          userId: row?.user.id ?? null,
          email: address,
          portal,
          success,
          code,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          createdAt: now(),
        });
      if (!row || !valid) {
        await log(false, 'WRONG_EMAIL_PASSWORD');
        await loginGuard.failed(address, request.ip);
        throw fail('WRONG_EMAIL_PASSWORD');
      }
      const decision = loginDecision(
        row.staff ? { role: row.user.roles, status: row.staff.status } : null,
        row.company,
        portal,
      );
      if (decision.kind === 'deny') {
        await log(false, decision.code);
        throw fail(decision.code);
      }
      await log(true, null);
      await loginGuard.succeeded(address);
      await db.update(users).set({ lastLoginAt: now() }).where(eq(users.id, row.user.id));
      const { token } = signAccessToken(
        String(row.user.id),
        portal,
        secret,
        tokenTtlSeconds,
        Date.now(),
        row.user.sessionGeneration,
      );
      reply.status(201);
      return { accessToken: token, user: sessionUser(row) };
    },
  );

  app.get(
    '/auth',
    {
      config: { access: { roles } },
      schema: {
        operationId: 'currentUser',
        tags: ['auth'],
        summary: 'The signed-in user, to verify a stored token before a route guard decides',
        security,
        response: { 200: Type.Ref('SessionUser'), ...errorResponses(401) },
      },
    },
    async (request) => {
      const row = await loadUserRow(db, { id: caller(request).userId });
      if (!row) throw fail('SESSION_EXPIRED');
      return sessionUser(row);
    },
  );

  app.delete(
    '/auth',
    {
      config: { access: { roles } },
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: the access token is revoked and refused afterwards',
        security,
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      await db.insert(revokedTokens).values({ jti: auth.jti, expiresAt: auth.expiresAt }).onConflictDoNothing();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth-management',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'reset', ...rateLimits.reset, accountOf: valueEmailOf },
      },
      schema: {
        operationId: 'authManagement',
        tags: ['auth'],
        summary: 'Change password (with the current one), send a reset-password email, or reset with the emailed token',
        description:
          'passwordChange: the current password must be right (CURRENT_PASSWORD_NOT_CORRECTED). sendResetPwd: emails a single-use link that expires in 2 hours; USER_NOT_FOUND when no active account has the address. resetPwdLong: sets the password with the token (INVALID_TOKEN, INVALID_RESET_TOKEN when used, TOKEN_IS_EXPIRED).',
        body: AuthManagementBody,
        response: { 200: AuthManagementResponse, ...errorResponses(400, 403, 410, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      const at = now();
      switch (body.action) {
        case 'passwordChange': {
          const { email, currentPassword, newPassword, confirmPassword } = body.value;
          assertValid(validatePasswordChange({ currentPassword, newPassword, confirmPassword }));
          const row = await loadUserRow(db, { email: normaliseEmail(email) });
          const valid = await verifyPassword(currentPassword, row?.user.passwordHash ?? (await dummyPasswordHash()));
          if (!row || !valid) throw fail('CURRENT_PASSWORD_NOT_CORRECTED');
          await db
            .update(users)
            .set({ passwordHash: await hashPassword(newPassword), updatedAt: at, ...endSessions(null) })
            .where(eq(users.id, row.user.id));
          return { ok: true };
        }
        case 'sendResetPwd': {
          const row = await loadUserRow(db, { email: normaliseEmail(body.value.email) });
          if (!row || !row.staff || row.staff.status !== 1) throw fail('USER_NOT_FOUND');
          const lang: Lang = body.lang ?? (row.user.lang === 'vn' ? 'vn' : 'en');
          await db.transaction(async (tx) => {
            const token = await issueAccountToken(tx, row.user.id, 'reset', at);
            const page = body.portal === 'arms' ? '/arms/forgot-password' : '/create-password';
            await sendTemplate(tx, outbox, 'resetPassword', lang, row.user.email, {
              firstName: row.user.firstName,
              link: `${services.publicUrl}${page}?token=${token}`,
            });
          });
          return { ok: true, expiresInHours: 2 };
        }
        case 'resetPwdLong': {
          const { token, password, confirmPassword } = body.value;
          assertValid(validateNewPassword({ password, confirmPassword }));
          const found = await findAccountToken(db, token, at);
          const passwordHash = await hashPassword(password);
          await db.transaction(async (tx) => {
            if (!(await consumeAccountToken(tx, found.id, at))) throw fail('INVALID_RESET_TOKEN');
            await tx
              .update(users)
              .set({ passwordHash, emailVerifiedAt: at, updatedAt: at, ...endSessions(null) })
              .where(eq(users.id, found.userId));
          });
          return { ok: true };
        }
      }
    },
  );

  app.post(
    '/resend-verification-email',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'reset', ...rateLimits.reset, accountOf: emailOf },
      },
      schema: {
        operationId: 'resendVerificationEmail',
        tags: ['auth'],
        summary: 'Send the verify-and-create-password email again (link valid 2 days)',
        body: EmailBody,
        response: { 202: AuthManagementResponse, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const row = await loadUserRow(db, { email: normaliseEmail(request.body.email) });
      if (!row) throw fail('USER_NOT_FOUND');
      const lang: Lang = request.body.lang ?? (row.user.lang === 'vn' ? 'vn' : 'en');
      await db.transaction(async (tx) => {
        const token = await issueAccountToken(tx, row.user.id, 'verify', now());
        await sendTemplate(tx, outbox, 'verifyEmail', lang, row.user.email, {
          firstName: row.user.firstName,
          email: row.user.email,
          link: `${services.publicUrl}/create-password?token=${token}`,
        });
      });
      reply.status(202);
      return { ok: true };
    },
  );
};

import { loginDecision, normaliseEmail, roles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LoginGuard } from '../../auth/login-guard';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { caller } from '../../auth/plugin';
import { signAccessToken } from '../../auth/tokens';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import { loadUserRow, markSignedIn, recordLogin, revokeToken } from './repository';
import { LoginBody, LoginResponse } from './schemas';
import { sessionUser } from './session';
import type { AuthRoutesOptions } from './shared';

/**
 * Sessions (spec section 7 "Auth and users", login rule of section 4): sign in (`POST /auth`), the
 * signed-in user (`GET /auth`) and sign out (`DELETE /auth`).
 */
export const sessionRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (
  app,
  { services, secret, tokenTtlSeconds },
) => {
  const { db, rateLimits, now } = services;
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
      const attempt = {
        userId: row?.user.id ?? null,
        email: address,
        portal,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        at: now(),
      };
      if (!row || !valid) {
        await recordLogin(db, attempt, false, 'WRONG_EMAIL_PASSWORD');
        await loginGuard.failed(address, request.ip);
        throw fail('WRONG_EMAIL_PASSWORD');
      }
      const decision = loginDecision(
        row.staff ? { role: row.user.roles, status: row.staff.status } : null,
        row.company,
        portal,
      );
      if (decision.kind === 'deny') {
        await recordLogin(db, attempt, false, decision.code);
        throw fail(decision.code);
      }
      await recordLogin(db, attempt, true, null);
      await loginGuard.succeeded(address);
      await markSignedIn(db, row.user.id, now());
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
      await revokeToken(db, auth.jti, auth.expiresAt);
      return reply.status(204).send(null);
    },
  );
};

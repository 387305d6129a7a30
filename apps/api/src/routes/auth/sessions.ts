import { roles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import { signInService } from '../../services/sign-in';
import { loadUserRow, revokeToken } from './repository';
import { LoginBody, LoginResponse } from './schemas';
import { sessionUser } from './session';
import type { AuthRoutesOptions } from './shared';

/**
 * Sessions (spec section 7 "Auth and users", login rule of section 4): sign in (`POST /auth`), the
 * signed-in user (`GET /auth`) and sign out (`DELETE /auth`).
 */
export const sessionRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const { db } = options.services;
  const signIn = signInService(options);

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
      const userAgent = request.headers['user-agent'];
      const session = await signIn({ email, password, portal, ip: request.ip, userAgent });
      reply.status(201);
      return session;
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

import { normaliseEmail } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findAccountToken } from '../../auth/account-tokens';
import { fail } from '../../http/errors';
import { DateTime, errorResponses } from '../../http/kit';
import type { Services } from '../../services/context';
import { loadUserRow } from '../auth/repository';
import { emailInUse } from './repository';
import { tags } from './schemas';

/**
 * The public checks of the sign-up, user and link forms (spec section 7): whether an email is taken,
 * and whether a reset or verification token can still be used. Budgeted per client address.
 */
export const accountCheckRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.get(
    '/users/check-email',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'check', address: services.rateLimits.login.address },
      },
      schema: {
        operationId: 'checkEmail',
        tags,
        summary: 'Whether an account already uses this email (sign-up and user forms)',
        querystring: Type.Object(
          { email: Type.String({ minLength: 3, maxLength: 254 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ exists: Type.Boolean() }), ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ exists: await emailInUse(db, normaliseEmail(request.query.email)) }),
  );

  app.get(
    '/users/check-token',
    {
      config: { access: { public: true }, rateLimit: { bucket: 'check', address: services.rateLimits.login.address } },
      schema: {
        operationId: 'checkToken',
        tags,
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
            expiresAt: DateTime(),
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
};

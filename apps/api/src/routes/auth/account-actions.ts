import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../http/kit';
import { changePassword, resendVerification, resetPassword, sendPasswordReset } from '../../services/account-actions';
import type { Services } from '../../services/context';
import { AuthManagementBody, AuthManagementResponse, EmailBody } from './schemas';

const emailOf = (body: unknown) => (body as { email?: string } | undefined)?.email;
const valueEmailOf = (body: unknown) => (body as { value?: { email?: string } } | undefined)?.value?.email;

/**
 * Account actions without a session (spec section 7 "Auth and users"): `POST /auth-management` (change
 * the password with the current one, send a reset link, reset with it) and
 * `POST /resend-verification-email`.
 */
export const accountActionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, rateLimits, now } = services;

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
        case 'passwordChange':
          return changePassword(db, body.value, at);
        case 'sendResetPwd':
          return sendPasswordReset(services, body, at);
        case 'resetPwdLong':
          return resetPassword(db, body.value, at);
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
      await resendVerification(services, request.body, now);
      reply.status(202);
      return { ok: true };
    },
  );
};

import { normaliseEmail, validateNewPassword, validatePasswordChange, type Lang } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findAccountToken } from '../../auth/account-tokens';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/kit';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { loadUserRow, resetPasswordWithToken, sendAccountLink, setPassword } from './repository';
import { AuthManagementBody, AuthManagementResponse, EmailBody } from './schemas';

const emailOf = (body: unknown) => (body as { email?: string } | undefined)?.email;
const valueEmailOf = (body: unknown) => (body as { value?: { email?: string } } | undefined)?.value?.email;

/**
 * Account actions without a session (spec section 7 "Auth and users"): `POST /auth-management` (change
 * the password with the current one, send a reset link, reset with it) and
 * `POST /resend-verification-email`.
 */
export const accountActionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, rateLimits, now } = services;

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
          await setPassword(db, row.user.id, await hashPassword(newPassword), at, null);
          return { ok: true };
        }
        case 'sendResetPwd': {
          const row = await loadUserRow(db, { email: normaliseEmail(body.value.email) });
          if (!row || !row.staff || row.staff.status !== 1) throw fail('USER_NOT_FOUND');
          const lang: Lang = body.lang ?? (row.user.lang === 'vn' ? 'vn' : 'en');
          const page = body.portal === 'arms' ? '/arms/forgot-password' : '/create-password';
          const link = (token: string) => `${services.publicUrl}${page}?token=${token}`;
          await sendAccountLink(db, outbox, 'reset', row.user, lang, link, at);
          return { ok: true, expiresInHours: 2 };
        }
        case 'resetPwdLong': {
          const { token, password, confirmPassword } = body.value;
          assertValid(validateNewPassword({ password, confirmPassword }));
          const found = await findAccountToken(db, token, at);
          await resetPasswordWithToken(db, found, await hashPassword(password), at);
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
      const link = (token: string) => `${services.publicUrl}/create-password?token=${token}`;
      await sendAccountLink(db, outbox, 'verify', row.user, lang, link, now());
      reply.status(202);
      return { ok: true };
    },
  );
};

import { roles, validatePasswordChange } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hashPassword, verifyPassword } from '../../auth/password';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { loadUserRow, setPassword } from '../auth/repository';
import { ChangePasswordBody, tags } from './schemas';

/** The signed-in user's password change (the caller's other sessions end; its own token stays valid). */
export const passwordRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.patch(
    '/users/change-password',
    {
      config: { access: { roles } },
      schema: {
        operationId: 'changePassword',
        tags,
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
      await setPassword(db, auth.userId, await hashPassword(request.body.newPassword), now(), auth.jti);
      return { ok: true };
    },
  );
};

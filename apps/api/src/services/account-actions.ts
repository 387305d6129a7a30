import { normaliseEmail, validateNewPassword, validatePasswordChange, type Lang } from '@arms/domain';
import type { Static } from 'typebox';
import { findAccountToken } from '../auth/account-tokens';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { fail } from '../http/errors';
import { assertValid } from '../http/validation';
import { loadUserRow, resetPasswordWithToken, sendAccountLink, setPassword } from '../routes/auth/repository';
import type { AuthManagementBody, EmailBody } from '../routes/auth/schemas';
import type { Services } from './context';

/**
 * The account actions without a session (spec section 7 "Auth and users"; docs/decisions/0204): a password
 * changed with the current one, a reset link sent and used, the verification link sent again. Each answers
 * as its route does.
 */

type Action<A extends Static<typeof AuthManagementBody>['action']> = Extract<
  Static<typeof AuthManagementBody>,
  { action: A }
>;
type LinkServices = Pick<Services, 'db' | 'outbox' | 'publicUrl'>;

/** `passwordChange`: the current password must be right (CURRENT_PASSWORD_NOT_CORRECTED); other sessions end. */
export async function changePassword(db: Services['db'], value: Action<'passwordChange'>['value'], at: Date) {
  const { email, currentPassword, newPassword, confirmPassword } = value;
  assertValid(validatePasswordChange({ currentPassword, newPassword, confirmPassword }));
  const row = await loadUserRow(db, { email: normaliseEmail(email) });
  const valid = await verifyPassword(currentPassword, row?.user.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !valid) throw fail('CURRENT_PASSWORD_NOT_CORRECTED');
  await setPassword(db, row.user.id, await hashPassword(newPassword), at, null);
  return { ok: true };
}

/** `sendResetPwd`: emails a reset link to an active staff account (USER_NOT_FOUND otherwise), valid 2 hours. */
export async function sendPasswordReset(services: LinkServices, body: Action<'sendResetPwd'>, at: Date) {
  const row = await loadUserRow(services.db, { email: normaliseEmail(body.value.email) });
  if (!row || !row.staff || row.staff.status !== 1) throw fail('USER_NOT_FOUND');
  const lang: Lang = body.lang ?? (row.user.lang === 'vn' ? 'vn' : 'en');
  const page = body.portal === 'arms' ? '/arms/forgot-password' : '/create-password';
  const link = (token: string) => `${services.publicUrl}${page}?token=${token}`;
  await sendAccountLink(services.db, services.outbox, 'reset', row.user, lang, link, at);
  return { ok: true, expiresInHours: 2 };
}

/** `resetPwdLong`: sets the password with an emailed token (INVALID_TOKEN, INVALID_RESET_TOKEN, TOKEN_IS_EXPIRED). */
export async function resetPassword(db: Services['db'], value: Action<'resetPwdLong'>['value'], at: Date) {
  const { token, password, confirmPassword } = value;
  assertValid(validateNewPassword({ password, confirmPassword }));
  const found = await findAccountToken(db, token, at);
  await resetPasswordWithToken(db, found, await hashPassword(password), at);
  return { ok: true };
}

/** Sends the verify-and-create-password email again to an account (USER_NOT_FOUND without one). */
export async function resendVerification(services: LinkServices, body: Static<typeof EmailBody>, now: () => Date) {
  const row = await loadUserRow(services.db, { email: normaliseEmail(body.email) });
  if (!row) throw fail('USER_NOT_FOUND');
  const lang: Lang = body.lang ?? (row.user.lang === 'vn' ? 'vn' : 'en');
  const link = (token: string) => `${services.publicUrl}/create-password?token=${token}`;
  await sendAccountLink(services.db, services.outbox, 'verify', row.user, lang, link, now());
}

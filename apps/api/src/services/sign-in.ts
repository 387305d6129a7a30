import { loginDecision, normaliseEmail, type Portal } from '@arms/domain';
import { LoginGuard } from '../auth/login-guard';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { signAccessToken } from '../auth/tokens';
import { fail } from '../http/errors';
import { loadUserRow, markSignedIn, recordLogin } from '../routes/auth/repository';
import { sessionUser } from '../routes/auth/session';
import type { AuthRoutesOptions } from '../routes/auth/shared';

/** A sign-in as the client sent it: the credentials, the portal, and where it came from. */
export interface SignInRequest {
  email: string;
  password: string;
  portal: Portal;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Sign-in (spec section 7 `POST /auth`, the login rule of section 4): the attempt is checked against the
 * failure counts of the account and the client address, logged with its outcome, and answered with an
 * access token and the session user. The login guard, with its counts, is made once per `signIn`.
 */
export function signInService({ services, secret, tokenTtlSeconds }: AuthRoutesOptions) {
  const { db, rateLimits, now } = services;
  const loginGuard = new LoginGuard(db, rateLimits.login, now);
  return async function signIn({ email, password, portal, ip, userAgent }: SignInRequest) {
    const address = normaliseEmail(email);
    await loginGuard.check(address, ip);
    const row = await loadUserRow(db, { email: address });
    const valid = await verifyPassword(password, row?.user.passwordHash ?? (await dummyPasswordHash()));
    const attempt = {
      userId: row?.user.id ?? null,
      email: address,
      portal,
      ip,
      userAgent: userAgent?.slice(0, 300) ?? null,
      at: now(),
    };
    if (!row || !valid) {
      await recordLogin(db, attempt, false, 'WRONG_EMAIL_PASSWORD');
      await loginGuard.failed(address, ip);
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
    return { accessToken: token, user: sessionUser(row) };
  };
}

import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

describe('given an access token', () => {
  const secret = 's3cret';

  it('should verify a token it signed and carry the claims', () => {
    const { token, claims } = signAccessToken('42', 'arms', secret, 60);
    expect(verifyAccessToken(token, secret)).toEqual({ ok: true, claims });
    expect(claims).toMatchObject({ sub: '42', portal: 'arms', exp: claims.iat + 60 });
  });

  it('should give every token its own jti', () => {
    expect(signAccessToken('1', 'crms', secret, 60).claims.jti).not.toBe(
      signAccessToken('1', 'crms', secret, 60).claims.jti,
    );
  });

  it('should report an expired token as expired', () => {
    const { token } = signAccessToken('1', 'crms', secret, 60, Date.now() - 61_000);
    expect(verifyAccessToken(token, secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['another secret', (t: string) => t, 'other'],
    ['a changed payload', (t: string) => t.replace(/\.([^.]+)\./, (_m, p: string) => `.${p.slice(0, -2)}AA.`), secret],
    ['a missing signature', (t: string) => t.split('.').slice(0, 2).join('.'), secret],
    [
      'the none algorithm',
      (t: string) => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${t.split('.')[1]}.`,
      secret,
    ],
    ['garbage', () => 'not-a-token', secret],
  ])('should refuse a token with %s', (_case, change, key) => {
    const { token } = signAccessToken('1', 'crms', secret, 60);
    expect(verifyAccessToken(change(token), key)).toEqual({ ok: false, reason: 'invalid' });
  });
});

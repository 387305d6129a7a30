import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('given a password hashed with scrypt', () => {
  it('should verify the same password and refuse another', async () => {
    const hash = await hashPassword('Mật khẩu#2026');
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(await verifyPassword('Mật khẩu#2026', hash)).toBe(true);
    expect(await verifyPassword('Mật khẩu#2025', hash)).toBe(false);
  });

  it('should salt each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each(['', 'bcrypt$x', 'scrypt$1$2$3'])('should never match a malformed stored hash %j', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });
});

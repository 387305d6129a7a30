import { describe, expect, it } from 'vitest';
import { passwordLength, validateNewPassword, validatePassword, validatePasswordChange } from './password';

describe('given a password', () => {
  it.each([
    ['missing', '', [{ field: 'password', code: 'domain.validation.password.required', params: {} }]],
    ['not text', 12345678, [{ field: 'password', code: 'domain.validation.password.required', params: {} }]],
    ['too short', 'short', [{ field: 'password', code: 'domain.validation.password.tooShort', params: { min: 8 } }]],
    [
      'too long',
      'x'.repeat(65),
      [{ field: 'password', code: 'domain.validation.password.tooLong', params: { max: 64 } }],
    ],
    ['at the minimum', 'x'.repeat(8), []],
    ['at the maximum', 'x'.repeat(64), []],
    ['made of Vietnamese letters', 'mậtkhẩuđủ', []],
  ])('should check one that is %s', (_name, value, expected) => {
    expect(validatePassword(value)).toEqual(expected);
  });

  it('should count characters, not UTF-16 units', () => {
    expect(validatePassword('😀😀😀😀', 'p', { min: 5, max: 10 })).toEqual([
      { field: 'p', code: 'domain.validation.password.tooShort', params: { min: 5 } },
    ]);
  });

  it('should default to 8 to 64 characters', () => {
    expect(passwordLength).toEqual({ min: 8, max: 64 });
  });
});

describe('given a new password with its confirmation', () => {
  it.each([
    ['matching', { password: 'secret-123', confirmPassword: 'secret-123' }, []],
    [
      'without confirmation',
      { password: 'secret-123', confirmPassword: '' },
      [{ field: 'confirmPassword', code: 'domain.validation.password.confirmRequired', params: {} }],
    ],
    [
      'not matching',
      { password: 'secret-123', confirmPassword: 'secret-124' },
      [{ field: 'confirmPassword', code: 'domain.validation.password.mismatch', params: {} }],
    ],
    [
      'short and not matching',
      { password: 'short', confirmPassword: 'other' },
      [
        { field: 'password', code: 'domain.validation.password.tooShort', params: { min: 8 } },
        { field: 'confirmPassword', code: 'domain.validation.password.mismatch', params: {} },
      ],
    ],
  ])('should check one %s', (_name, input, expected) => {
    expect(validateNewPassword(input)).toEqual(expected);
  });
});

describe('given a password change', () => {
  it.each([
    ['valid', { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' }, []],
    [
      'empty',
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      [
        { field: 'currentPassword', code: 'domain.validation.password.currentRequired', params: {} },
        { field: 'newPassword', code: 'domain.validation.password.newRequired', params: {} },
        { field: 'confirmPassword', code: 'domain.validation.password.confirmRequired', params: {} },
      ],
    ],
    [
      'reusing the current password',
      { currentPassword: 'same-secret', newPassword: 'same-secret', confirmPassword: 'same-secret' },
      [{ field: 'newPassword', code: 'domain.validation.password.sameAsCurrent', params: {} }],
    ],
    [
      'with a mismatched confirmation',
      { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secreT' },
      [{ field: 'confirmPassword', code: 'domain.validation.password.mismatch', params: {} }],
    ],
    [
      'with a short new password',
      { currentPassword: 'old-secret', newPassword: 'new', confirmPassword: 'new' },
      [{ field: 'newPassword', code: 'domain.validation.password.tooShort', params: { min: 8 } }],
    ],
  ])('should check a change that is %s', (_name, input, expected) => {
    expect(validatePasswordChange(input)).toEqual(expected);
  });

  it('should use the given limits', () => {
    expect(
      validatePasswordChange(
        { currentPassword: 'a', newPassword: 'abcdef', confirmPassword: 'abcdef' },
        { min: 2, max: 4 },
      ),
    ).toEqual([{ field: 'newPassword', code: 'domain.validation.password.tooLong', params: { max: 4 } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmail, normaliseEmail, validateEmail } from './email';

describe('given an email address', () => {
  it.each([
    ['ada@example.com'],
    ['first.last+tag@sub.example.co.uk'],
    ['  padded@example.vn  '],
    ["o'brien@example.ie"],
  ])('should accept %s', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(validateEmail(value)).toEqual([]);
  });

  it.each([
    ['plain'],
    ['no-domain@'],
    ['@no-local.com'],
    ['two@@example.com'],
    ['bare@host'],
    ['spa ce@example.com'],
    ['dash@-example.com'],
    [`${'a'.repeat(250)}@example.com`],
  ])('should refuse %s', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(validateEmail(value)).toEqual([{ field: 'email', code: 'domain.validation.email.invalid', params: {} }]);
  });

  it.each([[''], ['   '], [null], [undefined]])('should require a value, not %j', (value) => {
    expect(validateEmail(value, 'login')).toEqual([
      { field: 'login', code: 'domain.validation.email.required', params: {} },
    ]);
  });

  it('should refuse a value that is not text', () => {
    expect(isEmail(42)).toBe(false);
  });

  it('should normalise for comparison', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

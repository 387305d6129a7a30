import { describe, expect, it } from 'vitest';
import { intlLocales, localeFor } from './locale';

describe('given an interface language', () => {
  it.each([
    ['en', 'en-US'],
    ['vn', 'vi-VN'],
    ['fr', 'en-US'],
  ])('should use the Intl locale of %s: %s', (lang, locale) => {
    expect(localeFor(lang)).toBe(locale);
  });

  it('should map vn to vi', () => {
    expect(intlLocales.vn.startsWith('vi')).toBe(true);
  });
});

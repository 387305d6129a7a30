import { describe, expect, it } from 'vitest';
import { hasLabel, translate } from './translate';

describe('given a key of the domain namespace', () => {
  it.each([
    ['domain.jobStatus.open', 'en', 'Open'],
    ['domain.jobStatus.open', 'vn', 'Đang mở'],
    ['domain.errors.WRONG_SEARCH_FORMAT', 'en', 'Oops, there are errors in your Boolean operators'],
    ['domain.placeholder.notApplicable', 'en', 'N/A'],
  ] as const)('should translate %s in %s', (key, lang, text) => {
    expect(translate(key, lang)).toBe(text);
  });

  it('should default to English', () => {
    expect(translate('domain.flag.red')).toBe('Red');
  });

  it('should interpolate params', () => {
    expect(translate('domain.validation.password.tooShort', 'en', { min: 8 })).toBe(
      'Password must be at least 8 characters',
    );
    expect(translate('domain.validation.file.tooLarge', 'vn', { maxSize: 2 })).toBe(
      'Kích thước tệp không được vượt quá 2 MB',
    );
  });

  it('should leave a placeholder without a value as it is', () => {
    expect(translate('domain.validation.password.tooShort')).toBe('Password must be at least {{min}} characters');
  });

  it('should take a Translatable', () => {
    expect(translate({ key: 'domain.format.salary.perMonth', params: { amount: 'SGD 5,000' } })).toBe(
      'SGD 5,000 per month',
    );
  });

  it.each([
    [1, 'en', '1 year'],
    [36, 'en', '36 years'],
    [1, 'vn', '1 tuổi'],
    [36, 'vn', '36 tuổi'],
  ] as const)('should choose the plural form for %i in %s', (count, lang, text) => {
    expect(translate({ key: 'domain.format.age', params: { count } }, lang)).toBe(text);
  });

  it('should use the other form when count is not a number', () => {
    expect(translate('domain.format.age', 'en', { count: 'many' })).toBe('many years');
  });

  it('should ignore count on keys without plural forms', () => {
    expect(translate('domain.validation.selection.tooMany', 'en', { max: 2, count: 2 })).toBe(
      'You can select up to 2 items',
    );
  });

  it.each([
    ['domain.nothing.here'],
    ['domain.jobStatus'],
    ['domain.jobStatus.open.more'],
    ['jobStatus.open'],
    ['domain'],
  ])('should give back the unknown key %s unchanged', (key) => {
    expect(translate(key)).toBe(key);
  });
});

describe('given a key to look up', () => {
  it.each([
    ['domain.jobStatus.open', true],
    ['domain.format.age', true],
    ['domain.format.age_one', true],
    ['domain.jobStatus', false],
    ['domain.unknown', false],
    ['other.key', false],
  ])('should say whether %s is a label: %j', (key, expected) => {
    expect(hasLabel(key)).toBe(expected);
    expect(hasLabel(key, 'vn')).toBe(expected);
  });
});

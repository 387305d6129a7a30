import { describe, expect, it } from 'vitest';
import { isPhone, validateMessenger, validateResumeContact } from './children';

describe('given a phone number', () => {
  it.each([
    ['+84 (90) 111-2222', true],
    ['6123 4567', true],
    ['12345', false],
    ['1234567890123456', false],
    ['call me', false],
    ['+84 90 abc', false],
    [42, false],
  ])('should judge %j as a phone: %s', (value, expected) => {
    expect(isPhone(value)).toBe(expected);
  });
});

describe('given a resume contact', () => {
  it('should accept a valid email and phone numbers', () => {
    expect(validateResumeContact({ category: 3, value: 'a@example.com' })).toEqual([]);
    expect(validateResumeContact({ category: 1, value: '+65 9123 4567' })).toEqual([]);
    expect(validateResumeContact({ category: 4, value: '6123 4567' })).toEqual([]);
  });

  it('should refuse an unknown category', () => {
    expect(validateResumeContact({ category: 9, value: 'x' }, 'c')).toEqual([
      { field: 'c.category', code: 'domain.validation.contact.category', params: {} },
    ]);
  });

  it('should refuse a bad email on the value', () => {
    expect(validateResumeContact({ category: 3, value: 'nope' }, 'c')).toEqual([
      { field: 'c.value', code: 'domain.validation.email.invalid', params: {} },
    ]);
  });

  it('should require a mobile and a contact number by their own messages', () => {
    expect(validateResumeContact({ category: 1, value: ' ' })[0]?.code).toBe('domain.validation.required.mobile');
    expect(validateResumeContact({ category: 2, value: '' })).toEqual([
      { field: 'contact.value', code: 'domain.validation.required.contactNumber', params: {} },
    ]);
  });

  it('should refuse a number that is not a phone', () => {
    expect(validateResumeContact({ category: 2, value: 'office' })[0]?.code).toBe('domain.validation.contact.phone');
  });
});

describe('given a messenger', () => {
  it('should accept a handle and a website address', () => {
    expect(validateMessenger({ type: 'skype', value: 'linh.tran' })).toEqual([]);
    expect(validateMessenger({ type: 'website', value: 'https://linh.example.vn' })).toEqual([]);
  });

  it('should refuse an unknown type, a blank handle and a bad website', () => {
    expect(validateMessenger({ type: 'myspace', value: 'x' })[0]?.code).toBe('domain.validation.messenger.type');
    expect(validateMessenger({ type: 'linkedin', value: ' ' }, 'm')).toEqual([
      { field: 'm.value', code: 'domain.validation.required.socialMedia', params: {} },
    ]);
    expect(validateMessenger({ type: 'website', value: 'not a url' })[0]?.code).toBe('domain.validation.url.invalid');
  });
});

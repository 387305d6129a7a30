import { describe, expect, it } from 'vitest';
import { contactRequiredFields, requiredFields, validateContactFields, validateRequired } from './required';

describe('given the contact fields of section 5', () => {
  it('should require country code, contact number, mobile, social media, client and id', () => {
    expect(contactRequiredFields).toEqual(['countryCode', 'contactNumber', 'mobile', 'socialMedia', 'client', 'id']);
    expect(validateContactFields({}).map((item) => item.code)).toEqual(
      contactRequiredFields.map((field) => `domain.validation.required.${field}`),
    );
  });

  it('should pass when all are filled', () => {
    expect(
      validateContactFields({
        countryCode: '+84',
        contactNumber: '123',
        mobile: '0901',
        socialMedia: 'x',
        client: 7,
        id: 0,
      }),
    ).toEqual([]);
  });

  it('should check only the fields a form shows', () => {
    expect(validateContactFields({ mobile: ' ' }, ['mobile', 'countryCode'])).toEqual([
      { field: 'mobile', code: 'domain.validation.required.mobile', params: {} },
      { field: 'countryCode', code: 'domain.validation.required.countryCode', params: {} },
    ]);
  });
});

describe('given any required field', () => {
  it.each(requiredFields.map((field) => [field]))('should give %s its own message', (field) => {
    expect(validateRequired({}, [field])).toEqual([{ field, code: `domain.validation.required.${field}`, params: {} }]);
  });
});

import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { serverIssueCode } from './serverIssue';

describe('serverIssueCode', () => {
  it('should give a server field code its message in both languages', () => {
    expect(serverIssueCode('validation.maxLength')).toBe('domain.validation.server.maxLength');
    expect(translate(serverIssueCode('validation.notActiveStaff'), 'en')).toBe(
      'Choose an active member of your company',
    );
    expect(translate(serverIssueCode('validation.required'), 'vn')).toBe('Trường này là bắt buộc');
  });

  it('should keep a message key as it is (of this catalogue, or an app’s own)', () => {
    expect(serverIssueCode('domain.validation.itemName.duplicate')).toBe('domain.validation.itemName.duplicate');
    expect(serverIssueCode('admCompanies.form.emailTaken')).toBe('admCompanies.form.emailTaken');
  });

  it('should read an unknown code as "not valid" instead of showing it', () => {
    expect(serverIssueCode('validation.somethingNew')).toBe('domain.validation.server.invalid');
    expect(translate(serverIssueCode('validation.somethingNew'), 'en')).toBe('Not valid');
  });
});

import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors/catalogue';
import { errorCodeForIssues, issueErrorCodes } from './errorCode';
import { issue } from './issue';

describe('given failed validation on the server', () => {
  it.each([
    ['no issue', [], undefined],
    ['a duplicate item name', [issue('name', 'domain.validation.itemName.duplicate')], 'DUPLICATE_ITEM_NAME'],
    ['a duplicate folder', [issue('name', 'domain.validation.folderName.duplicate')], 'FOLDER_EXISTED'],
    [
      'a duplicate source channel',
      [issue('name', 'domain.validation.sourceChannelName.duplicate')],
      'RESUME_SOURCE_CHANNEL_EXSITS',
    ],
    ['a missing item name', [issue('name', 'domain.validation.itemName.required')], 'NAME_FIELD_IS_REQUIRED'],
    [
      'a symbol in the first name',
      [issue('firstName', 'domain.validation.firstName.symbol')],
      'FIRST_NAME_CONTAIN_SYMBOL',
    ],
    [
      'an invalid email twice',
      [issue('a', 'domain.validation.email.invalid'), issue('b', 'domain.validation.email.invalid')],
      'INVALID_EMAIL',
    ],
    ['a required field', [issue('tel', 'domain.validation.required.tel')], 'VALIDATION_ERROR'],
    [
      'mixed issues',
      [issue('email', 'domain.validation.email.invalid'), issue('firstName', 'domain.validation.firstName.symbol')],
      'VALIDATION_ERROR',
    ],
  ] as const)('should answer %s with %s', (_name, issues, code) => {
    expect(errorCodeForIssues(issues)).toBe(code);
  });

  it('should only map to catalogue codes', () => {
    for (const code of Object.values(issueErrorCodes)) expect(isErrorCode(code)).toBe(true);
  });
});

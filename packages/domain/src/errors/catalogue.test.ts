import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, isErrorCode, messageFor, statusFor } from './catalogue';

describe('given the error catalogue of section 8', () => {
  it.each(errorCodes.map((code) => [code]))('should give %s an HTTP status and a message in both languages', (code) => {
    const entry = errorCatalogue[code];
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    expect(entry.en.trim()).not.toBe('');
    expect(entry.vn.trim()).not.toBe('');
  });

  it.each([
    ['SERVER_DOWN', 'Server is down'],
    ['WRONG_EMAIL_PASSWORD', 'Wrong email address or password'],
    ['TOKEN_EXPIRED', 'Login session expired'],
    ['TOKEN_IS_EXPIRED', 'Token is expired'],
    ['EMAIL_EXISTED', 'User has already existed'],
    ['JOBS_ALREADY_APPLIED', 'Job already applied'],
    ['WRONG_SEARCH_FORMAT', 'Oops, there are errors in your Boolean operators'],
    ['SESSION_EXPIRED', 'Your session has expired, please log in again.'],
    ['UNKNOWN_ERROR', 'Unknown error has occurred'],
    ['NETWORK_ERROR', 'Network Error'],
  ])('should keep the spec’s wording for %s', (code, text) => {
    expect(messageFor(code, 'en')).toBe(text);
  });

  it.each([
    ['SESSION_EXPIRED', 401],
    ['TOKEN_EXPIRED', 401],
    ['UNKNOWN_ERROR', 500],
    ['VALIDATION_ERROR', 400],
    ['PERMISSION_NOT_ACCEPT', 403],
    ['FILE_NOT_EXISTED', 404],
    ['EMAIL_EXISTED', 409],
    ['ILLEGAL_TRANSITION', 409],
    ['NOMINATION_NOT_REMOVABLE', 409],
    ['INTERVIEW_CANCELLED', 409],
    ['LINK_ALREADY_ANSWERED', 409],
    ['FILE_TOO_LARGE', 413],
    ['REQUEST_TOO_LARGE', 413],
  ] as const)('should answer %s with HTTP %i', (code, status) => {
    expect(statusFor(code)).toBe(status);
  });

  it.each([
    'USER_NOT_FOUND',
    'COMPANY_NOT_FOUND',
    'USER_NOT_EXISTED',
    'INVALID_EMAIL',
    'MISSING_REQUIRED_FIELD',
    'RENEW_SUBSCRIPTION_IS_REQUIRED',
    'OUT_OF_CREDITS',
    'JOBS_LATER_VIEW_EXISTED',
    'NOT_AUTHORIZED_TO_VIEW',
    'USER_NOT_ALLOWED',
    'ROLE_NOT_ALLOWED',
    'ROLE_NOT_EXISTED',
    'COMPANY_PRIMARY_USER_EXISTED',
    'JOB_NOT_EXISTED',
    'PROJECT_NOT_EXISTED',
    'SECTOR_NOT_EXISTED',
    'RESUME_NOT_EXISTED',
    'TBB_DOCUMENTS_NOT_EXISTED',
    'JOB_DOCUMENTS_NOT_EXISTED',
    'RESUME_CREATED_BY_ARMS_MUST_HAVE_COMPANY_ID',
    'ARMS_CANNOT_CREATE_RESUME',
    'ARMS_NOT_ALLOWED',
    'ORIGINAL_RESUME_NOT_FOUND',
    'INVALID_RESET_TOKEN',
    'INVALID_TOKEN',
    'NAME_FIELD_IS_REQUIRED',
    'DUPLICATE_ITEM_NAME',
    'ITEMS_SUSPENDED_BY_SYSTEM_ADMIN',
    'CURRENT_PASSWORD_NOT_CORRECTED',
    'RESUME_ID_IS_REQUIRED',
    'FOLDER_EXISTED',
    'FIRST_NAME_CONTAIN_SYMBOL',
    'DOWNLOAD_FAILED',
    'RESUME_SOURCE_CHANNEL_EXSITS',
    'NO_RECORD_FOUND_FOR_ID',
  ])('should hold the code %s named by section 8', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });
});

describe('given a code to show', () => {
  it('should show the Vietnamese message for vn', () => {
    expect(messageFor('WRONG_EMAIL_PASSWORD', 'vn')).toBe(errorCatalogue.WRONG_EMAIL_PASSWORD.vn);
  });

  it('should default to English', () => {
    expect(messageFor('SERVER_DOWN')).toBe('Server is down');
  });

  it.each([['SOMETHING_INTERNAL'], [''], ['toString'], ['__proto__']])(
    'should fall back to UNKNOWN_ERROR for %j',
    (code) => {
      expect(messageFor(code, 'en')).toBe('Unknown error has occurred');
      expect(messageFor(code, 'vn')).toBe(errorCatalogue.UNKNOWN_ERROR.vn);
    },
  );

  it.each([[42], [null], [undefined], ['toString']])('should not take %j for a code', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});

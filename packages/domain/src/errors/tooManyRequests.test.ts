import { describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode, messageFor, statusFor } from './catalogue';

describe('given the rate-limit code added for the server (docs/decisions/0040)', () => {
  it('should answer 429 with a message in both languages', () => {
    expect(isErrorCode('TOO_MANY_REQUESTS')).toBe(true);
    expect(statusFor('TOO_MANY_REQUESTS')).toBe(429);
    expect(messageFor('TOO_MANY_REQUESTS', 'en')).toMatch(/too many/i);
    expect(messageFor('TOO_MANY_REQUESTS', 'vn')).toBe(errorCatalogue.TOO_MANY_REQUESTS.vn);
  });
});

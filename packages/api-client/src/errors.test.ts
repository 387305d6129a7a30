import { messageFor } from '@arms/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh registry per test, as an app's first page: the error catalogue's Vietnamese is not loaded yet.
beforeEach(() => {
  vi.resetModules();
});

describe('given an ApiError and the error messages of one language at a time (docs/decisions/0187)', () => {
  it('should answer English at once and Vietnamese once it is loaded, never a raw code', async () => {
    const { ApiError, noResponseError } = await import('./errors');
    const failure = new ApiError('WRONG_EMAIL_PASSWORD', 400);
    expect(failure.message).toBe(messageFor('WRONG_EMAIL_PASSWORD', 'en'));
    expect(failure.localizedMessage('en')).toBe(messageFor('WRONG_EMAIL_PASSWORD', 'en'));
    // Not loaded yet: the English message rather than nothing.
    expect(failure.localizedMessage('vn')).toBe(messageFor('WRONG_EMAIL_PASSWORD', 'en'));
    expect(await failure.loadLocalizedMessage('vn')).toBe(messageFor('WRONG_EMAIL_PASSWORD', 'vn'));
    expect(failure.localizedMessage('vn')).toBe(messageFor('WRONG_EMAIL_PASSWORD', 'vn'));
    expect(noResponseError().localizedMessage('vn')).toBe(messageFor('NETWORK_ERROR', 'vn'));
  });

  it('should have the Vietnamese once @arms/domain has loaded that language', async () => {
    const { loadDomainResources } = await import('@arms/domain');
    const { ApiError } = await import('./errors');
    await loadDomainResources('vn');
    expect(new ApiError('SESSION_EXPIRED', 401).localizedMessage('vn')).toBe(messageFor('SESSION_EXPIRED', 'vn'));
  });
});

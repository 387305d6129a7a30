import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCodes, messageFor } from './catalogue';

// Each test starts from a fresh module, as an app's first page does: the Vietnamese is not loaded yet.
beforeEach(() => {
  vi.resetModules();
});

describe('given the error messages of one language at a time (docs/decisions/0187)', () => {
  it('should answer English at once, as messageFor does, and fall back to UNKNOWN_ERROR', async () => {
    const { hasErrorMessages, loadedMessageFor } = await import('./messages');
    expect(hasErrorMessages('en')).toBe(true);
    for (const code of errorCodes) expect(loadedMessageFor(code, 'en')).toBe(messageFor(code, 'en'));
    expect(loadedMessageFor('NOT_A_CODE')).toBe(messageFor('UNKNOWN_ERROR', 'en'));
  });

  it('should answer English for Vietnamese until it is loaded, then the Vietnamese of messageFor', async () => {
    const { hasErrorMessages, loadErrorMessages, loadedMessageFor } = await import('./messages');
    expect(hasErrorMessages('vn')).toBe(false);
    expect(loadedMessageFor('WRONG_EMAIL_PASSWORD', 'vn')).toBe(messageFor('WRONG_EMAIL_PASSWORD', 'en'));
    await loadErrorMessages('vn');
    expect(hasErrorMessages('vn')).toBe(true);
    for (const code of errorCodes) expect(loadedMessageFor(code, 'vn')).toBe(messageFor(code, 'vn'));
    expect(loadedMessageFor('NOT_A_CODE', 'vn')).toBe(messageFor('UNKNOWN_ERROR', 'vn'));
  });

  it('should be loaded in Vietnamese with the domain namespace of that language', async () => {
    const { loadDomainResources } = await import('../i18n/load');
    const { hasErrorMessages, loadedMessageFor } = await import('./messages');
    await loadDomainResources('vn');
    expect(hasErrorMessages('vn')).toBe(true);
    expect(loadedMessageFor('SESSION_EXPIRED', 'vn')).toBe(messageFor('SESSION_EXPIRED', 'vn'));
  });
});

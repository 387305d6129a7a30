import { describe, expect, it } from 'vitest';
import { uiResources } from './resources';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('given the ui resources', () => {
  it('should collect the strings of every component folder', () => {
    expect(Object.keys(uiResources.en.ui)).toEqual(
      expect.arrayContaining(['Button', 'Pagination', 'AppLayout', 'lang']),
    );
    expect(uiResources.en.ui.Pagination).toMatchObject({ nextPage: 'Next page' });
    expect(uiResources.vn.ui.Pagination).toMatchObject({ nextPage: 'Trang sau' });
  });

  it('should have the same keys in en and vn', () => {
    expect(keys(uiResources.vn.ui).sort()).toEqual(keys(uiResources.en.ui).sort());
  });

  it.each(['en', 'vn'] as const)('should have no empty string in %s', (lang) => {
    const walk = (v: unknown): string[] => (typeof v === 'string' ? [v] : Object.values(v as object).flatMap(walk));
    expect(walk(uiResources[lang].ui).filter((s) => s.trim() === '')).toEqual([]);
  });
});

describe('given the standalone ui i18n instance', () => {
  it('should translate @arms/domain label keys as they are', async () => {
    const { createUiI18n } = await import('./i18n');
    const en = createUiI18n('en');
    const vn = createUiI18n('vn');
    expect(en.t('domain.jobStatus.open')).not.toBe('domain.jobStatus.open');
    expect(vn.t('domain.jobStatus.open')).not.toBe(en.t('domain.jobStatus.open'));
    expect(en.t('Pagination.nextPage')).toBe('Next page');
  });
});

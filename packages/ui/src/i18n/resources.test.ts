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
    const { createUiI18n } = await import('./standalone');
    const en = createUiI18n('en');
    const vn = createUiI18n('vn');
    // @arms/domain's Vietnamese labels are a chunk of their own: the instance is ready once they loaded.
    await new Promise((resolve) => (vn.isInitialized ? resolve(undefined) : vn.on('initialized', resolve)));
    expect(en.t('domain.jobStatus.open')).not.toBe('domain.jobStatus.open');
    expect(vn.t('domain.jobStatus.open')).not.toBe(en.t('domain.jobStatus.open'));
    expect(en.t('Pagination.nextPage')).toBe('Next page');
  });
});

describe('given an app instance whose Vietnamese strings are a loader', () => {
  it('should start in English without loading them, and switch to Vietnamese once they are loaded', async () => {
    const { createAppI18n } = await import('./i18n');
    let loads = 0;
    const i18n = createAppI18n({
      namespace: 'app',
      lang: 'en',
      resources: {
        en: { app: { hello: 'Hello' } },
        vn: () => {
          loads += 1;
          return Promise.resolve({ app: { hello: 'Xin chào' } });
        },
      },
    });
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('domain.jobStatus.open')).toBe('Open');
    expect(loads).toBe(0);
    await i18n.changeLanguage('vn');
    expect(loads).toBe(1);
    expect(i18n.language).toBe('vn');
    expect(i18n.t('hello')).toBe('Xin chào');
    expect(i18n.t('domain.jobStatus.open')).not.toBe('Open');
    expect(i18n.t('Pagination.nextPage', { ns: 'ui' })).toBe('Trang sau');
  });
});

describe('given an app instance created in Vietnamese whose Vietnamese strings are a loader', () => {
  it('should be initialised in Vietnamese once they are loaded', async () => {
    const { createAppI18n } = await import('./i18n');
    const i18n = createAppI18n({
      namespace: 'app',
      lang: 'vn',
      resources: {
        en: { app: { hello: 'Hello' } },
        vn: () => Promise.resolve({ app: { hello: 'Xin chào' } }),
      },
    });
    await new Promise((resolve) => (i18n.isInitialized ? resolve(undefined) : i18n.on('initialized', resolve)));
    expect(i18n.language).toBe('vn');
    expect(i18n.t('hello')).toBe('Xin chào');
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    expect(i18n.hasLoadedNamespace('ui')).toBe(true);
    expect(i18n.hasLoadedNamespace('domain')).toBe(true);
  });
});

describe('given an app instance and components that bring their own English', () => {
  it("should start without @arms/ui English and add a component's strings, once, when it renders", async () => {
    const { renderHook } = await import('@testing-library/react');
    const { createElement } = await import('react');
    const { I18nextProvider } = await import('react-i18next');
    const { createAppI18n, useUiTranslation } = await import('./i18n');
    const i18n = createAppI18n({ namespace: 'app', lang: 'en', resources: { en: { app: {} }, vn: {} } });
    i18n.addResourceBundle('en', 'ui', { Pagination: { previousPage: 'Back' } }, true, false);
    expect(i18n.exists('Pagination.nextPage', { ns: 'ui' })).toBe(false);
    const strings = { Pagination: { nextPage: 'Next page', previousPage: 'Previous page' } };
    const { result, rerender } = renderHook(() => useUiTranslation(strings), {
      wrapper: ({ children }) => createElement(I18nextProvider, { i18n }, children),
    });
    expect(result.current.t('Pagination.nextPage')).toBe('Next page');
    // What the instance already had (an app's own wording) is kept.
    expect(result.current.t('Pagination.previousPage')).toBe('Back');
    i18n.addResourceBundle('en', 'ui', { Pagination: { nextPage: 'Onward' } }, true, true);
    rerender();
    expect(result.current.t('Pagination.nextPage')).toBe('Onward');
  });
});

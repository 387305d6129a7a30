import { beforeEach, describe, expect, it, vi } from 'vitest';

// The setup file loads @arms/domain's English labels before every file; these tests start from a fresh
// module registry, as an app's first page does: the labels are a chunk of their own (docs/decisions/0187).
beforeEach(() => {
  vi.resetModules();
});

const fresh = async () => {
  const domain = await import('@arms/domain');
  const i18n = await import('./i18n');
  const { ArmsProvider } = await import('../ArmsProvider');
  // React and Testing Library from the same fresh registry as the provider.
  const testing = await import('@testing-library/react');
  return { domain, i18n, ArmsProvider, testing };
};

describe('given an app instance made before @arms/domain English labels have loaded', () => {
  it('should have the error messages at once and the labels once loadDomainLabels resolves', async () => {
    const { domain, i18n } = await fresh();
    expect(domain.loadedDomainResources('en')).toBeUndefined();
    const app = i18n.createAppI18n({
      namespace: 'app',
      lang: 'en',
      resources: { en: { app: { hello: 'Hello' } }, vn: () => Promise.resolve({ app: { hello: 'Xin chào' } }) },
    });
    expect(app.t('hello')).toBe('Hello');
    expect(app.t('domain.errors.WRONG_EMAIL_PASSWORD')).toBe(domain.messageFor('WRONG_EMAIL_PASSWORD', 'en'));
    const changed = vi.fn();
    app.on('languageChanged', changed);
    await i18n.loadDomainLabels();
    expect(app.t('domain.jobStatus.open')).toBe('Open');
    expect(app.t('domain.validation.general.required')).toBe(domain.translate('domain.validation.general.required'));
    // Components that rendered before render again.
    expect(changed).toHaveBeenCalledWith('en');
    expect(domain.loadedDomainResources('en')).toEqual(domain.domainResources.en);
  });

  it('should finish a switch to Vietnamese whose strings arrive after the labels', async () => {
    const { i18n } = await fresh();
    let deliver: (resources: { app: { hello: string } }) => void = () => {};
    const vn = new Promise<{ app: { hello: string } }>((resolve) => (deliver = resolve));
    const app = i18n.createAppI18n({
      namespace: 'app',
      lang: 'en',
      resources: { en: { app: { hello: 'Hello' } }, vn: () => vn },
    });
    // The visitor picks Vietnamese; the labels chunk arrives while the Vietnamese strings are on their way.
    const switched = app.changeLanguage('vn');
    await i18n.loadDomainLabels();
    deliver({ app: { hello: 'Xin chào' } });
    await switched;
    expect(app.language).toBe('vn');
    expect(app.t('hello')).toBe('Xin chào');
    expect(window.localStorage.getItem('arms.lang')).toBe('vn');
    window.localStorage.removeItem('arms.lang');
  });

  it('should not overwrite a language chosen meanwhile in another tab when the labels arrive', async () => {
    const { i18n } = await fresh();
    i18n.createAppI18n({ namespace: 'app', lang: 'en', resources: { en: { app: {} }, vn: {} } });
    window.localStorage.setItem('arms.lang', 'vn');
    await i18n.loadDomainLabels();
    expect(window.localStorage.getItem('arms.lang')).toBe('vn');
    window.localStorage.removeItem('arms.lang');
  });

  it("should keep an app's own wording of a label when the labels arrive", async () => {
    const { i18n } = await fresh();
    const app = i18n.createAppI18n({
      namespace: 'app',
      lang: 'en',
      resources: { en: { app: {}, domain: { jobStatus: { open: 'Live' } } }, vn: {} },
    });
    await i18n.loadDomainLabels();
    expect(app.t('domain.jobStatus.open')).toBe('Live');
    expect(app.t('domain.jobStatus.close')).toBe('Close');
  });
});

describe('given an ArmsProvider without an instance, before @arms/domain English labels have loaded', () => {
  it('should render its children once the labels are there, never the raw key', async () => {
    const { ArmsProvider, i18n, testing } = await fresh();
    const { act, render, screen } = testing;
    const { useTranslation } = await import('react-i18next');
    function Label() {
      const { t } = useTranslation('ui');
      return <p>{t('domain.jobStatus.open')}</p>;
    }
    render(
      <ArmsProvider>
        <Label />
      </ArmsProvider>,
    );
    expect(screen.queryByText('domain.jobStatus.open')).toBeNull();
    await act(async () => {
      await i18n.loadDomainLabels();
    });
    expect((await screen.findByText('Open')).tagName).toBe('P');
    expect(screen.queryByText('domain.jobStatus.open')).toBeNull();
  });
});

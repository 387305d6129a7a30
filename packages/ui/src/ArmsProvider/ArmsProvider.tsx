import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StyleSheetManager } from 'styled-components';
import { addUiResources, type UiLang } from '../i18n';
import { createRenderedUiI18n, hasDomainLabels, onDomainLabels } from '../i18n/i18n';
import { GlobalStyle, type ThemeName } from '../theme';

export interface ArmsProviderProps {
  /**
   * The app's i18next instance; the `ui` namespace is added to it. Without one, a standalone instance
   * with only the `ui` strings is used (stories, small consumers).
   */
  i18n?: I18n;
  /** The interface language; when set, the instance switches to it. */
  lang?: UiLang;
  /** The colour theme. @default 'light' */
  theme?: ThemeName;
  children: ReactNode;
}

// Props that must never reach the DOM (styled-components 6 forwards everything by default).
const shouldForwardProp = (prop: string) => !prop.startsWith('$');

/**
 * Whether the instance has its first language's resources. An instance whose language's strings load
 * on demand (Vietnamese, ADR 0180) is ready a moment after it is made; until then nothing is rendered,
 * so no screen shows the other language's words or raw keys. The wait happens here, not by suspending,
 * so a parent that creates the instance while rendering keeps it.
 */
function useInitialised(instance: I18n): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      instance.on('initialized', changed);
      return () => instance.off('initialized', changed);
    },
    [instance],
  );
  const initialised = useCallback(() => instance.isInitialized, [instance]);
  return useSyncExternalStore(subscribe, initialised, initialised);
}

/**
 * Whether an instance made here has @arms/domain's English labels: they are a chunk of their own (ADR
 * 0187), and a provider without the app's instance (stories, small consumers) shows its children once
 * they are there, so a component never shows a label's raw key. An app's own instance is not waited for:
 * its router waits for the labels on the screens that need them.
 */
function useDomainLabels(instance: I18n, own: boolean): boolean {
  const subscribe = useCallback((changed: () => void) => onDomainLabels(instance, changed), [instance]);
  const has = useCallback(() => !own || hasDomainLabels(instance), [instance, own]);
  return useSyncExternalStore(subscribe, has, has);
}

/** Provides the theme's CSS variables, the `ui` translations and the colour theme to its children. */
export function ArmsProvider({ i18n, lang, theme = 'light', children }: ArmsProviderProps) {
  const instance = useMemo(() => (i18n ? addUiResources(i18n) : createRenderedUiI18n(lang ?? 'en')), [i18n, lang]);
  useEffect(() => {
    if (lang && instance.language !== lang) void instance.changeLanguage(lang);
  }, [instance, lang]);
  const labelled = useDomainLabels(instance, !i18n);
  const ready = useInitialised(instance) && labelled;
  return (
    <I18nextProvider i18n={instance}>
      <StyleSheetManager shouldForwardProp={shouldForwardProp}>
        <GlobalStyle />
        <div data-arms-theme={theme} style={{ minHeight: '100%' }}>
          {ready ? children : null}
        </div>
      </StyleSheetManager>
    </I18nextProvider>
  );
}

import { createAppI18n } from '@arms/ui';
import { english } from './resources';

/**
 * The arms app's i18next instance: its own strings, @arms/domain's labels and @arms/ui's. English is
 * bundled; the Vietnamese strings (the app's and @arms/domain's) are a chunk of their own, loaded when
 * Vietnamese is used (ADR 0180).
 */
export function createI18n(lang?: 'en' | 'vn') {
  return createAppI18n({
    namespace: 'arms',
    ...(lang ? { lang } : {}),
    resources: {
      en: english,
      vn: () => import('./resources.vn').then((m) => m.vietnamese),
    },
  });
}

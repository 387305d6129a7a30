import type { Lang } from '../errors/catalogue';

/** The Intl locale of each interface language (section 1; ARCHITECTURE "vn maps to vi"). */
export const intlLocales = { en: 'en-US', vn: 'vi-VN' } as const satisfies Record<Lang, string>;

/** The Intl locale for an interface language: `vn` uses `vi` (section 1); unknown languages use English. */
export function localeFor(lang: Lang | string): string {
  return lang === 'vn' ? intlLocales.vn : intlLocales.en;
}

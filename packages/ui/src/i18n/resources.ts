import { uiEnglish } from './english';
import { uiVietnamese } from './vietnamese';

/**
 * Every visible string and aria label of @arms/ui, in English and Vietnamese (namespace `ui`, keys
 * `<Component>.<purpose>`). Apps add them to their i18next instance with `addUiResources(i18n)`, which
 * bundles English and loads Vietnamese when it is first used (`loadUiResources`).
 */
export const uiResources = { en: uiEnglish, vn: uiVietnamese } as const;
export type UiResources = (typeof uiResources)['en']['ui'];

export { addUiResources, createAppI18n, createUiI18n, rememberedLang, useUiTranslation } from './i18n';
export type { UiLang } from './i18n';
export { uiResources } from './resources';
export type { UiResources } from './resources';

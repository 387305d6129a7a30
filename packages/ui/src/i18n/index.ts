export { addUiResources, createAppI18n, loadDomainLabels, rememberedLang, useUiTranslation } from './i18n';
export { createUiI18n } from './standalone';
export type { LanguageResources, LanguageSource, UiLang } from './i18n';
export { loadUiResources } from './load';
export { uiResources } from './resources';
export type { UiResources } from './resources';
export { defineNamespace } from './defineNamespace';
export type { NamespaceStrings } from './defineNamespace';

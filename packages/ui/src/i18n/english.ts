import { collect, type StringsModule } from './collect';

// Every `<Component>/<name>.strings.ts` is picked up at build time: a component's strings live beside it.
const modules = import.meta.glob<StringsModule>('../*/*.strings.ts', { eager: true });

/** Every @arms/ui string in English (namespace `ui`): for `createUiI18n`, `uiResources` and `loadUiResources('en')`; apps get each component's English as it renders (`useUiTranslation`). */
export const uiEnglish = { ui: collect(modules) };

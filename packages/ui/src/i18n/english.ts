import { collect, type StringsModule } from './collect';

// Every `<Component>/<name>.strings.ts` is picked up at build time: a component's strings live beside it.
const modules = import.meta.glob<StringsModule>('../*/*.strings.ts', { eager: true });

/** @arms/ui's strings in English (namespace `ui`), the default and fallback language: bundled. */
export const uiEnglish = { ui: collect(modules) };

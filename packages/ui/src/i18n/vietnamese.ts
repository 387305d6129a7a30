import { collect, type StringsModule } from './collect';

// Every `<Component>/<name>.strings.vn.ts`: the Vietnamese beside the English.
const modules = import.meta.glob<StringsModule>('../*/*.strings.vn.ts', { eager: true });

/** @arms/ui's strings in Vietnamese (namespace `ui`): a chunk of its own, loaded when Vietnamese is used. */
export const uiVietnamese = { ui: collect(modules) };

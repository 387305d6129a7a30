import type { defineStrings } from './defineStrings';

type Strings = ReturnType<typeof defineStrings<Record<string, unknown>>>;

// Every `<Component>/<name>.strings.ts` is picked up at build time: a component's strings live beside
// it, and the namespace key is its folder name (`ui.DataTable.nextPage`). `languages.strings.ts`
// holds the language names under `ui.lang`.
const modules = import.meta.glob<Record<string, Strings>>('../*/*.strings.ts', { eager: true });

function collect(lang: 'en' | 'vn'): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, exports] of Object.entries(modules)) {
    const [, folder = '', name = ''] = /\.\.\/([^/]+)\/([^/]+)\.strings\.ts$/.exec(file) ?? [];
    const key = name === 'languages' ? 'lang' : folder;
    for (const strings of Object.values(exports))
      out[key] = { ...out[key], ...(strings[lang] as Record<string, unknown>) };
  }
  return out;
}

/**
 * Every visible string and aria label of @arms/ui, in English and Vietnamese (namespace `ui`, keys
 * `<Component>.<purpose>`). Apps add them to their i18next instance with `addUiResources(i18n)`.
 */
export const uiResources = { en: { ui: collect('en') }, vn: { ui: collect('vn') } } as const;
export type UiResources = (typeof uiResources)['en']['ui'];

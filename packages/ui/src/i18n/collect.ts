/** A component's strings file: its one export is the component's strings in one language. */
export type StringsModule = Record<string, Record<string, unknown>>;

/**
 * The `ui` namespace of one language from its strings files (`../<Folder>/<name>.strings[.vn].ts`):
 * the key is the folder name (`ui.DataTable.nextPage`); `languages.strings.ts` holds the language
 * names under `ui.lang`.
 */
export function collect(modules: Record<string, StringsModule>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, exports] of Object.entries(modules)) {
    const [, folder = '', name = ''] = /\.\.\/([^/]+)\/([^/.]+)\.strings(?:\.vn)?\.ts$/.exec(file) ?? [];
    const key = name === 'languages' ? 'lang' : folder;
    for (const strings of Object.values(exports)) out[key] = { ...out[key], ...strings };
  }
  return out;
}

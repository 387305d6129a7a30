import type { Lang } from '../errors/catalogue';
import { localeFor } from '../format/locale';
import { domainResources } from './resources';
import type { LabelKey } from './resources';

/** Interpolation values of a message, e.g. `{ min: 8 }` for `{{min}}`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Text for the app to translate: an i18n key of the `domain` namespace and its interpolation values. */
export interface Translatable {
  readonly key: LabelKey;
  readonly params?: MessageParams;
}

type Tree = { readonly [key: string]: string | Tree };

function lookup(lang: Lang, path: readonly string[]): string | undefined {
  let node: string | Tree | undefined = domainResources[lang].domain as unknown as Tree;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pathOf(key: string): string[] | undefined {
  const parts = key.split('.');
  return parts[0] === 'domain' && parts.length > 1 ? parts.slice(1) : undefined;
}

/** Whether a key names a text of this package in the given language (section 1). */
export function hasLabel(key: string, lang: Lang = 'en'): boolean {
  const path = pathOf(key);
  if (!path) return false;
  if (lookup(lang, path) !== undefined) return true;
  const last = path.length - 1;
  return (
    lookup(
      lang,
      path.map((part, index) => (index === last ? `${part}_other` : part)),
    ) !== undefined
  );
}

/**
 * Translates a key of this package into an interface language (sections 1 and 8) the way i18next
 * would, for callers without i18next (the server's emails, tests): `{{name}}` interpolation, `_one`/`_other` plurals chosen by `count` with the
 * language's plural rules (`vn` uses `vi`). An unknown key comes back unchanged, as i18next does.
 */
export function translate(key: LabelKey | Translatable | string, lang: Lang = 'en', params?: MessageParams): string {
  const wanted = typeof key === 'string' ? key : key.key;
  const values = { ...(typeof key === 'string' ? {} : key.params), ...params };
  const path = pathOf(wanted);
  if (!path) return wanted;
  const last = path.length - 1;
  const withSuffix = (suffix: string) =>
    lookup(
      lang,
      path.map((part, index) => (index === last ? `${part}_${suffix}` : part)),
    );
  let text: string | undefined;
  if (typeof values.count === 'number') {
    text = withSuffix(new Intl.PluralRules(localeFor(lang)).select(values.count)) ?? withSuffix('other');
  }
  text ??= lookup(lang, path) ?? withSuffix('other');
  if (text === undefined) return wanted;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

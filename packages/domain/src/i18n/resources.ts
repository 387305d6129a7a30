import { errorCatalogue, errorCodes } from '../errors/catalogue';
import type { ErrorCode, Lang } from '../errors/catalogue';
import { en } from './en';
import { vn } from './vn';

/** The i18next namespace of this package's texts. */
export const domainNamespace = 'domain';

function errorMessages(lang: Lang): Readonly<Record<ErrorCode, string>> {
  return Object.fromEntries(errorCodes.map((code) => [code, errorCatalogue[code][lang]])) as Record<ErrorCode, string>;
}

/**
 * The i18next resources of the `domain` namespace in both interface languages (sections 1 and 8):
 * every label of the vocabularies, validators, routes, menus and formatters, and the error catalogue's
 * messages under `errors.<CODE>`. Load with `i18next.addResourceBundle` or as `resources`.
 */
export const domainResources = {
  en: { domain: { ...en, errors: errorMessages('en') } },
  vn: { domain: { ...vn, errors: errorMessages('vn') } },
} as const;

type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;

/** Every key path of a resource tree; a plural family `x_one`/`x_other` also yields `x`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | `${Prefix}${PluralBase<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** An i18n key of this package, `domain.<path>`: what labels, validation codes and titles hold. */
export type LabelKey = `domain.${Leaves<(typeof domainResources)['en']['domain']>}`;

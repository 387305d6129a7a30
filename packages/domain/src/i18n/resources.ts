import { domainEnglish } from './english';
import { domainVietnamese } from './vietnamese';

/** The i18next namespace of this package's texts. */
export const domainNamespace = 'domain';

/**
 * The i18next resources of the `domain` namespace in both interface languages (sections 1 and 8):
 * every label of the vocabularies, validators, routes, menus and formatters, and the error catalogue's
 * messages under `errors.<CODE>`. Load with `i18next.addResourceBundle` or as `resources`. An app that
 * ships one language at a time uses `loadDomainResources(lang)` instead.
 */
export const domainResources = { en: domainEnglish, vn: domainVietnamese } as const;

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

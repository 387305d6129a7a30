import { useTranslation } from 'react-i18next';

/** Same keys as the English strings, any text: the Vietnamese resource must have every key. */
export type NamespaceStrings<T> = { [K in keyof T]: T[K] extends string ? string : NamespaceStrings<T[K]> };

/**
 * One screen area's strings as their own i18next namespace, added the first time the area renders so
 * they travel in the area's lazily loaded chunk rather than the login bundle. Returns the area's
 * `useTranslation`: `const useJobsStrings = defineNamespace('empJobs', { en, vn })`.
 */
export function defineNamespace<T extends object>(namespace: string, resources: { en: T; vn: NamespaceStrings<T> }) {
  return function useStrings() {
    const { i18n } = useTranslation();
    if (!i18n.hasResourceBundle('en', namespace)) {
      i18n.addResourceBundle('en', namespace, resources.en, true, true);
      i18n.addResourceBundle('vn', namespace, resources.vn, true, true);
    }
    return useTranslation(namespace);
  };
}

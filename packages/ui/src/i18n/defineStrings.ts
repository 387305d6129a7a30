type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * One component's strings in both interface languages; the Vietnamese must have exactly the English
 * keys, so a missing translation fails to compile.
 */
export function defineStrings<const T extends Record<string, unknown>>(en: T, vn: Shape<T>) {
  return { en, vn } as const;
}

/**
 * The Vietnamese of a component's strings (`<Component>.strings.vn.ts`): exactly the English keys
 * (`<Component>.strings.ts`), so a missing or extra translation fails to compile.
 */
export type StringsShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : StringsShape<T[K]> };

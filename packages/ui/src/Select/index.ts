export { Select } from './Select';
export type { SelectFieldProps, SelectProps } from './Select';
export type { SelectOption, SelectValue } from './options';
export type { LoadOptions } from './useAsyncOptions';

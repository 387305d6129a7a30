export { Select } from './Select';
export type { SelectFieldProps, SelectProps } from './Select';
export type { SelectOption, SelectValue } from '../internal/combobox/options';
export type { LoadOptions } from '../internal/combobox/useAsyncOptions';

export { BooleanSearchInput } from './BooleanSearchInput';
export type { BooleanSearchInputProps, BooleanSearchInputState } from './BooleanSearchInput';

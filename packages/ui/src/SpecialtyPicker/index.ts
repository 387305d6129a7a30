export { SpecialtyPicker } from './SpecialtyPicker';
export type { SpecialtyPickerProps } from './SpecialtyPicker';

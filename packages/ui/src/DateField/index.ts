export { DateField } from './DateField';
export type { DateFieldMode, DateFieldProps } from './DateField';

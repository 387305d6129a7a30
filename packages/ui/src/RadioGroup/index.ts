export { RadioGroup } from './RadioGroup';
export type { RadioGroupOption, RadioGroupProps } from './RadioGroup';

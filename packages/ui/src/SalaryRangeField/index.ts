export { SalaryRangeField } from './SalaryRangeField';
export type {
  SalaryRangeFieldPart,
  SalaryRangeFieldProps,
  SalaryRangeFieldState,
  SalaryRangeValue,
} from './SalaryRangeField';

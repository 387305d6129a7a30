import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './SalaryRangeField.strings';

/** `ui.SalaryRangeField.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const salaryRangeFieldStrings: StringsShape<typeof english.salaryRangeFieldStrings> = {
  label: 'Khoảng lương',
  min: 'Lương tối thiểu',
  max: 'Lương tối đa',
  currency: 'Tiền tệ',
  period: 'Tần suất',
  selectCurrency: 'Chọn tiền tệ',
  selectPeriod: 'Chọn tần suất',
};

import { defineStrings } from '../i18n/defineStrings';

/** The `ui.SalaryRangeField.*` strings, in English and Vietnamese. */
export const salaryRangeFieldStrings = defineStrings(
  {
    label: 'Salary range',
    min: 'Min salary',
    max: 'Max salary',
    currency: 'Currency',
    period: 'Frequency',
    selectCurrency: 'Select currency',
    selectPeriod: 'Select frequency',
  },
  {
    label: 'Khoảng lương',
    min: 'Lương tối thiểu',
    max: 'Lương tối đa',
    currency: 'Tiền tệ',
    period: 'Tần suất',
    selectCurrency: 'Chọn tiền tệ',
    selectPeriod: 'Chọn tần suất',
  },
);

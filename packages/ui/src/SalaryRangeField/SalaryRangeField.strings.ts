/** The `ui.SalaryRangeField.*` strings in English (the Vietnamese: `SalaryRangeField.strings.vn.ts`). */
export const salaryRangeFieldStrings = {
  label: 'Salary range',
  min: 'Min salary',
  max: 'Max salary',
  currency: 'Currency',
  period: 'Frequency',
  selectCurrency: 'Select currency',
  selectPeriod: 'Select frequency',
};

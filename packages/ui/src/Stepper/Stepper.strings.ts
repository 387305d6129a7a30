/** The `ui.Stepper.*` strings in English (the Vietnamese: `Stepper.strings.vn.ts`). */
export const stepperStrings = {
  label: 'Progress',
  complete: 'completed',
  upcoming: 'not started',
};

import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Flag.strings';

/** `ui.Flag.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const flagStrings: StringsShape<typeof english.flagStrings> = {
  label: 'Cờ {{colourLower}}',
};

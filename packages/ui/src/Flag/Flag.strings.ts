import { defineStrings } from '../i18n/defineStrings';

/**
 * The `ui.Flag.*` strings, in English and Vietnamese. `{{colour}}` is the domain's colour label as it
 * is ("Red"), `{{colourLower}}` the same in lower case, for languages that put it mid-phrase.
 */
export const flagStrings = defineStrings(
  {
    label: '{{colour}} flag',
  },
  {
    label: 'Cờ {{colourLower}}',
  },
);

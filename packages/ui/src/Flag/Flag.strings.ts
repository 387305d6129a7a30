/**
 * The `ui.Flag.*` strings in English (the Vietnamese: `Flag.strings.vn.ts`). `{{colour}}` is the domain's colour label as it
 * is ("Red"), `{{colourLower}}` the same in lower case, for languages that put it mid-phrase.
 */
export const flagStrings = {
  label: '{{colour}} flag',
};

/** The `ui.Select.*` strings, in English and Vietnamese; MultiSelect shares the list's messages. */
export const selectStrings = {
  noOptions: 'Sorry, no matching options',
  loading: 'Loading options…',
  loadError: 'The options could not be loaded',
  showOptions: 'Show options',
  clear: 'Clear selection',
};

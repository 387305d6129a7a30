/** The `ui.MultiSelect.*` strings, in English and Vietnamese (the list's own messages are `ui.Select.*`). */
export const multiSelectStrings = {
  selectAll: 'Select All',
  clearSelection: 'Clear Selection',
  selected: 'Selected',
  remove: 'Remove {{label}}',
  chipHint: 'Press Delete or Backspace to remove',
  maxReached: 'You have selected the maximum of {{max}}',
};

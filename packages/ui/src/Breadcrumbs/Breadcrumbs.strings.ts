/** The `ui.Breadcrumbs.*` strings in English (the Vietnamese: `Breadcrumbs.strings.vn.ts`). */
export const breadcrumbsStrings = {
  label: 'Breadcrumbs',
  showAll: 'Show the whole path',
};

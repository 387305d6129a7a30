import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Breadcrumbs.*` strings, in English and Vietnamese. */
export const breadcrumbsStrings = defineStrings(
  {
    label: 'Breadcrumbs',
    showAll: 'Show the whole path',
  },
  {
    label: 'Đường dẫn',
    showAll: 'Hiện toàn bộ đường dẫn',
  },
);

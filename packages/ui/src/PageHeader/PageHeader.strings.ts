import { defineStrings } from '../i18n/defineStrings';

/** The `ui.PageHeader.*` strings, in English and Vietnamese. */
export const pageHeaderStrings = defineStrings(
  {
    actions: 'Page actions',
  },
  {
    actions: 'Thao tác trên trang',
  },
);

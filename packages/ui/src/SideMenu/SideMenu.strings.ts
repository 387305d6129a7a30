import { defineStrings } from '../i18n/defineStrings';

/** The `ui.SideMenu.*` strings, in English and Vietnamese. */
export const sideMenuStrings = defineStrings(
  {
    label: 'Main navigation',
  },
  {
    label: 'Điều hướng chính',
  },
);

import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Drawer.*` strings, in English and Vietnamese. */
export const drawerStrings = defineStrings(
  {
    close: 'Close panel',
  },
  {
    close: 'Đóng bảng',
  },
);

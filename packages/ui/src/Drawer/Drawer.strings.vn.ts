import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Drawer.strings';

/** `ui.Drawer.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const drawerStrings: StringsShape<typeof english.drawerStrings> = {
  close: 'Đóng bảng',
};

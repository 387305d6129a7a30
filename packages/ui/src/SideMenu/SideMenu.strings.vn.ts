import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './SideMenu.strings';

/** `ui.SideMenu.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const sideMenuStrings: StringsShape<typeof english.sideMenuStrings> = {
  label: 'Điều hướng chính',
};

import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './PageHeader.strings';

/** `ui.PageHeader.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const pageHeaderStrings: StringsShape<typeof english.pageHeaderStrings> = {
  actions: 'Thao tác trên trang',
};

import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Tag.strings';

/** `ui.Tag.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const tagStrings: StringsShape<typeof english.tagStrings> = {
  remove: 'Xóa {{label}}',
};

import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './TextArea.strings';

/** `ui.TextArea.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const textAreaStrings: StringsShape<typeof english.textAreaStrings> = {
  count: '{{count}} / {{max}} ký tự',
};

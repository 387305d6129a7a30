import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './languages.strings';

/** `ui.lang.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const languageStrings: StringsShape<typeof english.languageStrings> = {
  en: 'English',
  vn: 'Tiếng Việt',
};

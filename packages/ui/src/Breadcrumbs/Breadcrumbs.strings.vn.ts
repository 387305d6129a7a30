import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Breadcrumbs.strings';

/** `ui.Breadcrumbs.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const breadcrumbsStrings: StringsShape<typeof english.breadcrumbsStrings> = {
  label: 'Đường dẫn',
  showAll: 'Hiện toàn bộ đường dẫn',
};

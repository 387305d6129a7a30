import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './ServerDownDialog.strings';

/** `ui.ServerDownDialog.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const serverDownDialogStrings: StringsShape<typeof english.serverDownDialogStrings> = {
  title: 'Máy chủ không phản hồi',
  message: 'Có thể hệ thống đang bảo trì theo lịch. Vui lòng đợi một lát rồi thử lại.',
  tryAgain: 'Thử lại',
  stillDown: 'Máy chủ vẫn chưa phản hồi. Vui lòng thử lại sau vài phút.',
};

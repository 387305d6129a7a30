import { defineStrings } from '../i18n/defineStrings';

/** The `ui.ServerDownDialog.*` strings, in English and Vietnamese. */
export const serverDownDialogStrings = defineStrings(
  {
    title: 'The server is not responding',
    message: 'It may be down for scheduled maintenance. Please wait a moment and try again.',
    tryAgain: 'Try again',
    stillDown: 'The server is still not responding. Please try again in a few minutes.',
  },
  {
    title: 'Máy chủ không phản hồi',
    message: 'Có thể hệ thống đang bảo trì theo lịch. Vui lòng đợi một lát rồi thử lại.',
    tryAgain: 'Thử lại',
    stillDown: 'Máy chủ vẫn chưa phản hồi. Vui lòng thử lại sau vài phút.',
  },
);

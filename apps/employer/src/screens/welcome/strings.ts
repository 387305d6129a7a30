import { defineNamespace } from '@arms/ui';

export const useWelcomeStrings = defineNamespace('empWelcome', {
  en: {
    title: 'Welcome to ARMS, {{name}}',
    intro: 'Six steps set up {{company}} for hiring. Each one opens the screen that does it.',
    introNoCompany: 'Six steps set up your company for hiring. Each one opens the screen that does it.',
    progress: '{{done}} of {{total}} steps done',
    stepsLabel: 'Setup steps',
    done: 'Done',
    todo: 'To do',
    unknown: 'Status unavailable',
    noAccess: 'Ask your account administrator to do this step.',
    allDone: 'Your company is set up. Happy hiring!',
    loadError: 'The progress of the setup could not be loaded.',
    retry: 'Try again',
  },
  vn: {
    title: 'Chào mừng đến với ARMS, {{name}}',
    intro: 'Sáu bước thiết lập {{company}} để tuyển dụng. Mỗi bước mở màn hình thực hiện bước đó.',
    introNoCompany: 'Sáu bước thiết lập công ty của bạn để tuyển dụng. Mỗi bước mở màn hình thực hiện bước đó.',
    progress: 'Đã xong {{done}}/{{total}} bước',
    stepsLabel: 'Các bước thiết lập',
    done: 'Đã xong',
    todo: 'Chưa làm',
    unknown: 'Không rõ trạng thái',
    noAccess: 'Hãy nhờ quản trị viên tài khoản thực hiện bước này.',
    allDone: 'Công ty của bạn đã được thiết lập. Chúc tuyển dụng thành công!',
    loadError: 'Không tải được tiến độ thiết lập.',
    retry: 'Thử lại',
  },
});

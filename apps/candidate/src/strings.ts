/**
 * The candidate site's strings (namespace `candidate`), in English and Vietnamese. A plain typed
 * dictionary instead of i18next keeps the site inside its 100 kB budget (docs/decisions/0161); `{name}`
 * placeholders are filled by `fill`.
 */
const en = {
  brand: 'ARMS Careers',
  language: 'Language',
  languages: { en: 'English', vn: 'Tiếng Việt' },
  loading: 'Loading…',
  landing: {
    title: 'Your application',
    body: 'Employers using ARMS send you a link by email to apply for a job or to answer about a nomination. Open the link from that email to continue.',
    expiry: 'Invitation links work for one day; feedback links for seven days.',
  },
  problem: {
    expired: {
      title: 'This link has expired',
      body: 'For your security, invitation links work for one day and feedback links for seven days.',
      next: 'Reply to the email you received and ask the employer to send you a new link.',
    },
    invalid: {
      title: 'This link does not work',
      body: 'The link may be incomplete: some email apps cut long links.',
      next: 'Open the link again from the email, or copy the whole address into your browser. If it still does not work, ask the sender for a new link.',
    },
    appliedAlready: {
      title: 'You have already applied',
      body: 'Your application for this job has reached the employer.',
      next: 'There is nothing more to do: the employer will contact you if your profile fits.',
    },
    answeredAlready: {
      title: 'Your feedback was already sent',
      body: 'This nomination already has your answer.',
      next: 'To change it, contact the recruiter who nominated the candidate.',
    },
    unreachable: {
      title: 'We cannot reach ARMS right now',
      body: 'Your connection may be down, or the service is briefly unavailable.',
      next: 'Check your connection and try again.',
    },
    retry: 'Try again',
  },
  job: {
    anonymous: 'Confidential employer',
    at: 'at {company}',
    location: 'Location',
    salary: 'Salary',
    description: 'About the job',
    notStated: 'Not stated',
    negotiable: 'Negotiable',
    range: '{min} – {max}',
    periods: { 1: 'per hour', 2: 'per day', 3: 'per month', 4: 'per year' } as Record<string, string>,
  },
  apply: {
    heading: 'Apply for this job',
    intro: 'It takes about two minutes. Fields marked * are required.',
    firstName: 'First name *',
    lastName: 'Last name',
    email: 'Email *',
    phone: 'Phone *',
    phoneHint: 'With the country code, for example +65 9123 4567.',
    cv: 'Your CV *',
    cvHint: 'PDF or Word, up to 10 MB.',
    cvChoose: 'Choose a file',
    cvChange: 'Choose another file',
    cvChosen: 'Chosen: {name} ({size})',
    uploading: 'Sending your application: {percent}%',
    consent:
      'I agree that the employer keeps and uses my details to consider me for this job, as its data protection policy says. *',
    policy: 'Read the data protection policy',
    submit: 'Send my application',
    sending: 'Sending…',
    failed: 'Your application was not sent: the connection or the service failed. Everything you entered is kept here.',
    retry: 'Send again',
    doneTitle: 'Application sent',
    doneBody:
      'Thank you, {name}. The employer has your application for {position} and will contact you if your profile fits.',
    errorsTitle: 'Please check these fields:',
  },
  feedback: {
    title: 'Your feedback on a nominated candidate',
    nominatedFor: 'Nominated for {position} at {company}',
    experience: 'Experience',
    years: '{count} years',
    lessThanYear: 'Less than a year',
    availability: 'Available',
    immediately: 'Immediately',
    inDays: 'In {count} days',
    skills: 'Skills',
    remarks: 'Recruiter’s note',
    actionLegend: 'Your decision *',
    actions: {
      notShortlisted: 'Not shortlisted',
      arrangeForInterview: 'Arrange for interview',
      keepInView: 'Keep in view',
      considerForFuture: 'Consider for future',
      notSuitable: 'Not suitable',
    } as Record<string, string>,
    comment: 'Comment for the recruiter',
    commentHint: 'Optional. What should the recruiter know?',
    submit: 'Send my feedback',
    failed: 'Your feedback was not sent: the connection or the service failed. Your choice and comment are kept here.',
    retry: 'Send again',
    doneTitle: 'Feedback sent',
    doneBody: 'Thank you. The recruiter now sees your answer “{action}” for {name}.',
  },
  validation: {
    required: 'This field is required.',
    email: 'Enter an email address like name@example.com.',
    phone: 'Enter a phone number of 6 to 40 digits; you may start with +.',
    tooLong: 'This is too long.',
    consent: 'Please accept the data protection policy to apply.',
    cvType: 'Choose a PDF or Word file.',
    cvSize: 'This file is larger than 10 MB.',
    action: 'Choose one decision.',
    invalid: 'This value is not accepted.',
  },
};

/** The shape of the dictionary: every language has every string. */
export type Strings = typeof en;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const vn: Shape<Strings> = {
  brand: 'ARMS Tuyển dụng',
  language: 'Ngôn ngữ',
  languages: { en: 'English', vn: 'Tiếng Việt' },
  loading: 'Đang tải…',
  landing: {
    title: 'Hồ sơ ứng tuyển của bạn',
    body: 'Nhà tuyển dụng dùng ARMS sẽ gửi cho bạn một liên kết qua email để ứng tuyển công việc hoặc phản hồi về một đề cử. Hãy mở liên kết trong email đó để tiếp tục.',
    expiry: 'Liên kết mời ứng tuyển có hiệu lực một ngày; liên kết phản hồi có hiệu lực bảy ngày.',
  },
  problem: {
    expired: {
      title: 'Liên kết này đã hết hạn',
      body: 'Để bảo mật, liên kết mời ứng tuyển có hiệu lực một ngày và liên kết phản hồi có hiệu lực bảy ngày.',
      next: 'Hãy trả lời email bạn đã nhận và đề nghị nhà tuyển dụng gửi liên kết mới.',
    },
    invalid: {
      title: 'Liên kết này không dùng được',
      body: 'Liên kết có thể bị thiếu: một số ứng dụng email cắt bớt liên kết dài.',
      next: 'Hãy mở lại liên kết từ email, hoặc sao chép toàn bộ địa chỉ vào trình duyệt. Nếu vẫn không được, hãy đề nghị người gửi cấp liên kết mới.',
    },
    appliedAlready: {
      title: 'Bạn đã ứng tuyển rồi',
      body: 'Hồ sơ ứng tuyển của bạn cho công việc này đã đến nhà tuyển dụng.',
      next: 'Bạn không cần làm gì thêm: nhà tuyển dụng sẽ liên hệ nếu hồ sơ phù hợp.',
    },
    answeredAlready: {
      title: 'Phản hồi của bạn đã được gửi',
      body: 'Đề cử này đã có câu trả lời của bạn.',
      next: 'Để thay đổi, hãy liên hệ chuyên viên tuyển dụng đã đề cử ứng viên.',
    },
    unreachable: {
      title: 'Hiện không kết nối được với ARMS',
      body: 'Kết nối của bạn có thể bị gián đoạn, hoặc dịch vụ tạm thời không khả dụng.',
      next: 'Hãy kiểm tra kết nối và thử lại.',
    },
    retry: 'Thử lại',
  },
  job: {
    anonymous: 'Nhà tuyển dụng giấu tên',
    at: 'tại {company}',
    location: 'Địa điểm',
    salary: 'Mức lương',
    description: 'Về công việc',
    notStated: 'Không nêu',
    negotiable: 'Thỏa thuận',
    range: '{min} – {max}',
    periods: { 1: 'mỗi giờ', 2: 'mỗi ngày', 3: 'mỗi tháng', 4: 'mỗi năm' },
  },
  apply: {
    heading: 'Ứng tuyển công việc này',
    intro: 'Chỉ mất khoảng hai phút. Các trường có dấu * là bắt buộc.',
    firstName: 'Tên *',
    lastName: 'Họ',
    email: 'Email *',
    phone: 'Số điện thoại *',
    phoneHint: 'Kèm mã quốc gia, ví dụ +84 912 345 678.',
    cv: 'CV của bạn *',
    cvHint: 'PDF hoặc Word, tối đa 10 MB.',
    cvChoose: 'Chọn tệp',
    cvChange: 'Chọn tệp khác',
    cvChosen: 'Đã chọn: {name} ({size})',
    uploading: 'Đang gửi hồ sơ: {percent}%',
    consent:
      'Tôi đồng ý để nhà tuyển dụng lưu giữ và sử dụng thông tin của tôi để xem xét cho công việc này, theo chính sách bảo vệ dữ liệu của họ. *',
    policy: 'Đọc chính sách bảo vệ dữ liệu',
    submit: 'Gửi hồ sơ ứng tuyển',
    sending: 'Đang gửi…',
    failed: 'Hồ sơ chưa được gửi: kết nối hoặc dịch vụ bị lỗi. Mọi thông tin bạn đã nhập vẫn được giữ nguyên.',
    retry: 'Gửi lại',
    doneTitle: 'Đã gửi hồ sơ',
    doneBody:
      'Cảm ơn {name}. Nhà tuyển dụng đã nhận hồ sơ của bạn cho vị trí {position} và sẽ liên hệ nếu hồ sơ phù hợp.',
    errorsTitle: 'Vui lòng kiểm tra các trường sau:',
  },
  feedback: {
    title: 'Phản hồi của bạn về ứng viên được đề cử',
    nominatedFor: 'Được đề cử cho vị trí {position} tại {company}',
    experience: 'Kinh nghiệm',
    years: '{count} năm',
    lessThanYear: 'Dưới một năm',
    availability: 'Có thể bắt đầu',
    immediately: 'Ngay lập tức',
    inDays: 'Sau {count} ngày',
    skills: 'Kỹ năng',
    remarks: 'Ghi chú của chuyên viên tuyển dụng',
    actionLegend: 'Quyết định của bạn *',
    actions: {
      notShortlisted: 'Không vào danh sách ngắn',
      arrangeForInterview: 'Sắp xếp phỏng vấn',
      keepInView: 'Tiếp tục theo dõi',
      considerForFuture: 'Xem xét trong tương lai',
      notSuitable: 'Không phù hợp',
    },
    comment: 'Nhận xét cho chuyên viên tuyển dụng',
    commentHint: 'Không bắt buộc. Chuyên viên tuyển dụng cần biết điều gì?',
    submit: 'Gửi phản hồi',
    failed: 'Phản hồi chưa được gửi: kết nối hoặc dịch vụ bị lỗi. Lựa chọn và nhận xét của bạn vẫn được giữ nguyên.',
    retry: 'Gửi lại',
    doneTitle: 'Đã gửi phản hồi',
    doneBody: 'Cảm ơn bạn. Chuyên viên tuyển dụng đã thấy câu trả lời “{action}” của bạn cho {name}.',
  },
  validation: {
    required: 'Trường này là bắt buộc.',
    email: 'Hãy nhập địa chỉ email dạng ten@example.com.',
    phone: 'Hãy nhập số điện thoại từ 6 đến 40 chữ số; có thể bắt đầu bằng +.',
    tooLong: 'Nội dung quá dài.',
    consent: 'Vui lòng đồng ý với chính sách bảo vệ dữ liệu để ứng tuyển.',
    cvType: 'Hãy chọn tệp PDF hoặc Word.',
    cvSize: 'Tệp này lớn hơn 10 MB.',
    action: 'Hãy chọn một quyết định.',
    invalid: 'Giá trị này không được chấp nhận.',
  },
};

export type Lang = 'en' | 'vn';
export const dictionaries: Record<Lang, Strings> = { en, vn: vn as Strings };

/** Replaces `{name}` placeholders with their values. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

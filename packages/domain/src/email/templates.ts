import type { Lang } from '../errors/catalogue';

/**
 * The static email templates the server renders (section 7 "Static mail templates": match-job header,
 * body, body without age, invitation-to-apply; and the account emails of sections 7 and 8), in both
 * interface languages. `{{name}}` placeholders are filled HTML-escaped (docs/decisions/0046).
 */
export const emailTemplates = {
  resetPassword: {
    en: {
      subject: 'Reset your ARMS password',
      body: '<p>Hello {{firstName}},</p><p>We received a request to reset your password. Use the link below to choose a new one. The link expires in 2 hours and can be used once.</p><p><a href="{{link}}">Reset my password</a></p><p>If you did not ask for this, you can ignore this email.</p>',
    },
    vn: {
      subject: 'Đặt lại mật khẩu ARMS',
      body: '<p>Xin chào {{firstName}},</p><p>Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn. Hãy dùng liên kết dưới đây để chọn mật khẩu mới. Liên kết hết hạn sau 2 giờ và chỉ dùng được một lần.</p><p><a href="{{link}}">Đặt lại mật khẩu</a></p><p>Nếu bạn không yêu cầu, hãy bỏ qua email này.</p>',
    },
  },
  verifyEmail: {
    en: {
      subject: 'Create your ARMS password',
      body: '<p>Hello {{firstName}},</p><p>An ARMS account has been created for {{email}}. Use the link below to verify your email address and create your password. The link expires in 2 days.</p><p><a href="{{link}}">Create my password</a></p>',
    },
    vn: {
      subject: 'Tạo mật khẩu ARMS',
      body: '<p>Xin chào {{firstName}},</p><p>Một tài khoản ARMS đã được tạo cho {{email}}. Hãy dùng liên kết dưới đây để xác minh email và tạo mật khẩu. Liên kết hết hạn sau 2 ngày.</p><p><a href="{{link}}">Tạo mật khẩu</a></p>',
    },
  },
  registrationReceived: {
    en: {
      subject: 'We have received your registration',
      body: '<p>Hello {{firstName}},</p><p>Thank you for registering {{companyName}} on ARMS. Our team will review the registration and let you know when the account is active.</p>',
    },
    vn: {
      subject: 'Chúng tôi đã nhận được đăng ký của bạn',
      body: '<p>Xin chào {{firstName}},</p><p>Cảm ơn bạn đã đăng ký {{companyName}} trên ARMS. Chúng tôi sẽ xem xét và thông báo khi tài khoản được kích hoạt.</p>',
    },
  },
  matchJobHeader: {
    en: {
      subject: 'Candidates matching {{position}}',
      body: '<p>Dear {{recipientName}},</p><p>Please find below candidates who match the position <strong>{{position}}</strong> at {{companyName}}.</p>',
    },
    vn: {
      subject: 'Ứng viên phù hợp với vị trí {{position}}',
      body: '<p>Kính gửi {{recipientName}},</p><p>Dưới đây là các ứng viên phù hợp với vị trí <strong>{{position}}</strong> tại {{companyName}}.</p>',
    },
  },
  matchJobBody: {
    en: {
      subject: '',
      body: '<p><strong>{{candidateName}}</strong>, {{age}} years old, {{nationality}}. Current position: {{currentPosition}}. Expected salary: {{expectedSalary}}.</p>',
    },
    vn: {
      subject: '',
      body: '<p><strong>{{candidateName}}</strong>, {{age}} tuổi, {{nationality}}. Vị trí hiện tại: {{currentPosition}}. Mức lương mong muốn: {{expectedSalary}}.</p>',
    },
  },
  matchJobBodyWithoutAge: {
    en: {
      subject: '',
      body: '<p><strong>{{candidateName}}</strong>, {{nationality}}. Current position: {{currentPosition}}. Expected salary: {{expectedSalary}}.</p>',
    },
    vn: {
      subject: '',
      body: '<p><strong>{{candidateName}}</strong>, {{nationality}}. Vị trí hiện tại: {{currentPosition}}. Mức lương mong muốn: {{expectedSalary}}.</p>',
    },
  },
  invitationToApply: {
    en: {
      subject: 'Invitation to apply: {{position}}',
      body: '<p>Dear {{candidateName}},</p><p>{{companyName}} invites you to apply for the position <strong>{{position}}</strong>. The invitation link is valid for 1 day.</p><p><a href="{{link}}">View the job and apply</a></p>',
    },
    vn: {
      subject: 'Lời mời ứng tuyển: {{position}}',
      body: '<p>Kính gửi {{candidateName}},</p><p>{{companyName}} mời bạn ứng tuyển vị trí <strong>{{position}}</strong>. Liên kết có hiệu lực trong 1 ngày.</p><p><a href="{{link}}">Xem công việc và ứng tuyển</a></p>',
    },
  },
  nominationFeedback: {
    en: {
      subject: 'Candidate nominated: {{position}}',
      body: '<p>Dear {{managerName}},</p><p><strong>{{candidateName}}</strong> has been nominated for the position <strong>{{position}}</strong> at {{companyName}}. Please let us know your feedback. The link is valid for 7 days.</p><p><a href="{{link}}">Give your feedback</a></p>',
    },
    vn: {
      subject: 'Ứng viên được đề cử: {{position}}',
      body: '<p>Kính gửi {{managerName}},</p><p><strong>{{candidateName}}</strong> đã được đề cử cho vị trí <strong>{{position}}</strong> tại {{companyName}}. Vui lòng cho chúng tôi biết ý kiến của bạn. Liên kết có hiệu lực trong 7 ngày.</p><p><a href="{{link}}">Gửi phản hồi</a></p>',
    },
  },
  alertNewJob: {
    en: {
      subject: 'New job: {{position}}',
      body: '<p>A new job was added by {{companyName}}: <strong>{{position}}</strong> (#{{jobId}}).</p>',
    },
    vn: {
      subject: 'Công việc mới: {{position}}',
      body: '<p>{{companyName}} vừa thêm một công việc mới: <strong>{{position}}</strong> (#{{jobId}}).</p>',
    },
  },
  alertJobUpdated: {
    en: {
      subject: 'Job updated: {{position}}',
      body: '<p>The job <strong>{{position}}</strong> (#{{jobId}}) was changed: {{changes}}.</p>',
    },
    vn: {
      subject: 'Công việc được cập nhật: {{position}}',
      body: '<p>Công việc <strong>{{position}}</strong> (#{{jobId}}) đã được thay đổi: {{changes}}.</p>',
    },
  },
  alertJobStatusChanged: {
    en: {
      subject: 'Job status changed: {{position}}',
      body: '<p>The status of the job <strong>{{position}}</strong> (#{{jobId}}) changed from {{fromStatus}} to <strong>{{toStatus}}</strong>.</p>',
    },
    vn: {
      subject: 'Trạng thái công việc thay đổi: {{position}}',
      body: '<p>Trạng thái của công việc <strong>{{position}}</strong> (#{{jobId}}) đã chuyển từ {{fromStatus}} sang <strong>{{toStatus}}</strong>.</p>',
    },
  },
  alertNominationStatus: {
    en: {
      subject: 'Nomination status changed: {{candidateName}}, {{position}}',
      body: '<p>The nomination of <strong>{{candidateName}}</strong> to {{position}} (#{{nominationId}}) moved from {{fromStatus}} to <strong>{{toStatus}}</strong>.</p>',
    },
    vn: {
      subject: 'Trạng thái đề cử thay đổi: {{candidateName}}, {{position}}',
      body: '<p>Đề cử của <strong>{{candidateName}}</strong> cho {{position}} (#{{nominationId}}) đã chuyển từ {{fromStatus}} sang <strong>{{toStatus}}</strong>.</p>',
    },
  },
  alertNominationStatusBulk: {
    en: {
      subject: 'Nomination statuses changed: {{position}}',
      body: '<p>{{count}} portal nomination(s) of the job <strong>{{position}}</strong> (#{{jobId}}) moved to <strong>{{toStatus}}</strong>.</p>',
    },
    vn: {
      subject: 'Trạng thái đề cử thay đổi: {{position}}',
      body: '<p>{{count}} đề cử từ cổng ứng viên của công việc <strong>{{position}}</strong> (#{{jobId}}) đã chuyển sang <strong>{{toStatus}}</strong>.</p>',
    },
  },
  interviewInvitation: {
    en: {
      subject: 'Interview invitation: {{position}} at {{companyName}}',
      body: '<p>Dear {{candidateName}},</p><p>{{companyName}} would like to invite you to an interview for the position <strong>{{position}}</strong>.</p><p>When: <strong>{{when}}</strong> ({{timezone}}), {{durationMinutes}} minutes<br>How: {{mode}}<br>Where: {{location}}</p><p>{{notes}}</p><p>The invitation is attached as a calendar file. Please reply to confirm your attendance.</p>',
    },
    vn: {
      subject: 'Thư mời phỏng vấn: {{position}} tại {{companyName}}',
      body: '<p>Kính gửi {{candidateName}},</p><p>{{companyName}} trân trọng mời bạn tham dự buổi phỏng vấn cho vị trí <strong>{{position}}</strong>.</p><p>Thời gian: <strong>{{when}}</strong> ({{timezone}}), {{durationMinutes}} phút<br>Hình thức: {{mode}}<br>Địa điểm: {{location}}</p><p>{{notes}}</p><p>Lời mời được đính kèm dưới dạng tệp lịch. Vui lòng phản hồi để xác nhận tham dự.</p>',
    },
  },
  interviewNotice: {
    en: {
      subject: 'Interview scheduled: {{candidateName}} for {{position}}',
      body: '<p>Dear {{managerName}},</p><p>An interview with <strong>{{candidateName}}</strong> for the position <strong>{{position}}</strong> has been scheduled.</p><p>When: <strong>{{when}}</strong> ({{timezone}}), {{durationMinutes}} minutes<br>How: {{mode}}<br>Where: {{location}}</p><p>{{notes}}</p><p>The calendar invitation is attached.</p>',
    },
    vn: {
      subject: 'Đã lên lịch phỏng vấn: {{candidateName}} cho {{position}}',
      body: '<p>Kính gửi {{managerName}},</p><p>Buổi phỏng vấn với <strong>{{candidateName}}</strong> cho vị trí <strong>{{position}}</strong> đã được lên lịch.</p><p>Thời gian: <strong>{{when}}</strong> ({{timezone}}), {{durationMinutes}} phút<br>Hình thức: {{mode}}<br>Địa điểm: {{location}}</p><p>{{notes}}</p><p>Lời mời lịch được đính kèm.</p>',
    },
  },
  interviewCancelled: {
    en: {
      subject: 'Interview cancelled: {{position}}',
      body: '<p>Dear {{recipientName}},</p><p>The interview for the position <strong>{{position}}</strong> at {{companyName}} planned for {{when}} ({{timezone}}) has been cancelled. We apologise for any inconvenience.</p>',
    },
    vn: {
      subject: 'Hủy phỏng vấn: {{position}}',
      body: '<p>Kính gửi {{recipientName}},</p><p>Buổi phỏng vấn cho vị trí <strong>{{position}}</strong> tại {{companyName}} dự kiến vào {{when}} ({{timezone}}) đã bị hủy. Chúng tôi xin lỗi vì sự bất tiện này.</p>',
    },
  },
  notShortlisted: {
    en: {
      subject: 'Your application for {{position}}',
      body: '<p>Dear {{candidateName}},</p><p>Thank you for your interest in the position <strong>{{position}}</strong> at {{companyName}} and for the time you gave to your application.</p><p>After careful consideration, we regret to inform you that you have not been shortlisted for this position. We will keep your profile and may contact you about future opportunities.</p><p>We wish you every success.</p>',
    },
    vn: {
      subject: 'Hồ sơ ứng tuyển của bạn cho vị trí {{position}}',
      body: '<p>Kính gửi {{candidateName}},</p><p>Cảm ơn bạn đã quan tâm đến vị trí <strong>{{position}}</strong> tại {{companyName}} và đã dành thời gian cho hồ sơ ứng tuyển.</p><p>Sau khi cân nhắc kỹ lưỡng, chúng tôi rất tiếc phải thông báo rằng bạn chưa được chọn vào danh sách rút gọn cho vị trí này. Chúng tôi sẽ lưu hồ sơ của bạn và có thể liên hệ khi có cơ hội phù hợp.</p><p>Chúc bạn nhiều thành công.</p>',
    },
  },
  interviewedAndFailed: {
    en: {
      subject: 'Your interview for {{position}}',
      body: '<p>Dear {{candidateName}},</p><p>Thank you for meeting us for the position <strong>{{position}}</strong> at {{companyName}}.</p><p>We appreciated the conversation, but after careful consideration we regret to inform you that we will not be moving forward with your application for this position. We will keep your profile and may contact you about future opportunities.</p><p>We wish you every success.</p>',
    },
    vn: {
      subject: 'Kết quả phỏng vấn vị trí {{position}}',
      body: '<p>Kính gửi {{candidateName}},</p><p>Cảm ơn bạn đã tham gia phỏng vấn cho vị trí <strong>{{position}}</strong> tại {{companyName}}.</p><p>Chúng tôi rất trân trọng buổi trao đổi, nhưng sau khi cân nhắc kỹ lưỡng, chúng tôi rất tiếc phải thông báo rằng hồ sơ của bạn sẽ không được tiếp tục cho vị trí này. Chúng tôi sẽ lưu hồ sơ của bạn và có thể liên hệ khi có cơ hội phù hợp.</p><p>Chúc bạn nhiều thành công.</p>',
    },
  },
  candidateNotification: {
    en: {
      subject: '{{subject}}',
      body: '<p>Dear {{candidateName}},</p><p style="white-space:pre-line">{{message}}</p><p>{{companyName}}, regarding the position {{position}}</p>',
    },
    vn: {
      subject: '{{subject}}',
      body: '<p>Kính gửi {{candidateName}},</p><p style="white-space:pre-line">{{message}}</p><p>{{companyName}}, về vị trí {{position}}</p>',
    },
  },
} as const satisfies Record<string, Record<Lang, { subject: string; body: string }>>;

/** The id of a static email template (section 7). */
export type EmailTemplateKey = keyof typeof emailTemplates;

/** Every static template id, in declaration order. */
export const emailTemplateKeys = Object.keys(emailTemplates) as EmailTemplateKey[];

/** Whether a string names a static email template. */
export function isEmailTemplateKey(value: unknown): value is EmailTemplateKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(emailTemplates, value);
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The placeholder names a template text uses, e.g. `['firstName', 'link']`. */
export function templatePlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string))];
}

/**
 * Fills `{{name}}` placeholders: values are HTML-escaped in the body (never in the subject, which is
 * plain text); a placeholder without a value is left empty.
 */
export function fillTemplate(text: string, params: Readonly<Record<string, string | number>>, html: boolean): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return html ? escapeHtml(String(value)) : String(value);
  });
}

/** Plain text from a template's HTML: tags dropped, links kept as "text (url)", entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<\/(p|div|h[1-6]|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * Renders a static email template (section 7) in a language: subject, HTML body and its plain-text
 * alternative. A template may be overridden by the platform administrator: pass `override`.
 */
export function renderEmailTemplate(
  key: EmailTemplateKey,
  lang: Lang,
  params: Readonly<Record<string, string | number>>,
  override?: { subject: string; body: string },
): { subject: string; html: string; text: string } {
  const source = override ?? emailTemplates[key][lang];
  const html = fillTemplate(source.body, params, true);
  return { subject: fillTemplate(source.subject, params, false), html, text: htmlToText(html) };
}

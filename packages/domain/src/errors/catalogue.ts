/**
 * The coded error catalogue of the spec (section 8). Every code carries the HTTP status the server
 * answers with and its message in both interface languages. Handlers throw these codes; clients
 * show `messageFor(code, lang)`.
 */
export const errorCatalogue = {
  SERVER_DOWN: {
    status: 503,
    en: 'Server is down',
    vn: 'Máy chủ không phản hồi',
  },
  NETWORK_ERROR: {
    status: 503,
    en: 'Network Error',
    vn: 'Lỗi mạng',
  },
  USER_NOT_FOUND: {
    status: 403,
    en: 'User not found or not active',
    vn: 'Không tìm thấy người dùng hoặc tài khoản chưa được kích hoạt',
  },
  COMPANY_NOT_FOUND: {
    status: 403,
    en: 'Company not found or not active',
    vn: 'Không tìm thấy công ty hoặc công ty chưa được kích hoạt',
  },
  PERMISSION_NOT_ACCEPT: {
    status: 403,
    en: 'You do not have permission to do this',
    vn: 'Bạn không có quyền thực hiện thao tác này',
  },
  FILE_NOT_EXISTED: {
    status: 404,
    en: 'File does not exist',
    vn: 'Tệp không tồn tại',
  },
  JOB_DOCUMENTS_NOT_EXISTED: {
    status: 404,
    en: 'Job document does not exist',
    vn: 'Tài liệu công việc không tồn tại',
  },
  USER_NOT_EXISTED: {
    status: 403,
    en: 'Your account has been deactivated temporarily, please contact membership',
    vn: 'Tài khoản của bạn tạm thời bị vô hiệu hoá, vui lòng liên hệ bộ phận thành viên',
  },
  INVALID_EMAIL: {
    status: 400,
    en: 'Invalid email address',
    vn: 'Địa chỉ email không hợp lệ',
  },
  WRONG_EMAIL_PASSWORD: {
    status: 400,
    en: 'Wrong email address or password',
    vn: 'Sai địa chỉ email hoặc mật khẩu',
  },
  SESSION_EXPIRED: {
    status: 401,
    en: 'Your session has expired, please log in again.',
    vn: 'Phiên làm việc đã hết hạn, vui lòng đăng nhập lại.',
  },
  TOKEN_EXPIRED: {
    status: 401,
    en: 'Login session expired',
    vn: 'Phiên đăng nhập đã hết hạn',
  },
  INVALID_TOKEN: {
    status: 400,
    en: 'Token is invalid',
    vn: 'Mã xác thực không hợp lệ',
  },
  TOKEN_IS_EXPIRED: {
    status: 410,
    en: 'Token is expired',
    vn: 'Mã xác thực đã hết hạn',
  },
  EMAIL_EXISTED: {
    status: 409,
    en: 'User has already existed',
    vn: 'Người dùng đã tồn tại',
  },
  VALIDATION_ERROR: {
    status: 400,
    en: 'Some fields are not valid',
    vn: 'Một số trường không hợp lệ',
  },
  MISSING_REQUIRED_FIELD: {
    status: 400,
    en: 'A required field is missing',
    vn: 'Thiếu trường bắt buộc',
  },
  RENEW_SUBSCRIPTION_IS_REQUIRED: {
    status: 403,
    en: 'Your subscription has ended, please renew it',
    vn: 'Gói dịch vụ đã hết hạn, vui lòng gia hạn',
  },
  OUT_OF_CREDITS: {
    status: 402,
    en: 'You are out of job posting credits, please contact membership to buy more',
    vn: 'Bạn đã hết lượt đăng tin, vui lòng liên hệ bộ phận thành viên để mua thêm',
  },
  JOBS_LATER_VIEW_EXISTED: {
    status: 409,
    en: 'This job is already saved',
    vn: 'Công việc này đã được lưu',
  },
  JOBS_ALREADY_APPLIED: {
    status: 409,
    en: 'Job already applied',
    vn: 'Bạn đã ứng tuyển công việc này',
  },
  NOT_AUTHORIZED_TO_VIEW: {
    status: 403,
    en: 'You are not authorised to view this',
    vn: 'Bạn không được phép xem nội dung này',
  },
  USER_NOT_ALLOWED: {
    status: 403,
    en: 'This user is not allowed to do this',
    vn: 'Người dùng này không được phép thực hiện thao tác này',
  },
  ROLE_NOT_ALLOWED: {
    status: 403,
    en: 'Your role is not allowed to do this',
    vn: 'Vai trò của bạn không được phép thực hiện thao tác này',
  },
  ROLE_NOT_EXISTED: {
    status: 400,
    en: 'Role does not exist',
    vn: 'Vai trò không tồn tại',
  },
  COMPANY_PRIMARY_USER_EXISTED: {
    status: 409,
    en: 'This company already has a primary user',
    vn: 'Công ty này đã có người dùng chính',
  },
  JOB_NOT_EXISTED: {
    status: 404,
    en: 'Job does not exist',
    vn: 'Công việc không tồn tại',
  },
  PROJECT_NOT_EXISTED: {
    status: 404,
    en: 'Hiring entity does not exist',
    vn: 'Đơn vị tuyển dụng không tồn tại',
  },
  SECTOR_NOT_EXISTED: {
    status: 404,
    en: 'Sector does not exist',
    vn: 'Lĩnh vực không tồn tại',
  },
  RESUME_NOT_EXISTED: {
    status: 404,
    en: 'Resume does not exist',
    vn: 'Hồ sơ không tồn tại',
  },
  TBB_DOCUMENTS_NOT_EXISTED: {
    status: 404,
    en: 'Document does not exist',
    vn: 'Tài liệu không tồn tại',
  },
  RESUME_CREATED_BY_ARMS_MUST_HAVE_COMPANY_ID: {
    status: 400,
    en: 'A resume created by a platform administrator must belong to a company',
    vn: 'Hồ sơ do quản trị viên hệ thống tạo phải thuộc về một công ty',
  },
  ARMS_CANNOT_CREATE_RESUME: {
    status: 403,
    en: 'Platform administrators cannot create resumes',
    vn: 'Quản trị viên hệ thống không thể tạo hồ sơ',
  },
  ARMS_NOT_ALLOWED: {
    status: 403,
    en: 'Platform administrators are not allowed to do this',
    vn: 'Quản trị viên hệ thống không được phép thực hiện thao tác này',
  },
  ORIGINAL_RESUME_NOT_FOUND: {
    status: 404,
    en: 'The original resume was not found',
    vn: 'Không tìm thấy hồ sơ gốc',
  },
  WRONG_SEARCH_FORMAT: {
    status: 400,
    en: 'Oops, there are errors in your Boolean operators',
    vn: 'Rất tiếc, toán tử Boolean của bạn có lỗi',
  },
  INVALID_RESET_TOKEN: {
    status: 400,
    en: 'The reset link is invalid or has already been used',
    vn: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã được sử dụng',
  },
  NAME_FIELD_IS_REQUIRED: {
    status: 400,
    en: 'Name is required',
    vn: 'Tên là bắt buộc',
  },
  DUPLICATE_ITEM_NAME: {
    status: 409,
    en: 'An item with this name already exists',
    vn: 'Đã có mục với tên này',
  },
  ITEMS_SUSPENDED_BY_SYSTEM_ADMIN: {
    status: 409,
    en: 'This item has been suspended by the system administrator',
    vn: 'Mục này đã bị quản trị viên hệ thống tạm ngưng',
  },
  CURRENT_PASSWORD_NOT_CORRECTED: {
    status: 400,
    en: 'Current password is not correct',
    vn: 'Mật khẩu hiện tại không đúng',
  },
  RESUME_ID_IS_REQUIRED: {
    status: 400,
    en: 'Resume id is required',
    vn: 'Cần có mã hồ sơ',
  },
  FOLDER_EXISTED: {
    status: 409,
    en: 'A folder with this name already exists',
    vn: 'Thư mục với tên này đã tồn tại',
  },
  FIRST_NAME_CONTAIN_SYMBOL: {
    status: 400,
    en: 'First name must not contain special characters, symbols or spaces',
    vn: 'Tên không được chứa ký tự đặc biệt, ký hiệu hoặc khoảng trắng',
  },
  DOWNLOAD_FAILED: {
    status: 422,
    en: 'The file could not be read',
    vn: 'Không thể đọc nội dung tệp',
  },
  RESUME_SOURCE_CHANNEL_EXSITS: {
    status: 409,
    en: 'This source channel already exists',
    vn: 'Kênh nguồn này đã tồn tại',
  },
  RESUME_DUPLICATED: {
    status: 409,
    en: 'A resume of this person already exists',
    vn: 'Hồ sơ của người này đã tồn tại',
  },
  NO_RECORD_FOUND_FOR_ID: {
    status: 404,
    en: 'No record found',
    vn: 'Không tìm thấy bản ghi',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many attempts, please wait a moment and try again',
    vn: 'Bạn đã thử quá nhiều lần, vui lòng đợi một lát rồi thử lại',
  },
  UNKNOWN_ERROR: {
    status: 500,
    en: 'Unknown error has occurred',
    vn: 'Đã xảy ra lỗi không xác định',
  },
} as const satisfies Record<string, { status: number; en: string; vn: string }>;

/** A code of the spec's error catalogue (section 8). */
export type ErrorCode = keyof typeof errorCatalogue;

/** An interface language of the product (section 1): English or Vietnamese. */
export type Lang = 'en' | 'vn';

/** Every catalogue code, in catalogue order. */
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Whether a string is a code of the error catalogue (section 8). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

/** The HTTP status the server answers with for a catalogue code (section 8). */
export function statusFor(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/**
 * The message for a catalogue code in the chosen language; an unknown code falls back to
 * UNKNOWN_ERROR, as the spec maps internal codes to 'Unknown error has occurred' (section 8).
 */
export function messageFor(code: string, lang: Lang = 'en'): string {
  const entry = isErrorCode(code) ? errorCatalogue[code] : errorCatalogue.UNKNOWN_ERROR;
  return entry[lang];
}

/**
 * The coded error catalogue of the spec (section 8), its HTTP statuses and English messages: what every
 * client needs at once (English is the default language). The Vietnamese messages are `vietnamese.ts`,
 * a chunk of their own in an app's bundle (docs/decisions/0187); `errorCatalogue` joins both.
 */
export const errorCatalogueEnglish = {
  SERVER_DOWN: {
    status: 503,
    en: 'Server is down',
  },
  NETWORK_ERROR: {
    status: 503,
    en: 'Network Error',
  },
  USER_NOT_FOUND: {
    status: 403,
    en: 'User not found or not active',
  },
  COMPANY_NOT_FOUND: {
    status: 403,
    en: 'Company not found or not active',
  },
  PERMISSION_NOT_ACCEPT: {
    status: 403,
    en: 'You do not have permission to do this',
  },
  FILE_NOT_EXISTED: {
    status: 404,
    en: 'File does not exist',
  },
  JOB_DOCUMENTS_NOT_EXISTED: {
    status: 404,
    en: 'Job document does not exist',
  },
  USER_NOT_EXISTED: {
    status: 403,
    en: 'Your account has been deactivated temporarily, please contact membership',
  },
  INVALID_EMAIL: {
    status: 400,
    en: 'Invalid email address',
  },
  WRONG_EMAIL_PASSWORD: {
    status: 400,
    en: 'Wrong email address or password',
  },
  SESSION_EXPIRED: {
    status: 401,
    en: 'Your session has expired, please log in again.',
  },
  TOKEN_EXPIRED: {
    status: 401,
    en: 'Login session expired',
  },
  INVALID_TOKEN: {
    status: 400,
    en: 'Token is invalid',
  },
  TOKEN_IS_EXPIRED: {
    status: 410,
    en: 'Token is expired',
  },
  EMAIL_EXISTED: {
    status: 409,
    en: 'User has already existed',
  },
  VALIDATION_ERROR: {
    status: 400,
    en: 'Some fields are not valid',
  },
  MISSING_REQUIRED_FIELD: {
    status: 400,
    en: 'A required field is missing',
  },
  RENEW_SUBSCRIPTION_IS_REQUIRED: {
    status: 403,
    en: 'Your subscription has ended, please renew it',
  },
  OUT_OF_CREDITS: {
    status: 402,
    en: 'You are out of job posting credits, please contact membership to buy more',
  },
  JOBS_LATER_VIEW_EXISTED: {
    status: 409,
    en: 'This job is already saved',
  },
  JOBS_ALREADY_APPLIED: {
    status: 409,
    en: 'Job already applied',
  },
  NOT_AUTHORIZED_TO_VIEW: {
    status: 403,
    en: 'You are not authorised to view this',
  },
  USER_NOT_ALLOWED: {
    status: 403,
    en: 'This user is not allowed to do this',
  },
  ROLE_NOT_ALLOWED: {
    status: 403,
    en: 'Your role is not allowed to do this',
  },
  ROLE_NOT_EXISTED: {
    status: 400,
    en: 'Role does not exist',
  },
  COMPANY_PRIMARY_USER_EXISTED: {
    status: 409,
    en: 'This company already has a primary user',
  },
  JOB_NOT_EXISTED: {
    status: 404,
    en: 'Job does not exist',
  },
  PROJECT_NOT_EXISTED: {
    status: 404,
    en: 'Hiring entity does not exist',
  },
  SECTOR_NOT_EXISTED: {
    status: 404,
    en: 'Sector does not exist',
  },
  RESUME_NOT_EXISTED: {
    status: 404,
    en: 'Resume does not exist',
  },
  TBB_DOCUMENTS_NOT_EXISTED: {
    status: 404,
    en: 'Document does not exist',
  },
  RESUME_CREATED_BY_ARMS_MUST_HAVE_COMPANY_ID: {
    status: 400,
    en: 'A resume created by a platform administrator must belong to a company',
  },
  ARMS_CANNOT_CREATE_RESUME: {
    status: 403,
    en: 'Platform administrators cannot create resumes',
  },
  ARMS_NOT_ALLOWED: {
    status: 403,
    en: 'Platform administrators are not allowed to do this',
  },
  ORIGINAL_RESUME_NOT_FOUND: {
    status: 404,
    en: 'The original resume was not found',
  },
  WRONG_SEARCH_FORMAT: {
    status: 400,
    en: 'Oops, there are errors in your Boolean operators',
  },
  INVALID_RESET_TOKEN: {
    status: 400,
    en: 'The reset link is invalid or has already been used',
  },
  NAME_FIELD_IS_REQUIRED: {
    status: 400,
    en: 'Name is required',
  },
  DUPLICATE_ITEM_NAME: {
    status: 409,
    en: 'An item with this name already exists',
  },
  ITEMS_SUSPENDED_BY_SYSTEM_ADMIN: {
    status: 409,
    en: 'This item has been suspended by the system administrator',
  },
  CURRENT_PASSWORD_NOT_CORRECTED: {
    status: 400,
    en: 'Current password is not correct',
  },
  RESUME_ID_IS_REQUIRED: {
    status: 400,
    en: 'Resume id is required',
  },
  FOLDER_EXISTED: {
    status: 409,
    en: 'A folder with this name already exists',
  },
  FIRST_NAME_CONTAIN_SYMBOL: {
    status: 400,
    en: 'First name must not contain special characters, symbols or spaces',
  },
  DOWNLOAD_FAILED: {
    status: 422,
    en: 'The file could not be read',
  },
  RESUME_SOURCE_CHANNEL_EXSITS: {
    status: 409,
    en: 'This source channel already exists',
  },
  RESUME_DUPLICATED: {
    status: 409,
    en: 'A resume of this person already exists',
  },
  NO_RECORD_FOUND_FOR_ID: {
    status: 404,
    en: 'No record found',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many attempts, please wait a moment and try again',
  },
  ILLEGAL_TRANSITION: {
    status: 409,
    en: 'This status change is not allowed',
  },
  NOMINATION_NOT_REMOVABLE: {
    status: 409,
    en: 'This nomination can no longer be removed',
  },
  INTERVIEW_CANCELLED: {
    status: 409,
    en: 'This interview has been cancelled',
  },
  LINK_ALREADY_ANSWERED: {
    status: 409,
    en: 'This link has already been answered',
  },
  FILE_TOO_LARGE: {
    status: 413,
    en: 'The file is too large',
  },
  REQUEST_TOO_LARGE: {
    status: 413,
    en: 'The request is too large',
  },
  UNKNOWN_ERROR: {
    status: 500,
    en: 'Unknown error has occurred',
  },
} as const satisfies Record<string, { status: number; en: string }>;

/**
 * One problem with one input field or record, as an error's `details` carry it: the field, a code naming
 * the rule (a schema keyword, `domain.validation.*`, or a rule such as `nomination.illegalTransition`) and
 * the values its message interpolates. The API sends it; clients read it.
 */
export interface ErrorDetail {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/** A code of the spec's error catalogue (section 8). */
export type ErrorCode = keyof typeof errorCatalogueEnglish;

/** An interface language of the product (section 1): English or Vietnamese. */
export type Lang = 'en' | 'vn';

/** Every catalogue code, in catalogue order. */
export const errorCodes = Object.keys(errorCatalogueEnglish) as ErrorCode[];

/** Whether a string is a code of the error catalogue (section 8). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogueEnglish, value);
}

/** The HTTP status the server answers with for a catalogue code (section 8). */
export function statusFor(code: ErrorCode): number {
  return errorCatalogueEnglish[code].status;
}

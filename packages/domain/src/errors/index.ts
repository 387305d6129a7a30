export { errorCatalogue, errorCodes, isErrorCode, messageFor, statusFor } from './catalogue';
export type { ErrorCode, ErrorDetail, Lang } from './catalogue';
export { hasErrorMessages, loadedMessageFor, loadErrorMessages } from './messages';

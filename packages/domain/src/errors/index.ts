export { errorCatalogue, errorCodes, isErrorCode, messageFor, statusFor } from './catalogue';
export type { ErrorCode, Lang } from './catalogue';

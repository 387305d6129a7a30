export { SessionExpiredDialog } from './SessionExpiredDialog';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';

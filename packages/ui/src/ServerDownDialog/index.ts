export { ServerDownDialog } from './ServerDownDialog';
export type { ServerDownDialogProps } from './ServerDownDialog';

export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeStatus } from './StatusBadge';

export { Tooltip } from './Tooltip';
export type { TooltipPlacement, TooltipProps, TooltipTriggerProps } from './Tooltip';

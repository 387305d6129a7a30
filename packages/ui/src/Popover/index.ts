export { Popover } from './Popover';
export type { PopoverPlacement, PopoverProps, PopoverTriggerProps } from './Popover';

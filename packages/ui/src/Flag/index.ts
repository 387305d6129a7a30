export { Flag } from './Flag';
export type { FlagColour, FlagProps } from './Flag';

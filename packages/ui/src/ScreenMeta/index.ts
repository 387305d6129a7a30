export { ScreenMetaProvider, useCurrentScreenMeta, useScreenMeta } from './ScreenMeta';
export type { Crumb, ScreenMeta } from './ScreenMeta';

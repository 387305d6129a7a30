import { Drawer as DrawerRoot, DrawerActions } from './Drawer';

/** A side panel with modal dialog rules; `Drawer.Actions` holds its pinned buttons. */
export const Drawer = Object.assign(DrawerRoot, { Actions: DrawerActions });
export type { DrawerActionsProps, DrawerProps, DrawerSide, DrawerSize } from './Drawer';

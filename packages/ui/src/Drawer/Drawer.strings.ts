/** The `ui.Drawer.*` strings in English (the Vietnamese: `Drawer.strings.vn.ts`). */
export const drawerStrings = {
  close: 'Close panel',
};

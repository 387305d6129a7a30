/** The `ui.SideMenu.*` strings in English (the Vietnamese: `SideMenu.strings.vn.ts`). */
export const sideMenuStrings = {
  label: 'Main navigation',
};

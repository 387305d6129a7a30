export { SideMenu } from './SideMenu';
export type { SideMenuEntry, SideMenuGroup, SideMenuLink, SideMenuProps } from './SideMenu';
export type { RenderLink, RenderLinkProps } from './renderLink';

import styled from 'styled-components';
import { Drawer } from '../Drawer';

export const Shell = styled.div`
  display: grid;
  grid-template-columns: var(--arms-size-side-menu-width) minmax(0, 1fr);
  grid-template-rows: var(--arms-size-header-height) 1fr;
  grid-template-areas: 'menu header' 'menu main';
  min-height: 100vh;
  background: var(--arms-color-bg);

  &[data-menu='collapsed'] {
    grid-template-columns: var(--arms-size-side-menu-collapsed-width) minmax(0, 1fr);
  }
  &[data-layout='mobile'] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'header' 'main';
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: var(--arms-space-2);
  top: -100px;
  z-index: var(--arms-z-index-tooltip);
  padding: var(--arms-space-2) var(--arms-space-3);
  background: var(--arms-color-surface);
  color: var(--arms-color-primary);
  border-radius: var(--arms-radius-sm);

  &:focus {
    top: var(--arms-space-2);
  }
`;

export const Header = styled.header`
  grid-area: header;
  position: sticky;
  top: 0;
  z-index: var(--arms-z-index-header);
  display: flex;
  align-items: center;
  gap: var(--arms-space-3);
  min-width: 0;
  padding: 0 var(--arms-space-4);
  background: var(--arms-color-header-bg);
  color: var(--arms-color-header-text);
  border-bottom: 1px solid var(--arms-color-border);
  box-shadow: var(--arms-shadow-sm);
`;

export const HeaderSpacer = styled.div`
  flex: 1 1 0;
  min-width: 0;
`;

export const UserBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: var(--arms-font-line-height-tight);
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;

  span {
    max-width: min(28ch, 100%);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='email'] {
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
  }
`;

export const IconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: var(--arms-radius-md);
  background: transparent;
  color: inherit;
  font-size: var(--arms-font-size-lg);
  cursor: pointer;

  &:hover {
    background: var(--arms-color-primary-subtle);
    color: var(--arms-color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;

/** The side menu's column on desktops: the logo above the menu, sticky while the page scrolls. */
export const Menu = styled.aside`
  grid-area: menu;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  background: var(--arms-color-menu-bg);
  color: var(--arms-color-menu-text);
`;

export const Logo = styled.div`
  display: flex;
  align-items: center;
  height: var(--arms-size-header-height);
  padding: 0 var(--arms-space-4);
  font-weight: var(--arms-font-weight-bold);
  font-size: var(--arms-font-size-lg);
  overflow: hidden;
  white-space: nowrap;
`;

/** The menu as a drawer on phones: the menu's colours, the logo beside the close button. */
export const MenuDrawer = styled(Drawer)`
  && {
    background: var(--arms-color-menu-bg);
    color: var(--arms-color-menu-text);
  }
  && [data-part='header'] {
    min-height: var(--arms-size-header-height);
    padding: 0 var(--arms-space-2) 0 0;
  }
  && [data-part='header'] button {
    color: var(--arms-color-menu-text);
  }
  && [data-part='header'] button:hover {
    background: var(--arms-color-menu-active-bg);
  }
  && [data-part='header'] button:focus-visible {
    outline-color: var(--arms-color-menu-text);
  }
  && [data-part='body'] {
    padding: 0;
  }
`;

export const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: var(--arms-space-5);

  &:focus {
    outline: none;
  }
  &[data-layout='mobile'] {
    padding: var(--arms-space-3);
  }
  @media (max-width: 767.98px) {
    padding: var(--arms-space-3);
  }
  [data-part='breadcrumbs'] {
    margin-bottom: var(--arms-space-4);
  }
`;

import styled from 'styled-components';

export const Shell = styled.div`
  display: grid;
  grid-template-columns: var(--arms-size-side-menu-width) 1fr;
  grid-template-rows: var(--arms-size-header-height) 1fr;
  grid-template-areas: 'menu header' 'menu main';
  min-height: 100vh;
  background: var(--arms-color-bg);

  &[data-menu='collapsed'] {
    grid-template-columns: var(--arms-size-side-menu-collapsed-width) 1fr;
  }
  &[data-layout='mobile'] {
    grid-template-columns: 1fr;
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
  padding: 0 var(--arms-space-4);
  background: var(--arms-color-header-bg);
  color: var(--arms-color-header-text);
  border-bottom: 1px solid var(--arms-color-border);
  box-shadow: var(--arms-shadow-sm);
`;

export const HeaderSpacer = styled.div`
  flex: 1;
`;

export const UserBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: var(--arms-font-line-height-tight);
  min-width: 0;

  span {
    max-width: 28ch;
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

export const Menu = styled.nav`
  grid-area: menu;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  background: var(--arms-color-menu-bg);
  color: var(--arms-color-menu-text);

  &[data-layout='mobile'] {
    position: fixed;
    inset: 0 auto 0 0;
    width: min(80vw, var(--arms-size-side-menu-width));
    z-index: var(--arms-z-index-drawer);
    box-shadow: var(--arms-shadow-lg);
  }
  &[data-layout='mobile'][data-state='closed'] {
    display: none;
  }
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

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: var(--arms-space-2);

  a {
    display: flex;
    align-items: center;
    gap: var(--arms-space-3);
    min-height: 40px;
    padding: 0 var(--arms-space-3);
    border-radius: var(--arms-radius-md);
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
  }
  a:hover {
    background: var(--arms-color-menu-active-bg);
  }
  a[aria-current='page'] {
    background: var(--arms-color-menu-active-bg);
    font-weight: var(--arms-font-weight-bold);
  }
  a:focus-visible {
    outline: 2px solid var(--arms-color-menu-text);
    outline-offset: -2px;
  }
  [data-part='icon'] {
    flex: none;
    width: 24px;
    text-align: center;
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: calc(var(--arms-z-index-drawer) - 1);
  background: var(--arms-color-overlay);
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
`;

export const Crumbs = styled.nav`
  margin-bottom: var(--arms-space-4);
  font-size: var(--arms-font-size-sm);

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: var(--arms-space-2);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: var(--arms-space-2);
    color: var(--arms-color-text-muted);
  }
  a {
    color: var(--arms-color-primary);
  }
`;

export const Dialog = styled.dialog`
  border: 0;
  border-radius: var(--arms-radius-lg);
  padding: var(--arms-space-5);
  background: var(--arms-color-surface-raised);
  color: var(--arms-color-text);
  box-shadow: var(--arms-shadow-lg);
  max-width: min(420px, 92vw);

  &::backdrop {
    background: var(--arms-color-overlay);
  }
  h2 {
    margin: 0 0 var(--arms-space-3);
    font-size: var(--arms-font-size-xl);
  }
  p {
    margin: 0 0 var(--arms-space-5);
  }
  [data-part='actions'] {
    display: flex;
    justify-content: flex-end;
    gap: var(--arms-space-2);
  }
`;

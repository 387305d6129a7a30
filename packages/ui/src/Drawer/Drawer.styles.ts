import styled from 'styled-components';
import { dialogBox, scrollingBody } from '../internal/dialog.styles';

export const StyledDrawer = styled.dialog`
  position: fixed;
  inset-block: 0;
  inset-inline: auto 0;
  z-index: var(--arms-z-index-drawer);
  width: min(420px, 100vw);
  height: 100dvh;
  max-width: 100vw;
  max-height: 100dvh;
  margin: 0;
  ${dialogBox}

  &[data-side='start'] {
    inset-inline: 0 auto;
  }
  &[data-size='sm'] {
    width: min(320px, 100vw);
  }
  &[data-size='lg'] {
    width: min(640px, 100vw);
  }
  &[data-state='open'] {
    animation: arms-drawer-in 160ms ease-out;
  }
  &[data-state='open'][data-side='start'] {
    animation-name: arms-drawer-in-start;
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: -2px;
  }

  @keyframes arms-drawer-in {
    from {
      transform: translateX(100%);
    }
  }
  @keyframes arms-drawer-in-start {
    from {
      transform: translateX(-100%);
    }
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: var(--arms-space-3);
  min-height: var(--arms-size-header-height);
  padding: var(--arms-space-3) var(--arms-space-4);
  border-bottom: 1px solid var(--arms-color-border);

  h2 {
    flex: 1;
    margin: 0;
    font-size: var(--arms-font-size-lg);
    line-height: var(--arms-font-line-height-tight);
  }
  &[data-title='hidden'] {
    justify-content: flex-end;
    border-bottom: 0;
  }
`;

export const Body = styled.div`
  ${scrollingBody}
  padding: var(--arms-space-4);
`;

/** Pinned to the bottom of the scrolling body. */
export const Actions = styled.div`
  position: sticky;
  bottom: calc(-1 * var(--arms-space-4));
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--arms-space-2);
  margin: var(--arms-space-4) calc(-1 * var(--arms-space-4)) calc(-1 * var(--arms-space-4));
  padding: var(--arms-space-3) var(--arms-space-4);
  border-top: 1px solid var(--arms-color-border);
  background: var(--arms-color-surface-raised);
`;

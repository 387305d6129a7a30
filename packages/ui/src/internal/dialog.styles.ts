import styled, { css } from 'styled-components';

// The parts every overlay surface shares (Modal, Drawer, and Toast's dismiss button).

/** The box of a native modal `<dialog>` and its backdrop; each surface adds its size and place. */
export const dialogBox = css`
  padding: 0;
  border: 0;
  background: var(--arms-color-surface-raised);
  color: var(--arms-color-text);
  box-shadow: var(--arms-shadow-lg);
  overflow: hidden;

  &::backdrop {
    background: var(--arms-color-overlay);
  }
`;

/** Fills the dialog box, so a click that lands on the box itself came from the backdrop. */
export const Surface = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

/** The part of a dialog that scrolls. */
export const scrollingBody = css`
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

/** A borderless × button; each surface sets its size, corners and glyph size. */
export const dismissButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  color: var(--arms-color-text-muted);
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;

export const CloseButton = styled.button`
  ${dismissButton}
  width: 32px;
  height: 32px;
  border-radius: var(--arms-radius-md);
  font-size: var(--arms-font-size-xl);
`;

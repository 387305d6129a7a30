import styled from 'styled-components';
import { dialogBox, scrollingBody, Surface as DialogSurface } from '../internal/dialog.styles';

/** The native `<dialog>`: the browser puts it in the top layer, so z-index only orders the fallbacks. */
export const StyledDialog = styled.dialog`
  z-index: var(--arms-z-index-modal);
  width: min(560px, calc(100vw - 2 * var(--arms-space-4)));
  max-height: calc(100dvh - 2 * var(--arms-space-6));
  ${dialogBox}
  border-radius: var(--arms-radius-lg);

  &[data-size='sm'] {
    width: min(400px, calc(100vw - 2 * var(--arms-space-4)));
  }
  &[data-size='lg'] {
    width: min(800px, calc(100vw - 2 * var(--arms-space-4)));
  }
  &[data-size='full'] {
    width: calc(100vw - 2 * var(--arms-space-4));
    height: calc(100dvh - 2 * var(--arms-space-4));
    max-height: none;
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;

export const Surface = styled(DialogSurface)`
  max-height: inherit;
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--arms-space-3);
  padding: var(--arms-space-5) var(--arms-space-5) 0;

  h2 {
    flex: 1;
    margin: 0;
    font-size: var(--arms-font-size-xl);
    line-height: var(--arms-font-line-height-tight);
  }
`;

export const Description = styled.div`
  margin: var(--arms-space-2) var(--arms-space-5) 0;
  color: var(--arms-color-text-muted);
`;

export const Body = styled.div`
  ${scrollingBody}
  padding: var(--arms-space-4) var(--arms-space-5) var(--arms-space-5);

  &:empty {
    display: none;
  }
  > p:first-child,
  > [data-part='actions']:first-child {
    margin-top: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--arms-space-2);
  margin-top: var(--arms-space-5);
`;

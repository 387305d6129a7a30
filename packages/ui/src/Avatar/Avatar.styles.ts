import styled from 'styled-components';

/*
 * Initials colours: pairs of theme tokens whose text contrast passes WCAG AA in the light and the dark
 * theme. `data-tone` (0 to 5) is derived from the name, so one person keeps one colour everywhere.
 */
export const Root = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  font-size: var(--arms-font-size-sm);
  font-weight: var(--arms-font-weight-bold);
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  background: var(--arms-color-surface-sunken);
  color: var(--arms-color-text-muted);

  &[data-size='sm'] {
    width: 24px;
    height: 24px;
    font-size: 10px;
  }
  &[data-size='lg'] {
    width: 56px;
    height: 56px;
    font-size: var(--arms-font-size-xl);
  }

  /*
   * Three initials (spec section 9 allows up to 3) are set smaller so even the widest letters (MWM) fit
   * inside the circle at every size, without a letter clipped at its edge.
   */
  &[data-letters='3'] {
    font-size: 11px;
    letter-spacing: 0;
  }
  &[data-size='sm'][data-letters='3'] {
    font-size: 7px;
  }
  &[data-size='lg'][data-letters='3'] {
    font-size: 17px;
  }

  &[data-tone='0'] {
    background: var(--arms-color-primary);
    color: var(--arms-color-text-on-primary);
  }
  &[data-tone='1'] {
    background: var(--arms-color-success);
    color: var(--arms-color-text-on-primary);
  }
  &[data-tone='2'] {
    background: var(--arms-color-danger);
    color: var(--arms-color-text-on-primary);
  }
  &[data-tone='3'] {
    background: var(--arms-color-warning);
    color: var(--arms-color-text-on-primary);
  }
  &[data-tone='4'] {
    background: var(--arms-color-menu-bg);
    color: var(--arms-color-menu-text);
  }
  &[data-tone='5'] {
    background: var(--arms-color-primary-subtle);
    color: var(--arms-color-primary);
  }

  /* An edge over initials and photos alike, so dark tones stay distinct from a dark page. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px var(--arms-color-border);
    pointer-events: none;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 60%;
    height: 60%;
  }
`;

import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Spinner, StyledButton } from './Button.styles';
import { buttonStrings } from './Button.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Button: buttonStrings };

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Visual emphasis. @default 'secondary' */
  variant?: ButtonVariant;
  /** Height, padding and text size. @default 'md' */
  size?: ButtonSize;
  /** `submit` inside forms; the default never submits by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Shows a spinner, announces loading and ignores clicks. The button stays focusable meanwhile
   * (`aria-disabled`, even when `disabled` is also set), so a keyboard user's focus stays where it was
   * instead of falling to the page. @default false
   */
  loading?: boolean;
  /** Stretches to the container's width. @default false */
  fullWidth?: boolean;
  /** An icon before the label. */
  leadingIcon?: ReactNode;
  children: ReactNode;
}

/** The button of ARMS: one primary action per view, secondary for the rest, danger for destructive ones. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    type = 'button',
    loading = false,
    fullWidth = false,
    leadingIcon,
    children,
    disabled,
    onClick,
    ...rest
  },
  ref,
) {
  const { t } = useUiTranslation(uiStrings);
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-state={loading ? 'loading' : 'idle'}
      data-full-width={fullWidth}
      disabled={loading ? undefined : disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : leadingIcon}
      <span>{children}</span>
      {loading && <VisuallyHidden>{t('Button.loading')}</VisuallyHidden>}
    </StyledButton>
  );
});

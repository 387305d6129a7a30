import { CloseButton } from '../internal/dialog.styles';

export interface DialogCloseButtonProps {
  /** The accessible name ("Close", "Close panel"). */
  label: string;
  onClick: () => void;
  /** For `styled(DialogCloseButton)`. */
  className?: string;
}

/** The × that closes a dialog or a panel. */
export function DialogCloseButton({ label, onClick, className }: DialogCloseButtonProps) {
  return (
    <CloseButton type="button" className={className} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </CloseButton>
  );
}

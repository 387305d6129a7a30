import { cloneElement, type MouseEvent, type ReactElement, type RefObject } from 'react';
import { useControllableState } from '../internal/useControllableState';
import type { ModalTriggerProps } from './Modal';
import { useModalDialog } from './useModalDialog';

export interface DialogStateOptions {
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  dismissible: boolean;
  initialFocusRef: RefObject<HTMLElement | null> | undefined;
  returnFocusRef: RefObject<HTMLElement | null> | undefined;
  /** The dialog's id, for the trigger's `aria-controls`. */
  id: string;
  trigger: ReactElement<ModalTriggerProps> | undefined;
}

/**
 * What Modal and Drawer share: the open state (controlled or not), the modal `<dialog>` rules of
 * `useModalDialog`, and the trigger wired to open the dialog.
 */
export function useDialogState({
  open: openProp,
  defaultOpen,
  onOpenChange,
  dismissible,
  initialFocusRef,
  returnFocusRef,
  id,
  trigger,
}: DialogStateOptions) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onValueChange: onOpenChange,
  });
  const close = () => setOpen(false);
  const { dialogProps } = useModalDialog({ open, dismissible, onDismiss: close, initialFocusRef, returnFocusRef });
  const triggerElement =
    trigger &&
    cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': id,
      onClick: (event: MouseEvent<HTMLElement>) => {
        trigger.props.onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      },
    });
  return { open, close, dialogProps, triggerElement };
}

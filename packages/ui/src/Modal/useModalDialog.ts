import {
  useCallback,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { tabbables, trapTab } from './focusable';

export interface ModalDialogOptions {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Asked to close by Escape, a backdrop click or the platform's close request (when dismissible). */
  onDismiss: () => void;
  /** Whether Escape and the backdrop close it; blocking dialogs pass false. */
  dismissible: boolean;
  /** Focused on open; otherwise the first focusable element, or the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Focused on close; otherwise the element that had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The rules every modal surface of @arms/ui shares (Modal, ConfirmDialog, Drawer and the session
 * dialogs): a native `<dialog>` opened with `showModal()` (top layer, inert page behind), focus moved
 * in on open, trapped while open and given back on close; Escape and the backdrop ask to close.
 * Escape is handled on keydown as well as by the browser, because tests dispatch synthetic events.
 */
export function useModalDialog({ open, onDismiss, dismissible, initialFocusRef, returnFocusRef }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ open, onDismiss, dismissible, initialFocusRef, returnFocusRef });
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    latest.current = { open, onDismiss, dismissible, initialFocusRef, returnFocusRef };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const wanted = latest.current.initialFocusRef?.current;
    if (wanted) wanted.focus();
    else if (!dialog.contains(document.activeElement)) (tabbables(dialog)[0] ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      const back = latest.current.returnFocusRef?.current ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Preventing the keydown also stops the browser's own close request, so a blocking dialog
      // stays and a dismissible one closes through state, once.
      event.preventDefault();
      event.stopPropagation();
      if (latest.current.dismissible) latest.current.onDismiss();
      return;
    }
    trapTab(dialog, event);
  }, []);

  // Close requests that are not a keydown (Android's back gesture, say) arrive as `cancel`.
  const onCancel = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (latest.current.dismissible) latest.current.onDismiss();
  }, []);

  // The dialog closed by itself (a `<form method="dialog">`): follow, or show it again when blocking.
  const onClose = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || !latest.current.open) return;
    if (latest.current.dismissible) latest.current.onDismiss();
    else dialog.showModal();
  }, []);

  // A click on the dialog box itself is a click on its backdrop: the content fills the box. Both the
  // press and the release must be there, so selecting text and releasing outside does not close it.
  const onMouseDown = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }, []);
  const onClick = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop && latest.current.dismissible) latest.current.onDismiss();
  }, []);

  return { ref, dialogProps: { ref, onKeyDown, onCancel, onClose, onMouseDown, onClick } };
}

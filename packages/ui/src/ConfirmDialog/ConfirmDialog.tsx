import { useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { Modal, ModalActions, type ModalTriggerProps } from '../Modal/Modal';
import { Message } from './ConfirmDialog.styles';
import { confirmDialogStrings } from './ConfirmDialog.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { ConfirmDialog: confirmDialogStrings };

export type ConfirmDialogVariant = 'default' | 'danger';

export interface ConfirmDialogProps {
  /**
   * Whether the dialog is shown (controlled); pair it with `onOpenChange`.
   * @default undefined (uncontrolled)
   */
  open?: boolean;
  /**
   * Whether the dialog starts shown when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Hears every open change, confirmed or not.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /** The question, as a heading; it names the dialog. */
  title: ReactNode;
  /** What happens if the user confirms. */
  message: ReactNode;
  /**
   * The confirm button's label: name the action ("Delete job"), not "OK".
   * @default t('ui.ConfirmDialog.confirm') ("Confirm")
   */
  confirmLabel?: ReactNode;
  /**
   * The cancel button's label.
   * @default t('ui.ConfirmDialog.cancel') ("Cancel")
   */
  cancelLabel?: ReactNode;
  /**
   * `danger` for destructive actions: the confirm button turns red. Focus starts on Cancel either way.
   * @default 'default'
   */
  variant?: ConfirmDialogVariant;
  /**
   * Called when the user confirms. A returned promise shows a busy confirm button and keeps the
   * dialog open until it settles: it closes on success and stays (for another try) on failure.
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * Called when the user backs out: Cancel, Escape or the backdrop.
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * A button that opens the dialog (uncontrolled use).
   * @default undefined
   */
  trigger?: ReactElement<ModalTriggerProps>;
  /**
   * `alertdialog` (a prompt that interrupts, WAI-ARIA) or a plain `dialog` for routine questions.
   * @default 'alertdialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/**
 * Asks before an action: a title, a message, Cancel and a named confirm button. Focus starts on the
 * safe action (Cancel), so Enter by habit never destroys anything.
 */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  onCancel,
  trigger,
  role = 'alertdialog',
}: ConfirmDialogProps) {
  const { t } = useUiTranslation(uiStrings);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onValueChange: onOpenChange,
  });
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const cancel = () => {
    if (busy) return;
    setOpen(false);
    onCancel?.();
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      title={title}
      size="sm"
      role={role}
      dismissible={!busy}
      hideCloseButton
      initialFocusRef={cancelRef}
      trigger={trigger}
      aria-describedby={messageId}
    >
      <Message id={messageId} data-variant={variant}>
        {message}
      </Message>
      <ModalActions>
        <Button ref={cancelRef} onClick={cancel} disabled={busy}>
          {cancelLabel ?? t('ConfirmDialog.cancel')}
        </Button>
        <Button variant={variant === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
          {confirmLabel ?? t('ConfirmDialog.confirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

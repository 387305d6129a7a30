import { useId, useState } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { Modal, ModalActions } from '../Modal/Modal';
import { useOneAtATime } from './oneAtATime';
import { Message, Outcome } from './ServerDownDialog.styles';
import { serverDownDialogStrings } from './ServerDownDialog.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { ServerDownDialog: serverDownDialogStrings };

export interface ServerDownDialogProps {
  /**
   * Whether the server is known to be down (controlled): set it when a call gets no response or a
   * status of 500 and above. Pair it with `onOpenChange`.
   * @default undefined (uncontrolled)
   */
  open?: boolean;
  /**
   * Whether it starts shown when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Hears the dialog closing after a successful try.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Pings the server; resolves `true` when it answers. The dialog closes on `true` and stays, saying
   * so, on `false` or a rejection.
   */
  onRetry: () => Promise<boolean>;
}

type RetryState = 'idle' | 'checking' | 'failed';

/**
 * The blocking "server down" dialog of spec section 8: it may be scheduled maintenance; Try again
 * pings the server and closes when it answers. Neither Escape nor the backdrop closes it, and only one
 * shows at a time: a second open instance waits until the first has closed.
 */
export function ServerDownDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onRetry,
}: ServerDownDialogProps) {
  const { t } = useUiTranslation(uiStrings);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onValueChange: onOpenChange,
  });
  const [retry, setRetry] = useState<RetryState>('idle');
  const shown = useOneAtATime(open);
  const messageId = useId();

  const tryAgain = async () => {
    if (retry === 'checking') return;
    setRetry('checking');
    let up = false;
    try {
      up = await onRetry();
    } catch {
      up = false;
    }
    setRetry(up ? 'idle' : 'failed');
    if (up) setOpen(false);
  };

  return (
    <Modal
      open={shown}
      title={t('ServerDownDialog.title')}
      role="alertdialog"
      size="sm"
      dismissible={false}
      aria-describedby={messageId}
    >
      <div data-state={retry}>
        <Message id={messageId}>{t('ServerDownDialog.message')}</Message>
        <Outcome role="status">{retry === 'failed' ? t('ServerDownDialog.stillDown') : ''}</Outcome>
      </div>
      <ModalActions>
        <Button variant="primary" loading={retry === 'checking'} onClick={() => void tryAgain()}>
          {t('ServerDownDialog.tryAgain')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

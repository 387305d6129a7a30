import { useId } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { Modal, ModalActions } from '../Modal/Modal';
import { Message } from './SessionExpiredDialog.styles';
import { sessionExpiredDialogStrings } from './SessionExpiredDialog.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { SessionExpiredDialog: sessionExpiredDialogStrings };

export interface SessionExpiredDialogProps {
  /**
   * Whether it is shown (controlled): set it when a call answers 401 outside the login page.
   * @default undefined (uncontrolled)
   */
  open?: boolean;
  /**
   * Whether it starts shown when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Hears the dialog closing when the user goes to log in.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Takes the user to the login page (the app's router: `/login`, with a redirect back). The local
   * logout has already happened; no server call is needed (spec section 4).
   */
  onLogin: () => void;
}

/**
 * The blocking "Session Expired" dialog of spec section 8: "Your session has expired, please log in
 * again." with one way out, to the login. Escape and the backdrop do not close it.
 */
export function SessionExpiredDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onLogin,
}: SessionExpiredDialogProps) {
  const { t } = useUiTranslation(uiStrings);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onValueChange: onOpenChange,
  });
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={t('SessionExpiredDialog.title')}
      role="alertdialog"
      size="sm"
      dismissible={false}
      aria-describedby={messageId}
    >
      <Message id={messageId}>{t('SessionExpiredDialog.message')}</Message>
      <ModalActions>
        <Button
          variant="primary"
          onClick={() => {
            setOpen(false);
            onLogin();
          }}
        >
          {t('SessionExpiredDialog.login')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

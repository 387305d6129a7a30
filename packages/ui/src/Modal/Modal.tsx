import {
  useId,
  type HTMLAttributes,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { useUiTranslation } from '../i18n';
import { invariant } from '../internal/warning';
import { DialogCloseButton } from './DialogCloseButton';
import { Actions, Body, Description, Header, StyledDialog, Surface } from './Modal.styles';
import { useDialogState } from './useDialogState';
import { modalStrings } from './Modal.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Modal: modalStrings };

/** Lines the × up with the title's first line. */
const CloseButton = styled(DialogCloseButton)`
  margin: calc(-1 * var(--arms-space-1)) calc(-1 * var(--arms-space-2)) 0 0;
`;

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

/** What a trigger element receives: a button, usually `<Button>`. */
export interface ModalTriggerProps {
  /** Composed with the dialog's own: the trigger's handler runs first and may `preventDefault()`. */
  onClick?: MouseEventHandler<HTMLElement>;
  /** Set by the dialog. */
  'aria-haspopup'?: 'dialog';
  /** Set by the dialog: whether it is open. */
  'aria-expanded'?: boolean;
  /** Set by the dialog: its id. */
  'aria-controls'?: string;
}

export interface ModalProps {
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
   * Hears every change: the trigger opening it, Escape, the backdrop or the close button closing it.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * The heading (an `h2`); it names the dialog for assistive technology.
   */
  title: ReactNode;
  /**
   * A line under the title; it describes the dialog (`aria-describedby`).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Ids of elements in the body that describe the dialog, for when the description is body content
   * (a confirmation's message).
   * @default the `description`'s id, when there is one
   */
  'aria-describedby'?: string;
  /**
   * The width: `sm` 400px, `md` 560px, `lg` 800px, `full` the whole viewport less a margin.
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Whether Escape, a click on the backdrop and the close button close it. Blocking dialogs (server
   * down, session expired) pass `false` and offer their own way out.
   * @default true
   */
  dismissible?: boolean;
  /**
   * Hides the × button, for dialogs whose actions already include Cancel.
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * The element focused when the dialog opens.
   * @default the first focusable element in the dialog
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The element focused when the dialog closes.
   * @default the element that had focus when it opened
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * A button that opens the dialog (uncontrolled use); it gets `onClick`, `aria-haspopup`,
   * `aria-expanded` and `aria-controls`.
   * @default undefined
   */
  trigger?: ReactElement<ModalTriggerProps>;
  /**
   * `alertdialog` for urgent interruptions that need an answer (server down, session expired).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * The body; end it with `<Modal.Actions>` for the buttons.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * A modal dialog (native `<dialog>` with `showModal()`): the page behind is inert, focus moves in, is
 * trapped while open and goes back to the opener on close; Escape and the backdrop close it unless
 * it is blocking. Labelled by its title.
 */
export function Modal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  size = 'md',
  dismissible = true,
  hideCloseButton = false,
  initialFocusRef,
  returnFocusRef,
  trigger,
  role = 'dialog',
  children,
  'aria-describedby': describedBy,
}: ModalProps) {
  invariant(title !== undefined && title !== null && title !== '', 'Modal needs a `title`: it names the dialog.');
  const { t } = useUiTranslation(uiStrings);
  const id = useId();
  const { open, close, dialogProps, triggerElement } = useDialogState({
    open: openProp,
    defaultOpen,
    onOpenChange,
    dismissible,
    initialFocusRef,
    returnFocusRef,
    id,
    trigger,
  });
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  return (
    <>
      {triggerElement}
      <StyledDialog
        {...dialogProps}
        id={id}
        role={role === 'alertdialog' ? 'alertdialog' : undefined}
        aria-labelledby={titleId}
        aria-describedby={describedBy ?? (description ? descriptionId : undefined)}
        data-size={size}
        data-state={open ? 'open' : 'closed'}
        tabIndex={-1}
      >
        {open && (
          <Surface>
            <Header>
              <h2 id={titleId}>{title}</h2>
              {dismissible && !hideCloseButton && <CloseButton label={t('Modal.close')} onClick={close} />}
            </Header>
            {description && <Description id={descriptionId}>{description}</Description>}
            <Body>{children}</Body>
          </Surface>
        )}
      </StyledDialog>
    </>
  );
}

export type ModalActionsProps = HTMLAttributes<HTMLDivElement>;

/** The row of buttons at the end of a dialog: the primary action last (right). */
export function ModalActions(props: ModalActionsProps) {
  return <Actions data-part="actions" {...props} />;
}

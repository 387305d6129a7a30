import { useId, type HTMLAttributes, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useUiTranslation } from '../i18n';
import { Surface } from '../internal/dialog.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { invariant } from '../internal/warning';
import { DialogCloseButton } from '../Modal/DialogCloseButton';
import type { ModalTriggerProps } from '../Modal/Modal';
import { useDialogState } from '../Modal/useDialogState';
import { Actions, Body, Header, StyledDrawer } from './Drawer.styles';
import { drawerStrings } from './Drawer.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Drawer: drawerStrings };

export type DrawerSide = 'start' | 'end';
export type DrawerSize = 'sm' | 'md' | 'lg';

export interface DrawerProps {
  /**
   * Whether the panel is shown (controlled); pair it with `onOpenChange`.
   * @default undefined (uncontrolled)
   */
  open?: boolean;
  /**
   * Whether the panel starts shown when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Hears every change: the trigger, Escape, the backdrop or the close button.
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /** The heading (an `h2`); it names the panel. */
  title: ReactNode;
  /**
   * Keeps the title for assistive technology only, for panels whose content says what they are (the
   * mobile menu).
   * @default false
   */
  hideTitle?: boolean;
  /**
   * The edge it slides from: `start` (left in left-to-right languages) or `end`.
   * @default 'end'
   */
  side?: DrawerSide;
  /**
   * The width: `sm` 320px, `md` 420px, `lg` 640px (never wider than the screen).
   * @default 'md'
   */
  size?: DrawerSize;
  /**
   * Whether Escape, a click on the backdrop and the close button close it.
   * @default true
   */
  dismissible?: boolean;
  /**
   * The close button's accessible name, when "Close panel" does not say enough ("Close menu").
   * @default t('ui.Drawer.close') ("Close panel")
   */
  closeLabel?: string;
  /**
   * The element focused when the panel opens.
   * @default the first focusable element in the panel
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The element focused when the panel closes.
   * @default the element that had focus when it opened
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * A button that opens the panel (uncontrolled use).
   * @default undefined
   */
  trigger?: ReactElement<ModalTriggerProps>;
  /**
   * The panel's id, for an `aria-controls` elsewhere.
   * @default a generated id
   */
  id?: string;
  /**
   * For `styled(Drawer)`: applies to the `<dialog>`; parts are `[data-part='header' | 'body']`.
   * @default undefined
   */
  className?: string;
  /**
   * The content; end it with `<Drawer.Actions>` for buttons pinned to the bottom.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * A side panel with the rules of a modal dialog (native `<dialog>`, focus trapped and restored, Escape
 * and backdrop close it): filters, record previews and the mobile menu.
 */
export function Drawer({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  hideTitle = false,
  side = 'end',
  size = 'md',
  dismissible = true,
  closeLabel,
  initialFocusRef,
  returnFocusRef,
  trigger,
  id: idProp,
  className,
  children,
}: DrawerProps) {
  invariant(title !== undefined && title !== null && title !== '', 'Drawer needs a `title`: it names the panel.');
  const { t } = useUiTranslation(uiStrings);
  const generated = useId();
  const id = idProp ?? generated;
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

  return (
    <>
      {triggerElement}
      <StyledDrawer
        {...dialogProps}
        id={id}
        className={className}
        aria-labelledby={titleId}
        data-side={side}
        data-size={size}
        data-state={open ? 'open' : 'closed'}
        tabIndex={-1}
      >
        {open && (
          <Surface>
            <Header data-part="header" data-title={hideTitle ? 'hidden' : 'shown'}>
              {hideTitle ? <VisuallyHidden id={titleId}>{title}</VisuallyHidden> : <h2 id={titleId}>{title}</h2>}
              {dismissible && <DialogCloseButton label={closeLabel ?? t('Drawer.close')} onClick={close} />}
            </Header>
            <Body data-part="body">{children}</Body>
          </Surface>
        )}
      </StyledDrawer>
    </>
  );
}

export type DrawerActionsProps = HTMLAttributes<HTMLDivElement>;

/** Buttons pinned to the bottom of the panel: the primary action last. */
export function DrawerActions(props: DrawerActionsProps) {
  return <Actions data-part="actions" {...props} />;
}

import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { useControllableState } from '../internal/useControllableState';
import { invariant } from '../internal/warning';
import { tabbables } from '../Modal/focusable';
import { Anchor, Content } from './Popover.styles';

export type PopoverPlacement = 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';

/** What the trigger receives: a button, usually `<Button>`. */
export interface PopoverTriggerProps {
  /** Kept when given; it names the popover when there is no `title`. */
  id?: string;
  /** Composed with the popover's own: the trigger's handler runs first and may `preventDefault()`. */
  onClick?: MouseEventHandler<HTMLElement>;
  /** Set by the popover. */
  'aria-haspopup'?: 'dialog';
  /** Set by the popover: whether it is open. */
  'aria-expanded'?: boolean;
  /** Set by the popover: its id. */
  'aria-controls'?: string;
}

export interface PopoverProps {
  /** The button that opens and closes it (click, Enter or Space). */
  trigger: ReactElement<PopoverTriggerProps>;
  /** The content: short, interactive or not (a filter, a help text, a quick form). */
  children: ReactNode;
  /**
   * A title shown at the top; it names the popover. Without one, the trigger's text names it.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Whether it is shown (controlled); pair it with `onOpenChange`.
   * @default undefined (uncontrolled)
   */
  open?: boolean;
  /**
   * Whether it starts shown when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Hears it opening (the trigger) and closing (the trigger, Escape, a click outside, focus leaving).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Which side of the trigger it opens on, and which edges line up.
   * @default 'bottom-start'
   */
  placement?: PopoverPlacement;
  /**
   * The element focused when it opens.
   * @default the first focusable element inside, or the popover itself
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A non-modal panel anchored to a button: click or Enter opens it and moves focus in; Escape closes it
 * and returns focus to the button; a click outside or focus moving away closes it.
 */
export function Popover({
  trigger,
  children,
  title,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom-start',
  initialFocusRef,
}: PopoverProps) {
  invariant(isValidElement(trigger), 'Popover needs a `trigger` element (a button).');
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onValueChange: onOpenChange,
  });
  const id = useId();
  const triggerId = trigger.props.id ?? `${id}-trigger`;
  const titleId = `${id}-title`;
  const anchorRef = useRef<HTMLSpanElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) document.getElementById(triggerId)?.focus();
  };

  // Focus moves in when it opens.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!open || !content) return;
    (initialFocusRef?.current ?? tabbables(content)[0] ?? content).focus();
  }, [open, initialFocusRef]);

  // A press outside closes it without taking focus from where the user pressed.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !anchorRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, setOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    // Only the popover closes: a dialog around it stays open.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <Anchor ref={anchorRef} data-state={open ? 'open' : 'closed'} onKeyDown={onKeyDown} onBlur={onBlur}>
      {cloneElement(trigger, {
        id: triggerId,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': id,
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          if (!event.defaultPrevented) setOpen((was) => !was);
        },
      })}
      <Content
        ref={contentRef}
        id={id}
        role="dialog"
        aria-labelledby={title ? titleId : triggerId}
        tabIndex={-1}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        data-placement={placement}
      >
        {open && (
          <>
            {title && (
              <div id={titleId} data-part="title">
                {title}
              </div>
            )}
            {children}
          </>
        )}
      </Content>
    </Anchor>
  );
}

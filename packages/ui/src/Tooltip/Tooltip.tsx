import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../internal/useControllableState';
import { invariant } from '../internal/warning';
import { Anchor, Bubble } from './Tooltip.styles';

export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

/** What the trigger receives: it must be focusable (a button or link) and take these props. */
export interface TooltipTriggerProps {
  /** Kept and extended with the tooltip's id. */
  'aria-describedby'?: string;
  /** Composed with the tooltip's Escape handling; the trigger's handler runs first. */
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}

export interface TooltipProps {
  /** The text shown; it becomes the trigger's description (`aria-describedby`), never its name. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or link) that accepts `aria-describedby` and `onKeyDown`. */
  children: ReactElement<TooltipTriggerProps>;
  /**
   * Where it shows relative to the trigger; `start` and `end` follow the writing direction.
   * @default 'top'
   */
  placement?: TooltipPlacement;
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
   * Hears it showing (hover, focus) and hiding (leave, blur, Escape).
   * @default undefined
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * Milliseconds the pointer rests on the trigger before it shows; keyboard focus shows it at once.
   * @default 300
   */
  delay?: number;
}

// Time to move the pointer from the trigger onto the tooltip (WCAG 1.4.13: hoverable).
const hideGrace = 100;

/**
 * A short description of a control, shown on hover and keyboard focus and hidden by Escape (WCAG 1.4.13:
 * dismissible, hoverable, persistent). It describes the trigger; it never replaces an accessible name.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  delay = 300,
}: TooltipProps) {
  invariant(isValidElement(children), 'Tooltip needs one focusable element as its child (a button or link).');
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onValueChange: onOpenChange,
  });
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const schedule = useCallback(
    (next: boolean, ms: number) => {
      clearTimeout(timer.current);
      if (ms <= 0) setOpen(next);
      else timer.current = setTimeout(() => setOpen(next), ms);
    },
    [setOpen],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape hides it wherever focus is (the pointer may be resting on the trigger).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      schedule(false, 0);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, schedule]);

  const triggerProps = children.props;
  const describedBy = [triggerProps['aria-describedby'], id].filter(Boolean).join(' ');
  const trigger = cloneElement(children, {
    'aria-describedby': describedBy,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      triggerProps.onKeyDown?.(event);
      if (event.key === 'Escape' && open && !event.defaultPrevented) {
        // Only the tooltip goes: a dialog around the trigger stays open.
        event.preventDefault();
        event.stopPropagation();
        schedule(false, 0);
      }
    },
  });

  return (
    <Anchor
      data-state={open ? 'open' : 'closed'}
      onMouseEnter={() => schedule(true, delay)}
      onMouseLeave={() => schedule(false, hideGrace)}
      onFocus={() => schedule(true, 0)}
      onBlur={() => schedule(false, 0)}
    >
      {trigger}
      <Bubble role="tooltip" id={id} data-placement={placement} data-state={open ? 'open' : 'closed'} hidden={!open}>
        {content}
      </Bubble>
    </Anchor>
  );
}

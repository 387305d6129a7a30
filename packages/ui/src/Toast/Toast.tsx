import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../i18n';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { invariant } from '../internal/warning';
import { Card, DismissButton, List, Region } from './Toast.styles';
import { toastStrings } from './Toast.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Toast: toastStrings };

export type ToastVariant = 'info' | 'success' | 'error';
export type ToastPlacement = 'bottom-end' | 'top-end' | 'bottom-center';

const icons: Record<ToastVariant, string> = { info: 'i', success: '✓', error: '!' };

/** How long a toast stays when nothing says otherwise: errors stay until dismissed (the user must see them). */
function defaultDuration(variant: ToastVariant, fallback: number): number {
  return variant === 'error' ? Infinity : fallback;
}

export interface ToastProps {
  /**
   * The kind of news; also announced in words before the message.
   * @default 'info'
   */
  variant?: ToastVariant;
  /**
   * A short bold line before the message.
   * @default undefined
   */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /**
   * Milliseconds before it dismisses itself; the count pauses while the pointer is on it or focus is
   * in it. `Infinity` keeps it until dismissed.
   * @default 5000 (`Infinity` for errors)
   */
  duration?: number;
  /**
   * Called by the dismiss button and when the time is up.
   * @default undefined (no dismiss button, no timer)
   */
  onDismiss?: () => void;
  /**
   * One related action, such as an Undo button.
   * @default undefined
   */
  action?: ReactNode;
}

/** One notification: a message with its variant in words, an optional action and a dismiss button. */
export function Toast({ variant = 'info', title, children, duration, onDismiss, action }: ToastProps) {
  const { t } = useUiTranslation(uiStrings);
  const total = duration ?? defaultDuration(variant, 5000);
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const remaining = useRef(total);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  const running = !paused.hover && !paused.focus && Number.isFinite(total) && onDismiss !== undefined;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss.current?.(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [running]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
      setPaused((p) => ({ ...p, focus: false }));
  };

  return (
    <Card
      data-variant={variant}
      data-state={running || !Number.isFinite(total) ? 'open' : 'paused'}
      onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={onBlur}
    >
      <span data-part="icon" aria-hidden="true">
        {icons[variant]}
      </span>
      <div data-part="text">
        <VisuallyHidden>{t(`Toast.${variant}`)} </VisuallyHidden>
        {title && <strong data-part="title">{title}</strong>}
        <span data-part="message">{children}</span>
        {action && <div data-part="action">{action}</div>}
      </div>
      {onDismiss && (
        <DismissButton type="button" data-part="dismiss" aria-label={t('Toast.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </DismissButton>
      )}
    </Card>
  );
}

/** What `useToast().show` takes. */
export interface ToastOptions extends Omit<ToastProps, 'children' | 'onDismiss'> {
  /** The message. */
  message: ReactNode;
  /**
   * Showing a toast with the id of one on screen replaces it (no pile of "Saved").
   * @default a new id
   */
  id?: string;
  /**
   * Called after it is dismissed, by the user or the timer.
   * @default undefined
   */
  onDismiss?: () => void;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Shows a success toast (it dismisses itself) and returns its id. */
  success: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>) => string;
  /** Shows an error toast (it stays until dismissed) and returns its id. */
  error: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>) => string;
  /** Shows an information toast (it dismisses itself) and returns its id. */
  info: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>) => string;
  /** Dismisses one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  invariant(api, 'useToast() needs a <ToastProvider> above it.');
  return api;
}

export interface ToastProviderProps {
  /**
   * Milliseconds a success or info toast stays; errors stay until dismissed.
   * @default 5000
   */
  duration?: number;
  /**
   * The most toasts on screen; the oldest goes first.
   * @default 5
   */
  max?: number;
  /**
   * The corner they appear in (phones: across the bottom).
   * @default 'bottom-end'
   */
  placement?: ToastPlacement;
  /** The app; `useToast()` works anywhere inside. */
  children: ReactNode;
}

interface Entry extends ToastOptions {
  id: string;
}

let counter = 0;

/**
 * Holds the toasts of an app and their polite live region (announced without interrupting). F8 moves
 * focus to the notifications; dismissing one by keyboard keeps focus among them.
 */
export function ToastProvider({ duration = 5000, max = 5, placement = 'bottom-end', children }: ToastProviderProps) {
  const { t } = useUiTranslation(uiStrings);
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const listRef = useRef<HTMLOListElement>(null);
  const entriesRef = useRef(entries);
  useEffect(() => {
    entriesRef.current = entries;
  });

  const dismiss = useCallback((id?: string) => {
    const gone = id === undefined ? entriesRef.current : entriesRef.current.filter((entry) => entry.id === id);
    setEntries((current) => (id === undefined ? [] : current.filter((entry) => entry.id !== id)));
    for (const entry of gone) entry.onDismiss?.();
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = options.id ?? `arms-toast-${++counter}`;
      setEntries((current) => [...current.filter((entry) => entry.id !== id), { ...options, id }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show({ ...options, message, variant: 'success' }),
      /** Shows an error toast (it stays until dismissed) and returns its id. */
      error: (message, options) => show({ ...options, message, variant: 'error' }),
      /** Shows an information toast (it dismisses itself) and returns its id. */
      info: (message, options) => show({ ...options, message, variant: 'info' }),
    }),
    [show, dismiss],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || entriesRef.current.length === 0) return;
      event.preventDefault();
      listRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Dismissing by keyboard removes the focused element: focus the next toast, or the list.
  const dismissFromButton = (id: string, index: number) => {
    const list = listRef.current;
    const hadFocus = list?.contains(document.activeElement) ?? false;
    dismiss(id);
    if (!hadFocus || !list) return;
    requestAnimationFrame(() => {
      const buttons = list.querySelectorAll<HTMLButtonElement>('[data-part="dismiss"]');
      (buttons[Math.min(index, buttons.length - 1)] ?? list).focus();
    });
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-label={t('Toast.region')} data-placement={placement}>
        <List ref={listRef} tabIndex={-1} aria-live="polite">
          {entries.map(({ id, message, onDismiss: _onDismiss, duration: own, variant = 'info', ...rest }, index) => (
            <li key={id}>
              <Toast
                {...rest}
                variant={variant}
                duration={own ?? defaultDuration(variant, duration)}
                onDismiss={() => dismissFromButton(id, index)}
              >
                {message}
              </Toast>
            </li>
          ))}
        </List>
      </Region>
    </ToastContext.Provider>
  );
}

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
import styles from './Toast.module.css';
import { cx } from '../../utils/cx';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { Button, IconButton } from '../Button/Button';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export type ToastOptions = {
  message: ReactNode;
  title?: ReactNode;
  tone?: ToastTone;
  /**
   * Milliseconds before it closes by itself; null keeps it until dismissed. Default: the
   * provider's `duration` (6 s), and null for errors so that nobody misses one.
   */
  duration?: number | null;
  /** One button in the toast, e.g. { label: 'Undo', onClick }. */
  action?: { label: string; onClick: () => void };
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  success: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  info: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  warning: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  error: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;
  dismiss: (id: string) => void;
};

type ToastRecord = ToastOptions & { id: string; tone: ToastTone; duration: number | null };

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children?: ReactNode;
  /** Default time on screen in milliseconds. */
  duration?: number;
  /** The most toasts shown at once; the oldest goes first. */
  max?: number;
  /** The accessible name of the notifications region. */
  label?: string;
  dismissLabel?: string;
};

let counter = 0;

/**
 * Holds the toasts of the app and renders them in one polite live region (aria-live="polite"),
 * so screen readers announce each new one without interrupting. Wrap the app (the shell's
 * chrome) once; remotes call useToast().
 */
export function ToastProvider({
  children,
  duration = 6000,
  max = 4,
  label: labelProp,
  dismissLabel: dismissLabelProp,
}: ToastProviderProps) {
  const t = useT(messages);
  const label = labelProp ?? t('notifications');
  const dismissLabel = dismissLabelProp ?? t('dismissNotification');
  const [toasts, setToasts] = useState<ToastRecord[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (toast: ToastOptions) => {
      counter += 1;
      const id = `fw-toast-${counter}`;
      const tone = toast.tone ?? 'info';
      const record: ToastRecord = {
        ...toast,
        id,
        tone,
        duration:
          toast.duration !== undefined ? toast.duration : tone === 'error' ? null : duration,
      };
      setToasts((list) => [...list, record].slice(-max));
      return id;
    };
    const withTone =
      (tone: ToastTone) => (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) =>
        show({ ...options, message, tone });
    return {
      show,
      success: withTone('success'),
      info: withTone('info'),
      warning: withTone('warning'),
      error: withTone('error'),
      dismiss,
    };
  }, [duration, max, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live list is always in the page (a region added together with its content is not
          announced); it becomes a named landmark only while it holds toasts. */}
      <div
        role={toasts.length > 0 ? 'region' : undefined}
        aria-label={toasts.length > 0 ? label : undefined}
        className={styles['fw-ui-toast-region']}
      >
        <ol
          aria-live="polite"
          aria-relevant="additions text"
          className={styles['fw-ui-toast-list']}
        >
          {toasts.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              onDismiss={dismiss}
              dismissLabel={dismissLabel}
            />
          ))}
        </ol>
      </div>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

function ToastItem({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const { id } = toast;

  const pause = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    if (remaining.current !== null) remaining.current -= Date.now() - startedAt.current;
  }, []);

  const resume = useCallback(() => {
    if (timer.current !== null || remaining.current === null) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
  }, [id, onDismiss]);

  useEffect(() => {
    resume();
    return pause;
  }, [resume, pause]);

  const Icon = icons[toast.tone];
  return (
    <li
      className={cx(styles['fw-ui-toast'], styles[`fw-ui-toast-${toast.tone}`])}
      onMouseEnter={() => {
        hovered.current = true;
        pause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        if (!focused.current) resume();
      }}
      onFocus={() => {
        focused.current = true;
        pause();
      }}
      onBlur={(event: FocusEvent<HTMLLIElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        if (!hovered.current) resume();
      }}
    >
      <span className={styles['fw-ui-toast-icon']} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles['fw-ui-toast-content']}>
        {toast.title ? <p className={styles['fw-ui-toast-title']}>{toast.title}</p> : null}
        <p className={styles['fw-ui-toast-message']}>{toast.message}</p>
        {toast.action ? (
          <div className={styles['fw-ui-toast-action']}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                toast.action?.onClick();
                onDismiss(id);
              }}
            >
              {toast.action.label}
            </Button>
          </div>
        ) : null}
      </div>
      <IconButton
        label={dismissLabel}
        icon={<CloseIcon />}
        onClick={() => onDismiss(id)}
        noTooltip
      />
    </li>
  );
}

/**
 * Every remote is its own React root, so useToast() cannot reach the shell's toasts. Remotes
 * call toast(): the shell turns this window event into a toast in its own provider.
 */
export const TOAST_EVENT = 'fairway:toast';
export type ToastEventDetail = { message: string; title?: string; tone?: ToastTone };

export function toast(detail: ToastEventDetail): void {
  window.dispatchEvent(new CustomEvent<ToastEventDetail>(TOAST_EVENT, { detail }));
}

import { toast, type ToastTone } from '../components/Toast/Toast';

export type Notify = {
  (message: string, tone?: ToastTone): void;
  success: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
  error: (message: string) => void;
};

/**
 * A toast from a remote: `notify('Saved', 'success')` or `notify.success('Saved')`. Each remote is
 * its own React root, so useToast() cannot reach the shell's ToastProvider; this sends the
 * 'fairway:toast' window event (toast()) that the shell's chrome shows, and the toast outlives the
 * remote's page (e.g. 'Welcome' after leaving for the start page).
 */
export const notify: Notify = Object.assign(
  (message: string, tone: ToastTone = 'info') => toast({ message, tone }),
  {
    success: (message: string) => toast({ message, tone: 'success' }),
    info: (message: string) => toast({ message, tone: 'info' }),
    warning: (message: string) => toast({ message, tone: 'warning' }),
    error: (message: string) => toast({ message, tone: 'error' }),
  },
);

import { toast as toastEvent } from '@fairway/shared-ui';

/**
 * Toasts of this remote. A remote is its own React root, so shared-ui's useToast() cannot reach
 * the shell's ToastProvider; shared-ui's toast() sends the 'fairway:toast' window event that the
 * shell's chrome turns into a toast.
 */
export const toast = {
  success: (message: string) => toastEvent({ message, tone: 'success' }),
  info: (message: string) => toastEvent({ message, tone: 'info' }),
  warning: (message: string) => toastEvent({ message, tone: 'warning' }),
  error: (message: string) => toastEvent({ message, tone: 'error' }),
};

/**
 * Shell events: how remotes talk to the chrome without importing it.
 * window.dispatchEvent(new CustomEvent('fairway:toast', { detail: { message: 'Saved', tone: 'success' } }))
 */
export const TOAST_EVENT = 'fairway:toast';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';
export type ToastDetail = { message: string; tone?: ToastTone };

export function toast(detail: ToastDetail): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}

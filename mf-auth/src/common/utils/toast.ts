export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/**
 * A toast through the shell (its 'fairway:toast' window event): remotes never import the shell,
 * and the toast outlives this remote's page (e.g. 'Welcome' after leaving for the start page).
 */
export function notify(message: string, tone: ToastTone = 'info'): void {
  window.dispatchEvent(new CustomEvent('fairway:toast', { detail: { message, tone } }));
}

/** Collects the 'fairway:toast' events a test's screens send to the shell. */
export function captureToasts() {
  const toasts: { message: string; tone?: string }[] = [];
  const listener = (e: Event) =>
    toasts.push((e as CustomEvent<{ message: string; tone?: string }>).detail);
  window.addEventListener('fairway:toast', listener);
  return { toasts, stop: () => window.removeEventListener('fairway:toast', listener) };
}

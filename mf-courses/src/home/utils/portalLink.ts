import type { MouseEvent } from 'react';

/**
 * A widget lives outside the remote's router: a plain left click on a portal link moves there
 * with history.pushState, which single-spa (the shell) turns into a route change, so the page does
 * not reload. Other clicks (new tab, modifiers) stay the browser's.
 */
export function handlePortalLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  window.history.pushState(null, '', event.currentTarget.getAttribute('href') ?? '/');
}

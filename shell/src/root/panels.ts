/**
 * Plain-DOM panels the root config shows in an application's section: loading, the fallback of a
 * remote that failed (with a retry), and notices. No React here: they must work when nothing else does.
 */

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function renderLoading(target: HTMLElement, label: string): void {
  const box = el('div', 'fw-shell-loading');
  box.setAttribute('role', 'status');
  box.append(
    el('span', 'fw-shell-spinner'),
    el('span', 'fw-shell-loading-text', `Loading ${label}…`),
  );
  target.replaceChildren(box);
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** A remote that failed to load or to start: what happened, and a button to try again. */
export function renderFallback(
  target: HTMLElement,
  label: string,
  error: unknown,
  retry: () => void,
): HTMLButtonElement {
  const panel = el('div', 'fw-shell-panel fw-shell-panel-error');
  panel.setAttribute('role', 'alert');
  const button = el('button', 'fw-shell-button', 'Try again');
  button.type = 'button';
  button.addEventListener('click', retry, { once: true });
  const details = el('details', 'fw-shell-panel-detail');
  details.append(el('summary', '', 'Technical details'), el('p', '', errorText(error)));
  panel.append(
    el('h1', 'fw-shell-panel-title', `${label} could not be loaded`),
    el(
      'p',
      'fw-shell-panel-text',
      'This part of the portal did not start. Everything else keeps working; you can try again now or later.',
    ),
    button,
    details,
  );
  target.replaceChildren(panel);
  return button;
}

/** A notice without an action (module turned off, page not found). */
export function renderNotice(
  target: HTMLElement,
  title: string,
  message: string,
  action?: { label: string; onClick: () => void },
): void {
  const panel = el('div', 'fw-shell-panel');
  panel.setAttribute('role', 'status');
  panel.append(el('h1', 'fw-shell-panel-title', title), el('p', 'fw-shell-panel-text', message));
  if (action) {
    const button = el('button', 'fw-shell-button', action.label);
    button.type = 'button';
    button.addEventListener('click', action.onClick, { once: true });
    panel.append(button);
  }
  target.replaceChildren(panel);
}

import type { IncompatibleRemoteError } from './compatibility';

/**
 * Plain-DOM panels the root config shows in an application's section: loading, the fallback of a
 * remote that failed (with a retry), the refusal of a remote built for other shared versions, and notices. No React here: they must work when nothing else does.
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

/**
 * A remote refused because it was built against a version of a shared package that the portal does
 * not provide: trying again cannot help, so this names the module, the package, what it needs and
 * what the portal has, and who can fix it.
 */
export function renderIncompatible(
  target: HTMLElement,
  remote: { label: string; name: string },
  refusal: IncompatibleRemoteError,
): void {
  const panel = el('div', 'fw-shell-panel fw-shell-panel-error');
  panel.setAttribute('role', 'alert');
  const { packageName, required, provided } = refusal;
  const details = el('details', 'fw-shell-panel-detail');
  details.append(el('summary', '', 'Technical details'), el('p', '', errorText(refusal)));
  panel.append(
    el('h1', 'fw-shell-panel-title', `${remote.label} does not match this portal's version`),
    el(
      'p',
      'fw-shell-panel-text',
      `${remote.label} (${remote.name}) needs ${packageName} ${required}, but this portal provides ${packageName} ${provided}. ` +
        'It was not started, so it cannot run on a version it was not built for. Everything else keeps working.',
    ),
    el(
      'p',
      'fw-shell-panel-text',
      `Tell your club's administrator: deploy a ${remote.label} built against this portal's ${packageName}, or update the portal.`,
    ),
    details,
  );
  target.replaceChildren(panel);
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

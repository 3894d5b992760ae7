import { getT } from '@fairway/shared-ui';
import { messages } from '../i18n/messages';
import type { IncompatibleRemoteError } from './compatibility';

/**
 * Plain-DOM panels the root config shows in an application's section: loading, the fallback of a
 * remote that failed (with a retry), the refusal of a remote built for other shared versions, and
 * notices, in the active language when drawn. No React here: they must work when nothing else does.
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

/** A spinner and what is loading ('Loading Tee times…'). */
export function renderLoading(target: HTMLElement, text: string): void {
  const box = el('div', 'fw-shell-loading');
  box.setAttribute('role', 'status');
  box.append(el('span', 'fw-shell-spinner'), el('span', 'fw-shell-loading-text', text));
  target.replaceChildren(box);
}

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' ? error : getT(messages)('unknownError');
}

/**
 * A remote (`label`: its name in the active language) that failed to load or to start: what
 * happened, and a button to try again.
 */
export function renderFallback(
  target: HTMLElement,
  label: string,
  error: unknown,
  retry: () => void,
): HTMLButtonElement {
  const t = getT(messages);
  const panel = el('div', 'fw-shell-panel fw-shell-panel-error');
  panel.setAttribute('role', 'alert');
  const button = el('button', 'fw-shell-button', t('tryAgain'));
  button.type = 'button';
  button.addEventListener('click', retry, { once: true });
  const details = el('details', 'fw-shell-panel-detail');
  details.append(el('summary', '', t('technicalDetails')), el('p', '', errorText(error)));
  panel.append(
    el('h1', 'fw-shell-panel-title', t('moduleNotLoaded', { module: label })),
    el('p', 'fw-shell-panel-text', t('moduleNotLoadedMessage')),
    button,
    details,
  );
  target.replaceChildren(panel);
  return button;
}

/**
 * A remote (`remote.label`: its name in the active language) refused because it was built against
 * a version of a shared package that the portal does not provide: trying again cannot help, so
 * this names the module, the package, what it needs and what the portal has, and who can fix it.
 */
export function renderIncompatible(
  target: HTMLElement,
  remote: { label: string; name: string },
  refusal: IncompatibleRemoteError,
): void {
  const t = getT(messages);
  const panel = el('div', 'fw-shell-panel fw-shell-panel-error');
  panel.setAttribute('role', 'alert');
  const { packageName, required, provided } = refusal;
  const values = { module: remote.label, name: remote.name, package: packageName };
  const details = el('details', 'fw-shell-panel-detail');
  details.append(el('summary', '', t('technicalDetails')), el('p', '', errorText(refusal)));
  panel.append(
    el('h1', 'fw-shell-panel-title', t('moduleIncompatible', values)),
    el(
      'p',
      'fw-shell-panel-text',
      t('moduleIncompatibleMessage', { ...values, required, provided }),
    ),
    el('p', 'fw-shell-panel-text', t('moduleIncompatibleAction', values)),
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

import type { LifeCycles } from 'single-spa';
import { sessionStore, type SessionState } from '@fairway/shared-api';
import { getT } from '@fairway/shared-ui';
import { messages } from '../i18n/messages';
import { renderLoading, renderNotice } from './panels';
import { createSection } from './portal';

/**
 * What a protected page shows until it can show the real thing: checking the session, the server
 * could not be reached (with a retry), or on the way to the sign-in page.
 */
export function gateApplication(container: () => HTMLElement): LifeCycles {
  let section: HTMLElement | null = null;
  let unsubscribe: (() => void) | null = null;

  const render = (s: SessionState) => {
    if (!section) return;
    const t = getT(messages);
    section.setAttribute('aria-label', t('sectionLoading'));
    if (s.status === 'error') {
      // s.error is the client's technical English; people get words they can act on.
      renderNotice(section, t('serverUnreachable'), t('serverUnreachableMessage'), {
        label: t('tryAgain'),
        onClick: () =>
          void sessionStore
            .getState()
            .load()
            .catch(() => undefined),
      });
    } else if (s.status === 'anonymous') {
      renderLoading(section, t('loadingSignIn'));
    } else {
      renderLoading(section, t('loadingPortal'));
    }
  };

  return {
    bootstrap: async () => undefined,
    mount: async () => {
      section = createSection(container(), 'fairway-gate', getT(messages)('sectionLoading'));
      render(sessionStore.getState());
      unsubscribe = sessionStore.subscribe(render);
    },
    unmount: async () => {
      unsubscribe?.();
      unsubscribe = null;
      section?.remove();
      section = null;
    },
  };
}

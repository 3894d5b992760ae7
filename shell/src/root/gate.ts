import type { LifeCycles } from 'single-spa';
import { sessionStore, type SessionState } from '@fairway/shared-api';
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
    if (s.status === 'error') {
      renderNotice(
        section,
        'The server could not be reached',
        s.error ?? 'Check your connection and try again.',
        {
          label: 'Try again',
          onClick: () =>
            void sessionStore
              .getState()
              .load()
              .catch(() => undefined),
        },
      );
    } else if (s.status === 'anonymous') {
      renderLoading(section, 'the sign-in page');
    } else {
      renderLoading(section, 'your portal');
    }
  };

  return {
    bootstrap: async () => undefined,
    mount: async () => {
      section = createSection(container(), 'fairway-gate', 'Loading');
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

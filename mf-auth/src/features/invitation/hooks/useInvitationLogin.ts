import { useCallback, useEffect, useState } from 'react';
import type { CurrentUser } from '@fairway/shared-api';
import { getT, statusOf } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { signInWithInvitation } from '../api/invitationLogin';

export type InvitationState =
  | { step: 'signing-in' }
  | { step: 'welcome'; user: CurrentUser }
  /** The server refused the invitation (unknown, used, expired, taken address): final. */
  | { step: 'refused'; status: number; error: unknown }
  /** The server was not reached or failed: may be retried. */
  | { step: 'failed'; error: unknown };

/** Signs in with the invitation as soon as the page opens. */
export function useInvitationLogin(token: string) {
  const [state, setState] = useState<InvitationState>({ step: 'signing-in' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (!token) {
      setState({
        step: 'refused',
        status: 404,
        error: new Error(getT(messages)('invitationNotValid')),
      });
      return;
    }
    setState({ step: 'signing-in' });
    signInWithInvitation(token).then(
      (user) => live && setState({ step: 'welcome', user }),
      (error: unknown) => {
        if (!live) return;
        const status = statusOf(error) ?? 0;
        setState(
          status >= 400 && status < 500
            ? { step: 'refused', status, error }
            : { step: 'failed', error },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

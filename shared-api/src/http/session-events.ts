/**
 * What the HTTP client tells the rest of the front end about the session, without importing it:
 * 'expired' after a failed refresh or a second 401, 'logout' for a malformed token,
 * 'password_change_required' when the club asked the signed-in user for a new password.
 * The session store listens (clears itself, or marks the user); the shell follows the store.
 */
export type SessionEvent = {
  type: 'expired' | 'logout' | 'password_change_required';
  reason: string;
};
export type SessionListener = (event: SessionEvent) => void;

const listeners = new Set<SessionListener>();

export function onSessionEvent(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (err) {
      console.error('session listener failed', err);
    }
  }
}

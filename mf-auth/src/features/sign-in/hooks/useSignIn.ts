import { useCallback, useState } from 'react';
import type { ClubChoice, CurrentUser } from '@fairway/shared-api';
import { clubChoicesOf, signIn, signInErrorMessage } from '../api/signIn';
import type { SignInValues } from '../utils/validation';

/**
 * Sends the sign-in and keeps its state: loading while it runs, the message when it fails, and
 * the clubs to choose from when the address opens accounts at several.
 */
export function useSignIn() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clubs, setClubs] = useState<ClubChoice[] | null>(null);

  const submit = useCallback(
    async (values: SignInValues, organizationId?: number): Promise<CurrentUser | null> => {
      setPending(true);
      setError(null);
      try {
        const user = await signIn({
          email: values.email.trim(),
          password: values.password,
          ...(organizationId === undefined ? {} : { organization_id: organizationId }),
        });
        setClubs(null);
        return user;
      } catch (err) {
        const choices = clubChoicesOf(err);
        setClubs(choices);
        if (!choices) setError(signInErrorMessage(err));
        return null;
      } finally {
        setPending(false);
      }
    },
    [],
  );

  return {
    submit,
    pending,
    error,
    clubs,
    clearError: () => setError(null),
    clearClubs: () => setClubs(null),
  };
}

import { useCallback, useState } from 'react';
import type { CurrentUser } from '@fairway/shared-api';
import { signIn, signInErrorMessage } from '../api/signIn';
import type { SignInValues } from '../validation';

/** Sends the sign-in and keeps its state: loading while it runs, the message when it fails. */
export function useSignIn() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(async (values: SignInValues): Promise<CurrentUser | null> => {
    setPending(true);
    setError(null);
    try {
      return await signIn({ email: values.email.trim(), password: values.password });
    } catch (err) {
      setError(signInErrorMessage(err));
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  return { submit, pending, error, clearError: () => setError(null) };
}

export type SignInValues = { email: string; password: string };
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Inline validation, before anything is sent. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Enter your e-mail address';
  else if (email.length > 254 || !EMAIL.test(email))
    errors.email = 'Enter a valid e-mail address, like name@example.org';
  if (!values.password) errors.password = 'Enter your password';
  return errors;
}

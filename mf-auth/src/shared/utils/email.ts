const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in screen's e-mail rule, shared by every form that asks for an address. */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  if (!email) return 'Enter your e-mail address';
  if (email.length > 254 || !EMAIL.test(email))
    return 'Enter a valid e-mail address, like name@example.org';
  return null;
}

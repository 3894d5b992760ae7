import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { sessionStore } from '@fairway/shared-api';
import {
  Button,
  Notice,
  PasswordField,
  TextField,
  useDocumentTitle,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { landingFor } from '../../../shared/api/session';
import { AuthLayout, AuthLinks, authStyles as styles } from '../../../shared/components/AuthLayout';
import { useRegistrationEnabled } from '../../registration/hooks/useRegistrationEnabled';
import { useSignIn } from '../hooks/useSignIn';
import { ClubChoiceList } from './ClubChoiceList';
import { validateSignIn, type SignInErrors, type SignInValues } from '../utils/validation';

/** Only a path of this site: '/x', never '//other.example' or an absolute URL. */
export function nextPath(raw: string | null): string {
  if (
    !raw ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    raw.startsWith('/\\') ||
    raw.startsWith('/login')
  )
    return '/';
  return raw;
}

/**
 * /login: e-mail and password, validated inline (on leaving a field and on submit), sent with the
 * button or Enter. While it runs the button shows a spinner; a failure shows the server's message;
 * success goes to ?next or to the start page (first to the password change when the club asked
 * for one). Links to the password reset and, while the club takes new accounts, to registration.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const next = nextPath(params.get('next'));
  const navigate = useNavigate();
  const status = useStore(sessionStore, (s) => s.status);
  const signedInUser = useStore(sessionStore, (s) => s.user);
  const sessionNote = useStore(sessionStore, (s) => s.error);
  const { submit, pending, error, clubs, clearClubs } = useSignIn();
  const registration = useRegistrationEnabled();
  const t = useT(messages);
  useDocumentTitle(t('signIn'));

  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<keyof SignInValues, boolean>>({
    email: false,
    password: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // A failed sign-in empties the password (a club choice keeps it: it is sent again with the club).
  useEffect(() => {
    if (!error) return;
    setValues((v) => ({ ...v, password: '' }));
    errorRef.current?.focus();
  }, [error]);

  const errors: SignInErrors = validateSignIn(values, t);
  const shown = (field: keyof SignInValues) =>
    touched[field] || submitted ? (errors[field] ?? null) : null;

  if (status === 'authenticated' && !pending)
    return <Navigate to={signedInUser ? landingFor(signedInUser, next) : next} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    const user = await submit(values);
    if (user) navigate(landingFor(user, next), { replace: true });
  };

  const handleChooseClub = async (organizationId: number) => {
    if (pending) return;
    const user = await submit(values, organizationId);
    if (user) navigate(landingFor(user, next), { replace: true });
  };

  const handleChooseAgain = () => {
    clearClubs();
    setValues((v) => ({ ...v, password: '' }));
  };

  if (clubs)
    return (
      <AuthLayout title={t('chooseYourClub')} lead={t('chooseYourClubLead')} focusTitle>
        <ClubChoiceList
          clubs={clubs}
          pending={pending}
          onChoose={handleChooseClub}
          onCancel={handleChooseAgain}
        />
      </AuthLayout>
    );

  const set = (field: keyof SignInValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: keyof SignInValues) => () => setTouched((t) => ({ ...t, [field]: true }));

  return (
    <AuthLayout
      title={t('signIn')}
      footer={
        <AuthLinks>
          <li>
            <Link to="/forgot-password">{t('forgotYourPassword')}</Link>
          </li>
          {registration.enabled ? (
            <li>
              <Link to="/register">{t('createAnAccount')}</Link>
            </li>
          ) : null}
        </AuthLinks>
      }
    >
      {sessionNote === 'Session expired' && !error && (
        <Notice tone="info">{t('sessionExpired')}</Notice>
      )}
      {error && (
        <div ref={errorRef} tabIndex={-1} className={styles['fw-auth-focus-target']}>
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        className={styles['fw-auth-form']}
        aria-busy={pending || undefined}
      >
        <TextField
          ref={emailRef}
          label={t('email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={values.email}
          onValueChange={set('email')}
          onBlur={blur('email')}
          error={shown('email')}
          readOnly={pending}
        />
        <PasswordField
          ref={passwordRef}
          label={t('password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValueChange={set('password')}
          onBlur={blur('password')}
          error={shown('password')}
          readOnly={pending}
        />
        <Button type="submit" fullWidth loading={pending} loadingLabel={t('signingIn')}>
          {t('signIn')}
        </Button>
      </form>
    </AuthLayout>
  );
}

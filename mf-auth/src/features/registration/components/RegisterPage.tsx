import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { sessionStore } from '@fairway/shared-api';
import { type RegisterBody } from '@fairway/shared-api/auth';
import {
  Button,
  LoadingState,
  Notice,
  PasswordField,
  TextField,
  useForm,
  type FormHelpers,
  useDocumentTitle,
  failureMessage,
  fieldErrorsOf,
  serverText,
  statusOf,
  reportFailure,
} from '@fairway/shared-ui';
import { AuthLayout, AuthLinks, authStyles } from '../../../shared/components/AuthLayout';
import { FormError } from '../../../shared/components/FormError';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { PASSWORD_RULES, isPasswordMessage } from '../../../shared/utils/password';
import { register } from '../api/registration';
import { useRegistrationEnabled } from '../hooks/useRegistrationEnabled';
import {
  REGISTER_FIELDS,
  emptyRegistration,
  registrationSchema,
  type RegisterValues,
} from '../utils/validation';
import styles from './Register.module.css';

/** What the page says when the club does not take accounts online (the flag is off, or the server said so). */
function RegistrationClosed({ reason }: { reason?: string | null }) {
  return (
    <AuthLayout title="Registration is closed" focusTitle={Boolean(reason)}>
      <Notice tone="info" title="This club does not take new accounts online">
        {reason ?? 'Ask the club for an invitation. If you already have an account, sign in.'}
      </Notice>
      <AuthLinks>
        <li>
          <Link to="/login">Sign in</Link>
        </li>
        <li>
          <Link to="/forgot-password">Forgot your password?</Link>
        </li>
      </AuthLinks>
    </AuthLayout>
  );
}

/**
 * /register (public): only while GET /api/registration-enabled is on. Names, e-mail and a new
 * password typed twice, checked inline against the server's rules; the server's reason when it
 * refuses (a common password, an address that cannot be used) is shown on its field. On success
 * the new member is signed in and goes to the start page.
 */
export function RegisterPage() {
  useDocumentTitle('Create an account');
  const navigate = useNavigate();
  const status = useStore(sessionStore, (s) => s.status);
  const { loading, enabled } = useRegistrationEnabled();
  const [closedReason, setClosedReason] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfterRender();

  const handleRegister = async (body: RegisterBody, helpers: FormHelpers<RegisterValues>) => {
    try {
      await register(body);
      setRegistered(true);
      navigate('/', { replace: true });
    } catch (err) {
      const code = statusOf(err);
      const reason = serverText(err);
      if (code === 403) return setClosedReason(reason);
      const fields = fieldErrorsOf(err, REGISTER_FIELDS);
      if (code === 409 && reason) fields.email = reason;
      else if (code === 400 && reason && !Object.keys(fields).length && isPasswordMessage(reason))
        fields.password = reason;
      reportFailure(helpers, fields, failureMessage(err, 'Registration failed'), () =>
        focusLater(() => focusFirstInvalid(formRef.current)),
      );
    }
  };

  const form = useForm<RegisterValues, RegisterBody>({
    schema: registrationSchema,
    initialValues: emptyRegistration,
    onSubmit: handleRegister,
  });

  if (status === 'authenticated' && !form.submitting && !registered)
    return <Navigate to="/" replace />;
  if (loading) {
    return (
      <AuthLayout title="Create an account">
        <LoadingState label="Checking whether the club takes new accounts…" />
      </AuthLayout>
    );
  }
  if (!enabled || closedReason) return <RegistrationClosed reason={closedReason} />;

  return (
    <AuthLayout
      title="Create an account"
      lead="Become a member of the club's portal: book, shop and follow the club."
      footer={
        <AuthLinks>
          <li>
            <span>
              Already have an account? <Link to="/login">Sign in</Link>
            </span>
          </li>
        </AuthLinks>
      }
    >
      <FormError message={form.formError} />
      <form
        ref={formRef}
        {...form.formProps}
        className={authStyles['fw-auth-form']}
        aria-busy={form.submitting || undefined}
      >
        <div className={styles['fw-auth-name-row']}>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            maxLength={100}
            {...form.register('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={100}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_RULES}
          required
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.register('confirm')}
        />
        <Button
          type="submit"
          fullWidth
          loading={form.submitting}
          loadingLabel="Creating your account"
        >
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}

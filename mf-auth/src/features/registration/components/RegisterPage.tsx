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
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { AuthLayout, AuthLinks, authStyles } from '../../../shared/components/AuthLayout';
import { FormError } from '../../../shared/components/FormError';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { isPasswordMessage, passwordRules } from '../../../shared/utils/password';
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
  const t = useT(messages);
  return (
    <AuthLayout title={t('registrationClosed')} focusTitle={Boolean(reason)}>
      <Notice tone="info" title={t('noAccountsOnline')}>
        {reason ?? t('noAccountsOnlineMessage')}
      </Notice>
      <AuthLinks>
        <li>
          <Link to="/login">{t('signIn')}</Link>
        </li>
        <li>
          <Link to="/forgot-password">{t('forgotYourPassword')}</Link>
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
  const t = useT(messages);
  useDocumentTitle(t('createAnAccount'));
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
      <AuthLayout title={t('createAnAccount')}>
        <LoadingState label={t('checkingRegistration')} />
      </AuthLayout>
    );
  }
  if (!enabled || closedReason) return <RegistrationClosed reason={closedReason} />;

  // One sentence per language, the link wherever the language puts it.
  const [beforeLink, afterLink] = t('alreadyHaveAccount').split('{link}');
  return (
    <AuthLayout
      title={t('createAnAccount')}
      lead={t('registerLead')}
      footer={
        <AuthLinks>
          <li>
            <span>
              {beforeLink}
              <Link to="/login">{t('signIn')}</Link>
              {afterLink}
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
            label={t('firstName')}
            autoComplete="given-name"
            required
            maxLength={100}
            {...form.register('first_name')}
          />
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            required
            maxLength={100}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          {...form.register('email')}
        />
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          hint={passwordRules(t)}
          required
          {...form.register('password')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          required
          {...form.register('confirm')}
        />
        <Button
          type="submit"
          fullWidth
          loading={form.submitting}
          loadingLabel={t('creatingAccount')}
        >
          {t('createAccount')}
        </Button>
      </form>
    </AuthLayout>
  );
}

import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  LoadingState,
  Notice,
  PasswordField,
  useForm,
  useDocumentTitle,
  failureMessage,
  serverText,
  statusOf,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { AuthLayout, AuthLinks, authStyles } from '../../../shared/components/AuthLayout';
import { FormError } from '../../../shared/components/FormError';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { passwordRules } from '../../../shared/utils/password';
import { serverWords } from '../../../shared/utils/serverWords';
import { completeReset } from '../api/passwordReset';
import { useResetLink } from '../hooks/useResetLink';
import { describeExpiry, newPasswordSchema, type NewPasswordValues } from '../utils/validation';

function SignInLink() {
  const t = useT(messages);
  return (
    <AuthLinks>
      <li>
        <Link to="/login">{t('backToSignIn')}</Link>
      </li>
    </AuthLinks>
  );
}

function InvalidLink() {
  const t = useT(messages);
  return (
    <AuthLayout title={t('linkInvalid')} focusTitle footer={<SignInLink />}>
      <p className={authStyles['fw-auth-lead']}>{t('linkInvalidMessage')}</p>
      <Link to="/forgot-password" className={authStyles['fw-auth-link']}>
        {t('requestNewLink')}
      </Link>
    </AuthLayout>
  );
}

/**
 * /reset-password/:id (public): reads the link (GET /api/password-reset/{id}) and shows the masked
 * e-mail and the expiry, or 'This link is invalid or has expired' with a way to ask for a new one;
 * then the new password typed twice. Success says so and links to sign in.
 */
export function ResetPasswordPage() {
  const t = useT(messages);
  const f = useFormat();
  useDocumentTitle(t('chooseNewPassword'));
  const { id } = useParams();
  const link = useResetLink(id);
  const [done, setDone] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfterRender();

  const form = useForm<NewPasswordValues, { password: string }>({
    schema: newPasswordSchema,
    initialValues: { password: '', confirm: '' },
    onSubmit: async ({ password }, helpers) => {
      try {
        setDone(await completeReset(id ?? '', password));
      } catch (err) {
        const status = statusOf(err);
        if (status === 404) return setSpent(true);
        if (status === 400) {
          helpers.setErrors({ password: serverText(err) ?? t('chooseAnotherPassword') });
          focusLater(() => focusFirstInvalid(formRef.current));
          return;
        }
        helpers.setFormError(failureMessage(err, 'Failed to reset password'));
      }
    },
  });

  if (link.status === 'loading') {
    return (
      <AuthLayout title={t('chooseNewPassword')}>
        <LoadingState label={t('checkingResetLink')} />
      </AuthLayout>
    );
  }
  if (link.status === 'error') {
    return (
      <AuthLayout title={t('chooseNewPassword')} footer={<SignInLink />}>
        <ErrorState
          title="Failed to get password reset"
          message={failureMessage(link.failure)}
          onRetry={link.reload}
          retrying={link.retrying}
        />
      </AuthLayout>
    );
  }
  if (!link.data.valid || spent) return <InvalidLink />;
  if (done) {
    return (
      <AuthLayout title={t('passwordChanged')} focusTitle>
        <Notice tone="success">{serverWords(t, 'passwordChangedSignIn', done)}</Notice>
        <Link to="/login" className={authStyles['fw-auth-link']}>
          {t('signIn')}
        </Link>
      </AuthLayout>
    );
  }

  const { info } = link.data;
  // One sentence per language, the address in bold wherever the language puts it.
  const [beforeEmail, afterEmail] = t('resetForAccount', {
    expiry: describeExpiry(info.expires_at, Date.now(), f, t),
  }).split('{email}');
  return (
    <AuthLayout
      title={t('chooseNewPassword')}
      lead={
        <>
          {beforeEmail}
          <strong>{info.email}</strong>
          {afterEmail}
        </>
      }
      footer={<SignInLink />}
    >
      <FormError message={form.formError} />
      <form
        ref={formRef}
        {...form.formProps}
        className={authStyles['fw-auth-form']}
        aria-busy={form.submitting || undefined}
      >
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          hint={passwordRules(t)}
          required
          {...form.register('password')}
        />
        <PasswordField
          label={t('confirmNewPassword')}
          autoComplete="new-password"
          required
          {...form.register('confirm')}
        />
        <Button
          type="submit"
          fullWidth
          loading={form.submitting}
          loadingLabel={t('savingNewPassword')}
        >
          {t('setNewPassword')}
        </Button>
      </form>
    </AuthLayout>
  );
}

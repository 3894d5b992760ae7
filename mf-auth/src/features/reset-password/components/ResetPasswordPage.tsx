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
} from '@fairway/shared-ui';
import { AuthLayout, AuthLinks, authStyles } from '../../../shared/components/AuthLayout';
import { FormError } from '../../../shared/components/FormError';
import { focusFirstInvalid, useFocusAfterRender } from '../../../shared/hooks/useFocusAfterRender';
import { PASSWORD_RULES } from '../../../shared/utils/password';
import { completeReset } from '../api/passwordReset';
import { useResetLink } from '../hooks/useResetLink';
import { describeExpiry, newPasswordSchema, type NewPasswordValues } from '../utils/validation';

const signInLink = (
  <AuthLinks>
    <li>
      <Link to="/login">Back to sign in</Link>
    </li>
  </AuthLinks>
);

function InvalidLink() {
  return (
    <AuthLayout title="This link is invalid or has expired" focusTitle footer={signInLink}>
      <p className={authStyles['fw-auth-lead']}>
        A reset link works once and only for a limited time. Ask for a new one and use the latest
        e-mail.
      </p>
      <Link to="/forgot-password" className={authStyles['fw-auth-link']}>
        Request a new link
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
  useDocumentTitle('Choose a new password');
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
          helpers.setErrors({ password: serverText(err) ?? 'Choose another password' });
          focusLater(() => focusFirstInvalid(formRef.current));
          return;
        }
        helpers.setFormError(failureMessage(err, 'Failed to reset password'));
      }
    },
  });

  if (link.status === 'loading') {
    return (
      <AuthLayout title="Choose a new password">
        <LoadingState label="Checking your reset link…" />
      </AuthLayout>
    );
  }
  if (link.status === 'error') {
    return (
      <AuthLayout title="Choose a new password" footer={signInLink}>
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
      <AuthLayout title="Your password has been changed" focusTitle>
        <Notice tone="success">{done}</Notice>
        <Link to="/login" className={authStyles['fw-auth-link']}>
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  const { info } = link.data;
  return (
    <AuthLayout
      title="Choose a new password"
      lead={
        <>
          For the account <strong>{info.email}</strong>. This link is valid until{' '}
          {describeExpiry(info.expires_at)}.
        </>
      }
      footer={signInLink}
    >
      <FormError message={form.formError} />
      <form
        ref={formRef}
        {...form.formProps}
        className={authStyles['fw-auth-form']}
        aria-busy={form.submitting || undefined}
      >
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_RULES}
          required
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.register('confirm')}
        />
        <Button
          type="submit"
          fullWidth
          loading={form.submitting}
          loadingLabel="Saving your new password"
        >
          Set new password
        </Button>
      </form>
    </AuthLayout>
  );
}

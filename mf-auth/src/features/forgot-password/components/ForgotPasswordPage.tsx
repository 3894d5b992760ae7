import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Notice,
  TextField,
  useForm,
  useDocumentTitle,
  failureMessage,
} from '@fairway/shared-ui';
import { AuthLayout, AuthLinks, authStyles } from '../../../shared/components/AuthLayout';
import { FormError } from '../../../shared/components/FormError';
import { emailProblem } from '../../../shared/utils/email';
import { formSchema } from '../../../shared/utils/schema';
import { requestPasswordReset } from '../api/forgotPassword';

type Values = { email: string };

const schema = formSchema((v: Values) => {
  const problem = emailProblem(v.email);
  return problem
    ? { ok: false as const, errors: { email: problem } }
    : { ok: true as const, data: { email: v.email.trim() } };
});

/**
 * /forgot-password (public): asks for the e-mail address and shows the server's confirmation, the
 * same sentence for every address. 'Send another link' goes back to the form.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useForm<Values, Values>({
    schema,
    initialValues: { email: '' },
    onSubmit: async ({ email }, helpers) => {
      try {
        setConfirmation(await requestPasswordReset(email));
      } catch (err) {
        helpers.setFormError(failureMessage(err, 'Failed to create password reset'));
      }
    },
  });

  const footer = (
    <AuthLinks>
      <li>
        <Link to="/login">Back to sign in</Link>
      </li>
    </AuthLinks>
  );

  if (confirmation) {
    return (
      <AuthLayout title="Check your e-mail" focusTitle footer={footer}>
        <Notice tone="success">{confirmation}</Notice>
        <p className={authStyles['fw-auth-lead']}>
          The link works for one hour. If nothing arrives, check your spam folder or ask again.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset({ email: form.values.email });
            setConfirmation(null);
          }}
        >
          Send another link
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <FormError message={form.formError} />
      <form
        {...form.formProps}
        className={authStyles['fw-auth-form']}
        aria-busy={form.submitting || undefined}
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={form.submitting} loadingLabel="Sending">
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}

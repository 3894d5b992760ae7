import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Notice,
  TextField,
  useForm,
  useDocumentTitle,
  failureMessage,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { AuthLayout, AuthLinks, authStyles } from '../../../shared/components/AuthLayout';
import { FormError } from '../../../shared/components/FormError';
import { emailProblem } from '../../../shared/utils/email';
import { formSchema } from '../../../shared/utils/schema';
import { serverWords } from '../../../shared/utils/serverWords';
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
  const t = useT(messages);
  useDocumentTitle(t('resetYourPassword'));
  // The server's sentence once the request went through ('' when it sent none).
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
        <Link to="/login">{t('backToSignIn')}</Link>
      </li>
    </AuthLinks>
  );

  if (confirmation !== null) {
    return (
      <AuthLayout title={t('checkYourEmail')} focusTitle footer={footer}>
        <Notice tone="success">{serverWords(t, 'resetLinkSent', confirmation)}</Notice>
        <p className={authStyles['fw-auth-lead']}>{t('resetLinkHelp')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset({ email: form.values.email });
            setConfirmation(null);
          }}
        >
          {t('sendAnotherLink')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetYourPassword')} lead={t('resetYourPasswordLead')} footer={footer}>
      <FormError message={form.formError} />
      <form
        {...form.formProps}
        className={authStyles['fw-auth-form']}
        aria-busy={form.submitting || undefined}
      >
        <TextField
          label={t('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={form.submitting} loadingLabel={t('sending')}>
          {t('sendResetLink')}
        </Button>
      </form>
    </AuthLayout>
  );
}

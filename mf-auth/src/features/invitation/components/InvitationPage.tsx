import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { featuresStore } from '@fairway/shared-api';
import {
  Button,
  ErrorState,
  LoadingState,
  Notice,
  useDocumentTitle,
  failureMessage,
  serverText,
  useT,
} from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { landingFor } from '../../../shared/api/session';
import { AuthLayout, AuthLinks, authStyles } from '../../../shared/components/AuthLayout';
import { useInvitationLogin } from '../hooks/useInvitationLogin';

export type InvitationPageProps = {
  /** How long the welcome stays before the portal opens; the button continues at once. */
  continueAfterMs?: number;
};

/**
 * /invitations/:token (public, and never redirected to /login by the session rules): signs in with
 * the invitation on load, shows progress, then a welcome, and continues to the start page. A used,
 * expired or unknown invitation shows the server's message.
 */
export function InvitationPage({ continueAfterMs = 3000 }: InvitationPageProps) {
  const t = useT(messages);
  useDocumentTitle(t('invitationTitle'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const siteName = useStore(featuresStore, (s) => s.siteName);
  const { state, retry } = useInvitationLogin(token);
  const continueRef = useRef<HTMLButtonElement>(null);

  const user = state.step === 'welcome' ? state.user : null;
  const next = user ? landingFor(user) : '/';

  useEffect(() => {
    if (!user) return;
    continueRef.current?.focus();
    const timer = window.setTimeout(() => navigate(next, { replace: true }), continueAfterMs);
    return () => window.clearTimeout(timer);
  }, [user, next, continueAfterMs, navigate]);

  if (state.step === 'signing-in') {
    return (
      <AuthLayout title={t('openingInvitation')}>
        <LoadingState label={t('signingInWithInvitation')} />
      </AuthLayout>
    );
  }

  if (state.step === 'welcome') {
    const name = state.user.first_name.trim();
    return (
      <AuthLayout title={name ? t('welcomeName', { name }) : t('welcome')} focusTitle>
        <Notice tone="success">{t('signedInWithInvitation', { site: siteName })}</Notice>
        <Button ref={continueRef} fullWidth onClick={() => navigate(next, { replace: true })}>
          {t('continue')}
        </Button>
      </AuthLayout>
    );
  }

  const footer = (
    <AuthLinks>
      <li>
        <Link to="/login">{t('signInWithPassword')}</Link>
      </li>
    </AuthLinks>
  );

  if (state.step === 'refused') {
    return (
      <AuthLayout title={t('invitationCannotBeUsed')} focusTitle footer={footer}>
        <Notice tone="error">{serverText(state.error) ?? t('invitationNotValid')}</Notice>
        <p className={authStyles['fw-auth-lead']}>{t('askForNewInvitation')}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('openingInvitation')} footer={footer}>
      <ErrorState
        title={t('invitationNotOpened')}
        message={failureMessage(state.error)}
        onRetry={retry}
      />
    </AuthLayout>
  );
}

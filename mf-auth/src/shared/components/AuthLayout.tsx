import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { featuresStore } from '@fairway/shared-api';
import styles from './AuthLayout.module.css';

export type AuthLayoutProps = {
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (e.g. back to sign in). */
  footer?: ReactNode;
  /**
   * Moves focus to the title when it changes (a step of the page replaced the previous one), so
   * keyboard and screen-reader users start reading at the new content.
   */
  focusTitle?: boolean;
};

/** The card of the public account pages (sign in, register, reset…) and of the forced password change. */
export function AuthLayout({ title, lead, children, footer, focusTitle = false }: AuthLayoutProps) {
  const siteName = useStore(featuresStore, (s) => s.siteName);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <div className={styles['fw-auth-page']}>
      <div className={styles['fw-auth-card']}>
        <p className={styles['fw-auth-brand']}>{siteName}</p>
        <h1 ref={heading} tabIndex={-1} className={styles['fw-auth-title']}>
          {title}
        </h1>
        {lead ? <p className={styles['fw-auth-lead']}>{lead}</p> : null}
        <div className={styles['fw-auth-body']}>{children}</div>
        {footer}
      </div>
    </div>
  );
}

/** A row of links under a card (wraps on phones; each link is a 44px target). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <ul className={styles['fw-auth-links']}>{children}</ul>;
}

export const authStyles = styles;

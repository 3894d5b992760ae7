import { Spinner, icons, useT } from '@fairway/shared-ui';
import { cx } from '../../../shared/utils/cx';
import { storefrontMessages } from '../i18n';
import styles from './Storefront.module.css';

export type CheckoutStep = 'order' | 'pay' | 'done';

/** The two steps of checkout (place the order, charge the account), each done, running or waiting. */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const t = useT(storefrontMessages);
  const steps = [
    { id: 'order', label: t('stepOrder'), state: step === 'order' ? 'current' : 'done' },
    {
      id: 'pay',
      label: t('stepPay'),
      state: step === 'pay' ? 'current' : step === 'done' ? 'done' : 'waiting',
    },
  ] as const;
  return (
    <ol className={styles['fw-shop-steps']} aria-label={t('progressLabel')}>
      {steps.map((s) => (
        <li
          key={s.id}
          className={cx(
            styles['fw-shop-step'],
            s.state === 'done' && styles['fw-shop-step-done'],
            s.state === 'waiting' && styles['fw-shop-step-waiting'],
          )}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          {s.state === 'done' ? (
            <icons.SuccessIcon aria-hidden="true" />
          ) : s.state === 'current' ? (
            <Spinner size="sm" decorative />
          ) : (
            <icons.ChevronRightIcon aria-hidden="true" />
          )}
          <span>
            {s.label}
            <span className={styles['fw-shop-muted']}>
              {' '}
              (
              {t(
                s.state === 'done'
                  ? 'stepDone'
                  : s.state === 'current'
                    ? 'stepCurrent'
                    : 'stepWaiting',
              )}
              )
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

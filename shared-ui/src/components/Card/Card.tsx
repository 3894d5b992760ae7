import { useId, type ElementType, type ReactNode } from 'react';
import styles from './Card.module.css';
import { cx } from '../../utils/cx';

export type CardProps = {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or a menu at the top right. */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title; default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Removes the body padding (for tables and charts that draw edge to edge). */
  flush?: boolean;
  /** "section" (default, labelled by the title), "article" or "div". */
  as?: 'section' | 'article' | 'div';
  className?: string;
};

/** A surface for one topic, labelled by its title. */
export function Card({
  title,
  subtitle,
  actions,
  footer,
  children,
  headingLevel = 2,
  flush = false,
  as = 'section',
  className,
}: CardProps) {
  const titleId = useId();
  const Tag = as as ElementType;
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <Tag
      className={cx(styles['fw-ui-card'], flush && styles['fw-ui-card-flush'], className)}
      aria-labelledby={title && as !== 'div' ? titleId : undefined}
    >
      {title || actions ? (
        <div className={styles['fw-ui-card-header']}>
          <div>
            {title ? (
              <Heading id={titleId} className={styles['fw-ui-card-title']}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles['fw-ui-card-subtitle']}>{subtitle}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      <div className={styles['fw-ui-card-body']}>{children}</div>
      {footer ? <div className={styles['fw-ui-card-footer']}>{footer}</div> : null}
    </Tag>
  );
}

export type StatTileProps = {
  label: ReactNode;
  /** The figure, already formatted ("€ 12,480", "86 %", "142"). */
  value: ReactNode;
  /** The change against a previous period, e.g. { value: '+12 %', trend: 'up', sentiment: 'positive' }. */
  delta?: {
    value: string;
    trend: 'up' | 'down' | 'flat';
    /** Whether the change is good news; by default up is positive and down negative. */
    sentiment?: 'positive' | 'negative' | 'neutral';
  };
  /** A short comparison note ("vs last month"). */
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

const trendWords = { up: 'up', down: 'down', flat: 'unchanged' } as const;
const trendArrows = { up: '▲', down: '▼', flat: '■' } as const;

/** One key figure with its label and trend (a dashboard tile). */
export function StatTile({ label, value, delta, hint, icon, className }: StatTileProps) {
  const labelId = useId();
  const sentiment =
    delta?.sentiment ??
    (delta?.trend === 'up' ? 'positive' : delta?.trend === 'down' ? 'negative' : 'neutral');
  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles['fw-ui-stat'], className)}>
      <p id={labelId} className={styles['fw-ui-stat-label']}>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
      </p>
      <p className={styles['fw-ui-stat-value']}>{value}</p>
      {delta || hint ? (
        <p className={styles['fw-ui-stat-meta']}>
          {delta ? (
            <span
              className={cx(styles['fw-ui-stat-delta'], styles[`fw-ui-stat-delta-${sentiment}`])}
            >
              <span aria-hidden="true">{trendArrows[delta.trend]} </span>
              <span className={styles['fw-ui-stat-delta-text']}>
                {delta.trend === 'flat'
                  ? trendWords.flat
                  : `${trendWords[delta.trend]} ${delta.value}`}
              </span>
            </span>
          ) : null}
          {hint ? <span>{hint}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

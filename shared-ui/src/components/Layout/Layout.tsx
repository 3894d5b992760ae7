import type { CSSProperties, ElementType, ReactNode } from 'react';
import styles from './Layout.module.css';
import { cx } from '../../utils/cx';

/** A step of the spacing scale: --fw-space-0 … --fw-space-8. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const space = (step: Space) => `var(--fw-space-${step})`;

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
const alignValue = (a: Align | undefined) =>
  a === 'start' ? 'flex-start' : a === 'end' ? 'flex-end' : a;

type LayoutBaseProps = {
  gap?: Space;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
};

export type StackProps = LayoutBaseProps & { align?: Align };

/** Children in a column with even gaps. */
export function Stack({ gap = 4, align, as: Tag = 'div', className, style, children }: StackProps) {
  return (
    <Tag
      className={cx(styles['fw-ui-stack'], className)}
      style={{ gap: space(gap), alignItems: alignValue(align), ...style }}
    >
      {children}
    </Tag>
  );
}

export type ClusterProps = LayoutBaseProps & {
  align?: Align;
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Wraps onto new lines when there is no room (default true: phones). */
  wrap?: boolean;
};

/** Children in a row that wraps: buttons, badges, filters. */
export function Cluster({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Tag = 'div',
  className,
  style,
  children,
}: ClusterProps) {
  const justifyContent =
    justify === 'between'
      ? 'space-between'
      : justify === 'start'
        ? 'flex-start'
        : justify === 'end'
          ? 'flex-end'
          : 'center';
  return (
    <Tag
      className={cx(styles['fw-ui-cluster'], !wrap && styles['fw-ui-cluster-nowrap'], className)}
      style={{ gap: space(gap), alignItems: alignValue(align), justifyContent, ...style }}
    >
      {children}
    </Tag>
  );
}

export type GridProps = LayoutBaseProps & {
  /** The narrowest a column may get before the grid drops a column (CSS length). Default 16rem. */
  minColumnWidth?: string;
};

/** A responsive grid of equal columns: one column on phones, more as room allows (stat tiles, cards). */
export function Grid({
  gap = 4,
  minColumnWidth = '16rem',
  as: Tag = 'div',
  className,
  style,
  children,
}: GridProps) {
  return (
    <Tag
      className={cx(styles['fw-ui-grid'], className)}
      style={{ gap: space(gap), '--fw-ui-grid-min': minColumnWidth, ...style } as CSSProperties}
    >
      {children}
    </Tag>
  );
}

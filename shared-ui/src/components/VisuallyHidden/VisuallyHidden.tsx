import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export const visuallyHiddenClass = styles['fw-ui-visually-hidden'];

export type VisuallyHiddenProps = {
  children: ReactNode;
  as?: ElementType;
} & Omit<ComponentPropsWithRef<'span'>, 'children'>;

/** Text for screen readers only: present in the accessibility tree, not drawn. */
export function VisuallyHidden({
  children,
  as: Tag = 'span',
  className,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Tag {...rest} className={[visuallyHiddenClass, className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}

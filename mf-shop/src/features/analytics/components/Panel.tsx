import type { ReactNode } from 'react';
import { Card, ResourceStatus, type Resource } from '@fairway/shared-ui';
import styles from './Analytics.module.css';

export type PanelProps<T> = {
  title: string;
  resource: Resource<T>;
  loadingLabel: string;
  errorTitle: string;
  /** The panel's content once loaded. */
  children: (data: T) => ReactNode;
  wide?: boolean;
};

/**
 * One panel of the analytics: its own loading state, its own failure with "Try again", and its
 * content once loaded (the last answer stays shown, marked busy, while a newer one loads).
 */
export function Panel<T>({
  title,
  resource,
  loadingLabel,
  errorTitle,
  children,
  wide,
}: PanelProps<T>) {
  return (
    <Card title={title} className={wide ? styles['fw-shop-analytics-wide'] : undefined}>
      {resource.data === undefined || resource.data === null ? (
        <ResourceStatus resource={resource} loadingLabel={loadingLabel} errorTitle={errorTitle} />
      ) : (
        <div aria-busy={resource.loading} className={styles['fw-shop-analytics-panel']}>
          {resource.status === 'error' ? (
            <ResourceStatus
              resource={resource}
              loadingLabel={loadingLabel}
              errorTitle={errorTitle}
            />
          ) : null}
          {children(resource.data)}
        </div>
      )}
    </Card>
  );
}

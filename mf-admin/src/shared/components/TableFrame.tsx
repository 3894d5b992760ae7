import type { ReactNode } from 'react';
import styles from './Page.module.css';

/** Keeps a DataTable with a hidden caption from widening the page on phones (see Page.module.css). */
export function TableFrame({ children }: { children: ReactNode }) {
  return <div className={styles['fw-admin-table-frame']}>{children}</div>;
}

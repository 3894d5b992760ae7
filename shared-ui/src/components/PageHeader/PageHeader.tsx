import type { MouseEvent, ReactNode } from 'react';
import styles from './PageHeader.module.css';
import { ChevronRightIcon } from '../../icons/icons';

export type Breadcrumb = { label: string; href?: string };

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Primary page actions (buttons), right of the title; they wrap under it on phones. */
  actions?: ReactNode;
  breadcrumbs?: ReadonlyArray<Breadcrumb>;
  /** Client-side navigation for breadcrumb links (plain left clicks only). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
};

/** The top of a page: breadcrumbs, the h1, a description and the page's actions. */
export function PageHeader({
  title,
  description,
  actions,
  breadcrumbs,
  onNavigate,
  className,
}: PageHeaderProps) {
  return (
    <header className={[styles['fw-ui-page-header'], className].filter(Boolean).join(' ')}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label="Breadcrumb" className={styles['fw-ui-breadcrumbs']}>
          <ol>
            {breadcrumbs.map((crumb, index) => {
              const last = index === breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`}>
                  {crumb.href && !last ? (
                    <a
                      href={crumb.href}
                      onClick={(event) => {
                        if (
                          !onNavigate ||
                          event.button !== 0 ||
                          event.metaKey ||
                          event.ctrlKey ||
                          event.shiftKey ||
                          event.altKey
                        )
                          return;
                        event.preventDefault();
                        onNavigate(crumb.href as string, event);
                      }}
                    >
                      {crumb.label}
                    </a>
                  ) : (
                    <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                  )}
                  {last ? null : <ChevronRightIcon />}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className={styles['fw-ui-page-header-row']}>
        <div>
          <h1 className={styles['fw-ui-page-title']}>{title}</h1>
          {description ? <p className={styles['fw-ui-page-description']}>{description}</p> : null}
        </div>
        {actions ? <div className={styles['fw-ui-page-actions']}>{actions}</div> : null}
      </div>
    </header>
  );
}

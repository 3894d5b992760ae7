import { Button, Select, icons } from '@fairway/shared-ui';
import styles from './Page.module.css';

export type ServerPagerProps = {
  /** What the rows are, plural ('users'): used in the summary and the navigation's name. */
  noun: string;
  total: number;
  offset: number;
  limit: number;
  limits?: ReadonlyArray<number>;
  disabled?: boolean;
  onOffsetChange: (offset: number) => void;
  onLimitChange: (limit: number) => void;
};

/** Paging for lists the server pages (limit/offset, total from X-Total-Count). */
export function ServerPager({
  noun,
  total,
  offset,
  limit,
  limits = [25, 50, 100],
  disabled,
  onOffsetChange,
  onLimitChange,
}: ServerPagerProps) {
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav className={styles['fw-admin-pager']} aria-label={`Pages of ${noun}`}>
      <p className={styles['fw-admin-muted']}>
        {total === 0
          ? `No ${noun}`
          : `${noun[0]!.toUpperCase()}${noun.slice(1)} ${first}–${last} of ${total.toLocaleString()}`}
      </p>
      <div className={styles['fw-admin-pager-nav']}>
        <Select
          label={`${noun[0]!.toUpperCase()}${noun.slice(1)} per page`}
          value={String(limit)}
          options={limits.map((n) => ({ value: String(n), label: String(n) }))}
          disabled={disabled}
          onValueChange={(v) => onLimitChange(Number(v))}
        />
        <Button
          variant="secondary"
          size="sm"
          iconStart={<icons.ChevronLeftIcon />}
          disabled={disabled || page <= 1}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          Previous page
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          iconEnd={<icons.ChevronRightIcon />}
          disabled={disabled || page >= pages}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Next page
        </Button>
      </div>
    </nav>
  );
}

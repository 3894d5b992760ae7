import { Badge, Card, ErrorState, LoadingState, StatTile } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { useCartStatus } from '../hooks/useCarts';
import styles from './Carts.module.css';

/** One course's carts today: fleet, out now, available now, reserved today. */
export function CourseCartStatus({ course }: { course: Course }) {
  const status = useCartStatus(course.id);
  const s = status.data;
  return (
    <Card
      title={course.name}
      headingLevel={3}
      actions={s?.path_only ? <Badge tone="warning">Path only</Badge> : null}
    >
      {status.status === 'loading' ? (
        <LoadingState label={`Loading the carts of ${course.name}…`} />
      ) : null}
      {status.status === 'error' ? (
        <ErrorState
          title={`The carts of ${course.name} could not be loaded`}
          message={status.error}
          onRetry={() => void status.reload()}
          retrying={status.retrying}
        />
      ) : null}
      {s && status.status === 'ready' ? (
        <div className={styles['fw-carts-tiles']}>
          <StatTile label="Fleet" value={s.fleet_size} />
          <StatTile label="Out now" value={s.out_now} />
          <StatTile label="Available now" value={s.available_now} />
          <StatTile label="Reserved today" value={s.reserved_today} />
        </div>
      ) : null}
    </Card>
  );
}

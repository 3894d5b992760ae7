import {
  Badge,
  Card,
  ErrorState,
  LoadingState,
  StatTile,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { useCartStatus } from '../hooks/useCarts';
import styles from './Carts.module.css';
import { messages } from '../../../i18n/messages';

/** One course's carts today: fleet, out now, available now, reserved today. */
export function CourseCartStatus({ course }: { course: Course }) {
  const t = useT(messages);
  const f = useFormat();
  const status = useCartStatus(course.id);
  const s = status.data;
  return (
    <Card
      title={course.name}
      headingLevel={3}
      actions={s?.path_only ? <Badge tone="warning">{t('pathOnly')}</Badge> : null}
    >
      {status.status === 'loading' ? (
        <LoadingState label={t('loadingCartsOf', { course: course.name })} />
      ) : null}
      {status.status === 'error' ? (
        <ErrorState
          title={t('cartsOfNotLoaded', { course: course.name })}
          message={status.error}
          onRetry={() => void status.reload()}
          retrying={status.retrying}
        />
      ) : null}
      {s && status.status === 'ready' ? (
        <div className={styles['fw-carts-tiles']}>
          <StatTile label={t('fleet')} value={f.number(s.fleet_size)} />
          <StatTile label={t('outNow')} value={f.number(s.out_now)} />
          <StatTile label={t('availableNow')} value={f.number(s.available_now)} />
          <StatTile label={t('reservedToday')} value={f.number(s.reserved_today)} />
        </div>
      ) : null}
    </Card>
  );
}

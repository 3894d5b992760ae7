import { useId, useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  ResourceStatus,
  errorText,
  notify,
  useDocumentTitle,
  useFormat,
  usePermission,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type CartConfiguration } from '@fairway/shared-api/courses';
import { cartsApi } from '../../../shared/api/clients';
import { useCartConfiguration, useCartCourses } from '../hooks/useCarts';
import { formatPrice } from '../utils/cartForm';
import { CartConfigurationForm } from './CartConfigurationForm';
import { CourseCartStatus } from './CourseCartStatus';
import styles from './Carts.module.css';
import { messages } from '../../../i18n/messages';

/** /courses/carts: the club's cart configuration and, per course, today's carts. */
export function CartsPage() {
  const t = useT(messages);
  const f = useFormat();
  useDocumentTitle(t('cartsTitle'), t('sectionName'));
  const configuration = useCartConfiguration();
  const courses = useCartCourses();
  const canWrite = usePermission(PERMISSIONS.coursesWrite);
  const todayHeadingId = useId();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const handleSaved = (saved: CartConfiguration) => {
    configuration.setData(saved);
    setCreating(false);
  };

  const handleDelete = async () => {
    const current = configuration.data;
    if (!current) return;
    try {
      await cartsApi().removeConfiguration(current.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    configuration.setData(null);
    notify.success(t('cartConfigurationDeleted'));
    setDeleting(false);
  };

  const config = configuration.status === 'ready' ? configuration.data : undefined;
  const activeCourses = (courses.data ?? []).filter((c) => c.is_active);

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('cartsTitle')} description={t('cartsDescription')} />
      <Card title={t('cartConfiguration')} subtitle={t('cartConfigurationSubtitle')}>
        <ResourceStatus
          resource={configuration}
          loadingLabel={t('loadingCartConfiguration')}
          errorTitle={t('cartConfigurationNotLoaded')}
        />
        {config === null && !creating ? (
          <EmptyState
            title={t('noCartConfiguration')}
            message={t(canWrite ? 'noCartConfigurationWrite' : 'noCartConfigurationRead')}
            action={
              canWrite ? <Button onClick={() => setCreating(true)}>{t('create')}</Button> : null
            }
          />
        ) : null}
        {config === null && creating ? (
          <CartConfigurationForm
            configuration={null}
            onSaved={handleSaved}
            secondaryAction={
              <Button variant="secondary" onClick={() => setCreating(false)}>
                {t('cancel')}
              </Button>
            }
          />
        ) : null}
        {config && canWrite ? (
          <CartConfigurationForm
            key={config.id}
            configuration={config}
            onSaved={handleSaved}
            secondaryAction={
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('deleteConfiguration')}
              </Button>
            }
          />
        ) : null}
        {config && !canWrite ? (
          <dl className={styles['fw-carts-facts']}>
            <div>
              <dt>{t('fleetSize')}</dt>
              <dd>{f.number(config.fleet_size)}</dd>
            </div>
            <div>
              <dt>{t('ridersPerCart')}</dt>
              <dd>{f.number(config.max_riders_per_cart)}</dd>
            </div>
            <div>
              <dt>{t('pricePerRound')}</dt>
              <dd>{formatPrice(config.price_per_round, f)}</dd>
            </div>
            <div>
              <dt>{t('pricePerNine')}</dt>
              <dd>{formatPrice(config.price_per_nine, f)}</dd>
            </div>
            <div>
              <dt>{t('pathOnly')}</dt>
              <dd>{t(config.path_only ? 'yes' : 'no')}</dd>
            </div>
            <div>
              <dt>{t('minDriverAge')}</dt>
              <dd>{config.min_driver_age === null ? '—' : f.number(config.min_driver_age)}</dd>
            </div>
            <div>
              <dt>{t('notes')}</dt>
              <dd>{config.notes ?? '—'}</dd>
            </div>
          </dl>
        ) : null}
      </Card>

      <section aria-labelledby={todayHeadingId} className={page['fw-ui-page-section']}>
        <h2 id={todayHeadingId} className={styles['fw-carts-heading']}>
          {t('cartsToday')}
        </h2>
        <ResourceStatus
          resource={courses}
          loadingLabel={t('loadingCourses')}
          errorTitle={t('coursesNotLoaded')}
        />
        {courses.status === 'ready' && activeCourses.length === 0 ? (
          <EmptyState title={t('noActiveCourses')} message={t('cartsNoActiveCoursesMessage')} />
        ) : null}
        {courses.status === 'ready'
          ? activeCourses.map((course) => <CourseCartStatus key={course.id} course={course} />)
          : null}
      </section>

      <ConfirmDialog
        open={deleting}
        title={t('deleteCartConfigurationQuestion')}
        message={t('deleteCartConfigurationMessage')}
        confirmLabel={t('deleteConfiguration')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}

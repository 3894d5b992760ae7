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
  usePermission,
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type CartConfiguration } from '@fairway/shared-api/courses';
import { SECTION_NAME } from '../../../app/sections';
import { cartsApi } from '../../../shared/api/clients';
import { useCartConfiguration, useCartCourses } from '../hooks/useCarts';
import { formatPrice } from '../utils/cartForm';
import { CartConfigurationForm } from './CartConfigurationForm';
import { CourseCartStatus } from './CourseCartStatus';
import styles from './Carts.module.css';

/** /courses/carts: the club's cart configuration and, per course, today's carts. */
export function CartsPage() {
  useDocumentTitle('Carts', SECTION_NAME);
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
    notify.success('The cart configuration is deleted');
    setDeleting(false);
  };

  const config = configuration.status === 'ready' ? configuration.data : undefined;
  const activeCourses = (courses.data ?? []).filter((c) => c.is_active);

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title="Carts"
        description="The club's cart fleet, prices and rules, and how many carts are out today."
      />
      <Card title="Cart configuration" subtitle="One configuration for the whole club.">
        <ResourceStatus
          resource={configuration}
          loadingLabel="Loading the cart configuration…"
          errorTitle="The cart configuration could not be loaded"
        />
        {config === null && !creating ? (
          <EmptyState
            title="No cart configuration yet"
            message={
              canWrite
                ? 'Create it to offer carts with tee times: the fleet size, prices and rules.'
                : 'A club administrator has not set up the carts yet.'
            }
            action={canWrite ? <Button onClick={() => setCreating(true)}>Create</Button> : null}
          />
        ) : null}
        {config === null && creating ? (
          <CartConfigurationForm
            configuration={null}
            onSaved={handleSaved}
            secondaryAction={
              <Button variant="secondary" onClick={() => setCreating(false)}>
                Cancel
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
                Delete configuration
              </Button>
            }
          />
        ) : null}
        {config && !canWrite ? (
          <dl className={styles['fw-carts-facts']}>
            <div>
              <dt>Fleet size</dt>
              <dd>{config.fleet_size}</dd>
            </div>
            <div>
              <dt>Riders per cart</dt>
              <dd>{config.max_riders_per_cart}</dd>
            </div>
            <div>
              <dt>Price per round</dt>
              <dd>{formatPrice(config.price_per_round)}</dd>
            </div>
            <div>
              <dt>Price per nine</dt>
              <dd>{formatPrice(config.price_per_nine)}</dd>
            </div>
            <div>
              <dt>Path only</dt>
              <dd>{config.path_only ? 'Yes' : 'No'}</dd>
            </div>
            <div>
              <dt>Minimum driver age</dt>
              <dd>{config.min_driver_age ?? '—'}</dd>
            </div>
            <div>
              <dt>Notes</dt>
              <dd>{config.notes ?? '—'}</dd>
            </div>
          </dl>
        ) : null}
      </Card>

      <section aria-labelledby={todayHeadingId} className={page['fw-ui-page-section']}>
        <h2 id={todayHeadingId} className={styles['fw-carts-heading']}>
          Carts today
        </h2>
        <ResourceStatus
          resource={courses}
          loadingLabel="Loading the courses…"
          errorTitle="The courses could not be loaded"
        />
        {courses.status === 'ready' && activeCourses.length === 0 ? (
          <EmptyState
            title="No active courses"
            message="Cart status is shown per course once a course is set up."
          />
        ) : null}
        {courses.status === 'ready'
          ? activeCourses.map((course) => <CourseCartStatus key={course.id} course={course} />)
          : null}
      </section>

      <ConfirmDialog
        open={deleting}
        title="Delete the cart configuration?"
        message="The fleet size, prices and rules are removed. Create a new configuration to offer carts again."
        confirmLabel="Delete configuration"
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}

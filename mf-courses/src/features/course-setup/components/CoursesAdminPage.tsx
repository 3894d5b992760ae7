import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  PageHeader,
  buttonClassName,
  errorText,
  notify,
  useDocumentTitle,
  usePermission,
  useT,
  type DataTableColumn,
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type Course } from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { useCourses } from '../hooks/useCourses';
import { editorPath } from '../utils/paths';
import { CreateCourseDialog } from './CreateCourseDialog';
import { messages, type CoursesT } from '../../../i18n/messages';

const columnsOf = (t: CoursesT): DataTableColumn<Course>[] => [
  {
    id: 'name',
    header: t('name'),
    value: (c) => c.name,
    render: (c) => <Link to={editorPath(c.id)}>{c.name}</Link>,
  },
  { id: 'holes', header: t('holes'), value: (c) => c.holes_count, align: 'end' },
  { id: 'par', header: t('par'), value: (c) => c.par_total, align: 'end' },
  {
    id: 'active',
    header: t('status'),
    value: (c) => t(c.is_active ? 'active' : 'inactive'),
    render: (c) => (
      <Badge tone={c.is_active ? 'success' : 'neutral'}>
        {t(c.is_active ? 'active' : 'inactive')}
      </Badge>
    ),
  },
];

/** /courses/setup: the club's courses; create, delete, and open one in the editor. */
export function CoursesAdminPage() {
  const t = useT(messages);
  const columns = useMemo(() => columnsOf(t), [t]);
  useDocumentTitle(t('coursesTitle'), t('sectionName'));
  const courses = useCourses();
  const canWrite = usePermission(PERMISSIONS.coursesWrite);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Course | null>(null);

  const handleCreated = (course: Course) => {
    courses.setData((rows) => [...(rows ?? []), course]);
    setCreating(false);
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await coursesApi().remove(deleting.id);
    } catch (err) {
      // ConfirmDialog shows the reason (409: bookings or hole rules) and stays open.
      throw new Error(errorText(err));
    }
    courses.setData((rows) => (rows ?? []).filter((c) => c.id !== deleting.id));
    notify.success(t('nameDeleted', { name: deleting.name }));
    setDeleting(null);
  };

  const newCourse = canWrite ? (
    <Button onClick={() => setCreating(true)}>{t('newCourse')}</Button>
  ) : null;

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={t('coursesTitle')}
        description={t('coursesDescription')}
        actions={newCourse}
      />
      <DataTable
        caption={t('coursesTitle')}
        hideCaption
        columns={columns}
        rows={courses.data}
        getRowId={(c) => String(c.id)}
        loading={courses.loading}
        error={courses.error}
        onRetry={() => void courses.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        exportFileName="courses.csv"
        emptyTitle={t('noCoursesYet')}
        emptyMessage={t(canWrite ? 'noCoursesYetWrite' : 'noCoursesYetRead')}
        emptyAction={newCourse}
        rowActions={(c) => (
          <>
            <Link
              to={editorPath(c.id)}
              className={buttonClassName('secondary', 'sm')}
              aria-label={t(canWrite ? 'editName' : 'openName', { name: c.name })}
            >
              {t(canWrite ? 'edit' : 'openCourse')}
            </Link>
            {canWrite ? (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('deleteName', { name: c.name })}
                onClick={() => setDeleting(c)}
              >
                {t('delete')}
              </Button>
            ) : null}
          </>
        )}
      />
      {creating ? (
        <CreateCourseDialog
          onClose={() => setCreating(false)}
          onCreated={(course) => {
            handleCreated(course);
            navigate(editorPath(course.id, 'holes'));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting ? t('deleteNameQuestion', { name: deleting.name }) : t('deleteCourseQuestion')
        }
        message={t('deleteCourseMessage')}
        confirmLabel={t('deleteCourse')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

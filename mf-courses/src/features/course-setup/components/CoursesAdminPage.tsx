import { useState } from 'react';
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
  type DataTableColumn,
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type Course } from '@fairway/shared-api/courses';
import { SECTION_NAME } from '../../../app/sections';
import { coursesApi } from '../../../shared/api/clients';
import { useCourses } from '../hooks/useCourses';
import { editorPath } from '../utils/paths';
import { CreateCourseDialog } from './CreateCourseDialog';

const columns: DataTableColumn<Course>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (c) => c.name,
    render: (c) => <Link to={editorPath(c.id)}>{c.name}</Link>,
  },
  { id: 'holes', header: 'Holes', value: (c) => c.holes_count, align: 'end' },
  { id: 'par', header: 'Par', value: (c) => c.par_total, align: 'end' },
  {
    id: 'active',
    header: 'Status',
    value: (c) => (c.is_active ? 'Active' : 'Inactive'),
    render: (c) => (
      <Badge tone={c.is_active ? 'success' : 'neutral'}>
        {c.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

/** /courses/setup: the club's courses; create, delete, and open one in the editor. */
export function CoursesAdminPage() {
  useDocumentTitle('Courses', SECTION_NAME);
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
    notify.success(`${deleting.name} is deleted`);
    setDeleting(null);
  };

  const newCourse = canWrite ? <Button onClick={() => setCreating(true)}>New course</Button> : null;

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title="Courses"
        description="The club's courses: holes, opening hours, closures and what members see."
        actions={newCourse}
      />
      <DataTable
        caption="Courses"
        hideCaption
        columns={columns}
        rows={courses.data}
        getRowId={(c) => String(c.id)}
        loading={courses.loading}
        error={courses.error}
        onRetry={() => void courses.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        exportFileName="courses.csv"
        emptyTitle="No courses yet"
        emptyMessage={
          canWrite
            ? 'Create the first course, then lay out its holes and opening hours.'
            : 'No course has been set up yet.'
        }
        emptyAction={newCourse}
        rowActions={(c) => (
          <>
            <Link
              to={editorPath(c.id)}
              className={buttonClassName('secondary', 'sm')}
              aria-label={`${canWrite ? 'Edit' : 'Open'} ${c.name}`}
            >
              {canWrite ? 'Edit' : 'Open'}
            </Link>
            {canWrite ? (
              <Button
                size="sm"
                variant="danger"
                aria-label={`Delete ${c.name}`}
                onClick={() => setDeleting(c)}
              >
                Delete
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
        title={deleting ? `Delete ${deleting.name}?` : 'Delete course?'}
        message="Its holes, sand traps, opening hours and closures go with it. This cannot be undone."
        confirmLabel="Delete course"
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

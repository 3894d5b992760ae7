import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Badge,
  EmptyState,
  PageHeader,
  ResourceStatus,
  Tabs,
  buttonClassName,
  hasStatus,
  useDocumentTitle,
  usePermission,
  type TabItem,
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type Course } from '@fairway/shared-api/courses';
import { SECTION_NAME } from '../../../app/sections';
import { useCourse } from '../hooks/useCourses';
import { ClosuresTab } from './ClosuresTab';
import { CourseDetailsTab } from './CourseDetailsTab';
import { editorPath } from '../utils/paths';
import { HolesTab } from './HolesTab';
import { OpeningHoursTab } from './OpeningHoursTab';
import { SandTrapsTab } from './SandTrapsTab';
import { StatusTab } from './StatusTab';
import styles from './CourseSetup.module.css';

/** The editor's tabs; the first one is the editor's own address (/courses/setup/:id). */
export const EDITOR_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'holes', label: 'Holes' },
  { id: 'sand-traps', label: 'Sand traps' },
  { id: 'opening-hours', label: 'Opening hours' },
  { id: 'closures', label: 'Closures' },
  { id: 'status', label: 'Status' },
] as const;
type TabId = (typeof EDITOR_TABS)[number]['id'];

const crumbs = (name: string) => [{ label: 'Courses', href: '/courses/setup' }, { label: name }];

/** /courses/setup/:courseId/* — one course's set-up, a tab per concern (the tab is in the address). */
export function CourseEditorPage() {
  const params = useParams();
  const navigate = useNavigate();
  const courseId = Number(params.courseId);
  const requested = (params['*'] ?? '').split('/')[0] ?? '';
  const tab: TabId = EDITOR_TABS.some((t) => t.id === requested) ? (requested as TabId) : 'details';
  const course = useCourse(courseId);
  const canWrite = usePermission(PERMISSIONS.coursesWrite);
  const name = course.data?.name ?? 'Course';
  useDocumentTitle(name, SECTION_NAME);

  const handleNavigate = (href: string) => navigate(href);

  if (!Number.isInteger(courseId) || courseId <= 0 || hasStatus(course.failure, 404)) {
    return (
      <div className={page['fw-ui-page']}>
        <PageHeader
          title="Course not found"
          breadcrumbs={crumbs('Not found')}
          onNavigate={handleNavigate}
        />
        <EmptyState
          title="There is no such course"
          message="It may have been deleted. Choose a course from the list."
          action={
            <Link to="/courses/setup" className={buttonClassName('primary')}>
              Back to the courses
            </Link>
          }
        />
      </div>
    );
  }

  if (!course.data) {
    return (
      <div className={page['fw-ui-page']}>
        <PageHeader title="Course" breadcrumbs={crumbs('Course')} onNavigate={handleNavigate} />
        <ResourceStatus
          resource={course}
          loadingLabel="Loading the course…"
          errorTitle="The course could not be loaded"
        />
      </div>
    );
  }

  const current: Course = course.data;
  const handleSaved = (saved: Course) => course.setData(saved);
  const content: Record<TabId, ReactNode> = {
    details: <CourseDetailsTab course={current} canWrite={canWrite} onSaved={handleSaved} />,
    holes: <HolesTab course={current} canWrite={canWrite} onSaved={() => void course.reload()} />,
    'sand-traps': <SandTrapsTab course={current} canWrite={canWrite} />,
    'opening-hours': <OpeningHoursTab course={current} canWrite={canWrite} />,
    closures: <ClosuresTab course={current} canWrite={canWrite} />,
    status: <StatusTab course={current} />,
  };
  const tabs: TabItem[] = EDITOR_TABS.map((t) => ({
    id: t.id,
    label: t.label,
    content: t.id === tab ? content[t.id] : null,
  }));

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={current.name}
        description={
          <span className={styles['fw-courses-inline']}>
            <span>
              {current.holes_count} holes
              {current.par_total !== null ? ` · par ${current.par_total}` : ''}
            </span>
            <Badge tone={current.is_active ? 'success' : 'neutral'}>
              {current.is_active ? 'Active' : 'Inactive'}
            </Badge>
          </span>
        }
        breadcrumbs={crumbs(current.name)}
        onNavigate={handleNavigate}
      />
      <Tabs
        label={`Set-up of ${current.name}`}
        tabs={tabs}
        value={tab}
        onChange={(id) =>
          navigate(editorPath(courseId, id === 'details' ? '' : id), { replace: true })
        }
        activation="manual"
      />
    </div>
  );
}

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
  useFormat,
  usePermission,
  useT,
  type TabItem,
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type Course } from '@fairway/shared-api/courses';
import { useCourse } from '../hooks/useCourses';
import { ClosuresTab } from './ClosuresTab';
import { CourseDetailsTab } from './CourseDetailsTab';
import { editorPath } from '../utils/paths';
import { HolesTab } from './HolesTab';
import { OpeningHoursTab } from './OpeningHoursTab';
import { SandTrapsTab } from './SandTrapsTab';
import { StatusTab } from './StatusTab';
import styles from './CourseSetup.module.css';
import { messages, type CoursesT } from '../../../i18n/messages';

/** The editor's tabs (the label is a catalogue key); the first one is the editor's own address (/courses/setup/:id). */
export const EDITOR_TABS = [
  { id: 'details', label: 'details' },
  { id: 'holes', label: 'holes' },
  { id: 'sand-traps', label: 'sandTraps' },
  { id: 'opening-hours', label: 'openingHours' },
  { id: 'closures', label: 'closures' },
  { id: 'status', label: 'status' },
] as const;
type TabId = (typeof EDITOR_TABS)[number]['id'];

const crumbs = (name: string, t: CoursesT) => [
  { label: t('coursesTitle'), href: '/courses/setup' },
  { label: name },
];

/** /courses/setup/:courseId/* — one course's set-up, a tab per concern (the tab is in the address). */
export function CourseEditorPage() {
  const params = useParams();
  const navigate = useNavigate();
  const courseId = Number(params.courseId);
  const requested = (params['*'] ?? '').split('/')[0] ?? '';
  const tab: TabId = EDITOR_TABS.some((item) => item.id === requested)
    ? (requested as TabId)
    : 'details';
  const course = useCourse(courseId);
  const canWrite = usePermission(PERMISSIONS.coursesWrite);
  const t = useT(messages);
  const f = useFormat();
  const name = course.data?.name ?? t('course');
  useDocumentTitle(name, t('sectionName'));

  const handleNavigate = (href: string) => navigate(href);

  if (!Number.isInteger(courseId) || courseId <= 0 || hasStatus(course.failure, 404)) {
    return (
      <div className={page['fw-ui-page']}>
        <PageHeader
          title={t('courseNotFound')}
          breadcrumbs={crumbs(t('notFound'), t)}
          onNavigate={handleNavigate}
        />
        <EmptyState
          title={t('noSuchCourse')}
          message={t('noSuchCourseMessage')}
          action={
            <Link to="/courses/setup" className={buttonClassName('primary')}>
              {t('backToCourses')}
            </Link>
          }
        />
      </div>
    );
  }

  if (!course.data) {
    return (
      <div className={page['fw-ui-page']}>
        <PageHeader
          title={t('course')}
          breadcrumbs={crumbs(t('course'), t)}
          onNavigate={handleNavigate}
        />
        <ResourceStatus
          resource={course}
          loadingLabel={t('loadingCourse')}
          errorTitle={t('courseNotLoaded')}
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
  const tabs: TabItem[] = EDITOR_TABS.map((item) => ({
    id: item.id,
    label: t(item.label),
    content: item.id === tab ? content[item.id] : null,
  }));
  const holes = t('holesCount', { count: current.holes_count });

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={current.name}
        description={
          <span className={styles['fw-courses-inline']}>
            <span>
              {current.par_total === null
                ? holes
                : t('holesAndPar', { holes, par: f.number(current.par_total) })}
            </span>
            <Badge tone={current.is_active ? 'success' : 'neutral'}>
              {t(current.is_active ? 'active' : 'inactive')}
            </Badge>
          </span>
        }
        breadcrumbs={crumbs(current.name, t)}
        onNavigate={handleNavigate}
      />
      <Tabs
        label={t('setUpOf', { name: current.name })}
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

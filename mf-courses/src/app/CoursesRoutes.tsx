import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, RequirePermission, useT } from '@fairway/shared-ui';
import { BookTeeTimePage } from '../features/booking/components/BookTeeTimePage';
import { CoursesNotFound } from './CoursesNotFound';
import { messages } from '../i18n/messages';
import { COURSES_SECTIONS, sectionAt, sectionTitle, type Section } from './sections';

// The booking screen, where the portal opens /courses, is part of './spa' itself: the module's
// files (which the first script and the server's document name in advance) are all it needs, with
// no chunk to discover after it has started. Every other screen is its own chunk ('route-…' in
// build-info.json), fetched when it is opened.
const MyBookingsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-my-bookings" */ '../features/booking/components/MyBookingsPage'
  ).then((m) => ({ default: m.MyBookingsPage })),
);
const TeeSheetPage = lazy(() =>
  import(
    /* webpackChunkName: "route-tee-sheet" */ '../features/tee-sheet/components/TeeSheetPage'
  ).then((m) => ({ default: m.TeeSheetPage })),
);
const ServiceQueuePage = lazy(() =>
  import(
    /* webpackChunkName: "route-services" */ '../features/on-course-services/components/ServiceQueuePage'
  ).then((m) => ({ default: m.ServiceQueuePage })),
);
const CoursesAdminPage = lazy(() =>
  import(
    /* webpackChunkName: "route-courses" */ '../features/course-setup/components/CoursesAdminPage'
  ).then((m) => ({ default: m.CoursesAdminPage })),
);
const CourseEditorPage = lazy(() =>
  import(
    /* webpackChunkName: "route-course-editor" */ '../features/course-setup/components/CourseEditorPage'
  ).then((m) => ({ default: m.CourseEditorPage })),
);
const CartsPage = lazy(() =>
  import(/* webpackChunkName: "route-carts" */ '../features/carts/components/CartsPage').then(
    (m) => ({ default: m.CartsPage }),
  ),
);
const BookingRulesPage = lazy(() =>
  import(
    /* webpackChunkName: "route-booking-rules" */ '../features/booking-rules/components/BookingRulesPage'
  ).then((m) => ({ default: m.BookingRulesPage })),
);

const RequestServicePage = lazy(() =>
  import(
    /* webpackChunkName: "route-request-service" */ '../features/on-course-services/components/RequestServicePage'
  ).then((m) => ({ default: m.RequestServicePage })),
);
const TeeSheetReportsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-reports" */ '../features/reports/components/TeeSheetReportsPage'
  ).then((m) => ({ default: m.TeeSheetReportsPage })),
);
const GreenFeesPage = lazy(() =>
  import(
    /* webpackChunkName: "route-green-fees" */ '../features/green-fees/components/GreenFeesPage'
  ).then((m) => ({ default: m.GreenFeesPage })),
);

// One course in the editor: the set-up's permission, titled 'Course' in the reader's language.
const courseEditor: Section = { ...sectionAt('/courses/setup'), title: 'Course' };

/** The permission check comes first, so a page's code is not even fetched for someone who may not see it. */
function Guarded({ section, children }: { section: Section; children: ReactNode }) {
  const t = useT(messages);
  const title = section === courseEditor ? t('course') : sectionTitle(section, t);
  return (
    <RequirePermission permission={section.permission} title={title} section={t('sectionName')}>
      <Suspense
        fallback={<LoadingState label={t('loadingSection', { section: title.toLowerCase() })} />}
      >
        {children}
      </Suspense>
    </RequirePermission>
  );
}

/** The page of each navigation entry (package.json "fairway.remote.nav" holds its title and permission). */
const SECTION_PAGES: Record<string, ComponentType> = {
  '/courses': BookTeeTimePage,
  '/courses/my-bookings': MyBookingsPage,
  '/courses/tee-sheet': TeeSheetPage,
  '/courses/services': ServiceQueuePage,
  '/courses/setup': CoursesAdminPage,
  '/courses/carts': CartsPage,
  '/courses/booking-rules': BookingRulesPage,
  '/courses/request-service': RequestServicePage,
  '/courses/reports': TeeSheetReportsPage,
  '/courses/green-fees': GreenFeesPage,
};

/** Paths are absolute: the shell mounts this remote on /courses (package.json "fairway.remote.routes"). */
export function CoursesRoutes() {
  return (
    <Routes>
      {COURSES_SECTIONS.map((section) => {
        const Page = SECTION_PAGES[section.path];
        return Page ? (
          <Route
            key={section.path}
            path={section.path}
            element={
              <Guarded section={section}>
                <Page />
              </Guarded>
            }
          />
        ) : null;
      })}
      <Route
        path={`${courseEditor.path}/:courseId/*`}
        element={
          <Guarded section={courseEditor}>
            <CourseEditorPage />
          </Guarded>
        }
      />
      <Route path="/courses/*" element={<CoursesNotFound />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, RequirePermission } from '@fairway/shared-ui';
import { CoursesNotFound } from './CoursesNotFound';
import { COURSES_SECTIONS, SECTION_NAME } from './sections';

// One chunk per screen ('route-…' chunks in build-info.json): a page's code is fetched when it is opened.
const BookTeeTimePage = lazy(() =>
  import(
    /* webpackChunkName: "route-book" */ '../features/booking/components/BookTeeTimePage'
  ).then((m) => ({ default: m.BookTeeTimePage })),
);
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

type Section = { permission: string; title: string };

/** The permission check comes first, so a page's code is not even fetched for someone who may not see it. */
function Guarded({ section, children }: { section: Section; children: ReactNode }) {
  return (
    <RequirePermission permission={section.permission} title={section.title} section={SECTION_NAME}>
      <Suspense fallback={<LoadingState label={`Loading ${section.title.toLowerCase()}…`} />}>
        {children}
      </Suspense>
    </RequirePermission>
  );
}

const S = COURSES_SECTIONS;

/** Paths are absolute: the shell mounts this remote on /courses (package.json "fairway.remote.routes"). */
export function CoursesRoutes() {
  return (
    <Routes>
      <Route
        path={S.book.path}
        element={
          <Guarded section={S.book}>
            <BookTeeTimePage />
          </Guarded>
        }
      />
      <Route
        path={S.myBookings.path}
        element={
          <Guarded section={S.myBookings}>
            <MyBookingsPage />
          </Guarded>
        }
      />
      <Route
        path={S.teeSheet.path}
        element={
          <Guarded section={S.teeSheet}>
            <TeeSheetPage />
          </Guarded>
        }
      />
      <Route
        path={S.services.path}
        element={
          <Guarded section={S.services}>
            <ServiceQueuePage />
          </Guarded>
        }
      />
      <Route
        path={S.setup.path}
        element={
          <Guarded section={S.setup}>
            <CoursesAdminPage />
          </Guarded>
        }
      />
      <Route
        path={`${S.setup.path}/:courseId/*`}
        element={
          <Guarded section={{ ...S.setup, title: 'Course' }}>
            <CourseEditorPage />
          </Guarded>
        }
      />
      <Route
        path={S.carts.path}
        element={
          <Guarded section={S.carts}>
            <CartsPage />
          </Guarded>
        }
      />
      <Route
        path={S.bookingRules.path}
        element={
          <Guarded section={S.bookingRules}>
            <BookingRulesPage />
          </Guarded>
        }
      />
      <Route path="/courses/*" element={<CoursesNotFound />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

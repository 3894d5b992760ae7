import { PERMISSIONS } from '@fairway/shared-api';

/** The remote's name in document titles ('Tee sheet · Tee times · Sunny Links'). */
export const SECTION_NAME = 'Tee times';

/** Each screen's path, title and permission (the same as package.json "fairway.remote.nav"). */
export const COURSES_SECTIONS = {
  book: { path: '/courses', title: 'Tee times', permission: PERMISSIONS.teeTimesBook },
  myBookings: {
    path: '/courses/my-bookings',
    title: 'My bookings',
    permission: PERMISSIONS.teeTimesBook,
  },
  teeSheet: {
    path: '/courses/tee-sheet',
    title: 'Tee sheet',
    permission: PERMISSIONS.teeSheetManage,
  },
  services: {
    path: '/courses/services',
    title: 'Course services',
    permission: PERMISSIONS.courseServicesManage,
  },
  setup: { path: '/courses/setup', title: 'Courses', permission: PERMISSIONS.coursesWrite },
  carts: { path: '/courses/carts', title: 'Carts', permission: PERMISSIONS.coursesWrite },
  bookingRules: {
    path: '/courses/booking-rules',
    title: 'Booking rules',
    permission: PERMISSIONS.settingsWrite,
  },
} as const;

// Public surface of the courses domain. Other domains (the tee sheet) use only what is here.
export { addDays, clockOf, dayOfWeek, minutesOf } from './calendar';
export { courseDays, findCourse, type CourseDay, type CourseRow } from './days';
export { courseRoutes } from './routes';
export { courseStatusMessage } from './status';
export { seedDemoCourse } from './demo';
export { findForClub as findCartConfiguration } from './cart-repository';

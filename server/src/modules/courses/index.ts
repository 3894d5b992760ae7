// Public surface of the courses module. Depends on organizations (the club's time zone) and users
// (who asked for an on-course service); the tee sheet uses only what is here.
export { addDays, clockOf, dayOfWeek, minutesOf } from './calendar';
export { courseDays, findCourse, type CourseDay, type CourseRow } from './days';
export { courseRoutes } from './routes';
export { courseStatusMessage } from './status';
export { seedDemoCourse } from './demo';
export { findForClub as findCartConfiguration } from './cart-repository';
export { courseNameOf } from './expressions';
export { list as listCourses } from './course-repository';

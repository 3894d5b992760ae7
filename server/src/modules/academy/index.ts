// Public surface of the academy module (the academy and basic trainings). Depends on settings (its
// flag and the club's clock), users, courses (a basic training belongs to a course) and
// notifications (its notices).
export { academyRoutes } from './routes';

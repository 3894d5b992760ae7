import { getHttp } from '@fairway/shared-api';
import { createAcademyClient, createTrainingsClient } from '@fairway/shared-api/academy';
import { createCoursesClient } from '@fairway/shared-api/courses';
import { createUsersClient } from '@fairway/shared-api/users';

/**
 * The typed clients on the portal's one Http (configured by the shell, or by a test). Created per
 * call so they always use the Http that configureHttp() set last.
 */
export const academyApi = () => createAcademyClient(getHttp());
/** Basic trainings (/api/settings/trainings). */
export const trainingsApi = () => createTrainingsClient(getHttp());
/** The courses a basic training belongs to. */
export const coursesApi = () => createCoursesClient(getHttp());
/** Staff picking the member a trainer or a candidate is (member-search). */
export const usersApi = () => createUsersClient(getHttp());

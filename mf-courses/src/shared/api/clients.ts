import { getHttp } from '@fairway/shared-api';
import {
  createCartsClient,
  createCoursesClient,
  createOnCourseServicesClient,
} from '@fairway/shared-api/courses';
import { createSettingsClient } from '@fairway/shared-api/settings';
import {
  createDeskClient,
  createGreenFeesClient,
  createReportsClient,
  createTeeSheetClient,
  createWaitlistClient,
} from '@fairway/shared-api/tee-sheet';

/**
 * The typed clients on the portal's one Http (configured by the shell, or by a test). Created per
 * call so they always use the Http that configureHttp() set last.
 */
export const coursesApi = () => createCoursesClient(getHttp());
export const cartsApi = () => createCartsClient(getHttp());
export const courseServicesApi = () => createOnCourseServicesClient(getHttp());
export const teeSheetApi = () => createTeeSheetClient(getHttp());
/** Settings: section('course') holds the club's booking rules. */
export const settingsApi = () => createSettingsClient(getHttp());
export const deskApi = () => createDeskClient(getHttp());
export const greenFeesApi = () => createGreenFeesClient(getHttp());
export const waitlistApi = () => createWaitlistClient(getHttp());
export const reportsApi = () => createReportsClient(getHttp());

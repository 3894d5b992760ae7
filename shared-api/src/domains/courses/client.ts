import { nullOn404, type Http } from '@fairway/shared-api/core';
import type {
  CartConfiguration,
  CartConfigurationInput,
  CartConfigurationUpdate,
  CartStatus,
  Course,
  CourseInput,
  CourseStatus,
  CourseUpdate,
  Hole,
  HoleInput,
  HoleLayout,
  HoleUpdate,
  OnCourseService,
  OnCourseServiceInput,
  OnCourseServiceUpdate,
  OpeningHours,
  OpeningHoursInput,
  OpeningHoursUpdate,
  SandTrap,
  SandTrapInput,
  SandTrapUpdate,
  SpecialClosure,
  SpecialClosureInput,
  SpecialClosureUpdate,
} from './contract';

const courses = 'settings/courses';
const course = (id: number) => `${courses}/${id}`;

/**
 * Courses and their set-up (/api/settings/courses, /holes, /sand-traps, /opening-hours,
 * /special-closures, /cart, /on-course-services).
 */
export function createCoursesClient(http: Http) {
  return {
    list: () => http.get<Course[]>(courses),
    get: (id: number) => http.get<Course>(course(id)),
    create: (body: CourseInput) => http.post<Course>(courses, body),
    update: (id: number, body: CourseUpdate) => http.put<Course>(course(id), body),
    remove: (id: number) => http.delete<void>(course(id)),
    /** The spec's current-status sentence, computed by the server in the club's time zone. */
    status: (id: number) => http.get<CourseStatus>(`${course(id)}/status`),

    holes: (courseId: number) => http.get<Hole[]>(`${course(courseId)}/holes`),
    addHole: (courseId: number, body: HoleInput) =>
      http.post<Hole>(`${course(courseId)}/holes`, body),
    /** Replaces the whole layout; holes left out are removed. */
    saveLayout: (courseId: number, layout: HoleLayout) =>
      http.put<Hole[]>(`${course(courseId)}/holes`, layout),
    removeAllHoles: (courseId: number) => http.delete<void>(`${course(courseId)}/holes`),
    getHole: (id: number) => http.get<Hole>(`settings/holes/${id}`),
    updateHole: (id: number, body: HoleUpdate) => http.put<Hole>(`settings/holes/${id}`, body),

    addSandTrap: (holeId: number, body: SandTrapInput) =>
      http.post<SandTrap>(`settings/holes/${holeId}/sand-traps`, body),
    updateSandTrap: (id: number, body: SandTrapUpdate) =>
      http.put<SandTrap>(`settings/sand-traps/${id}`, body),
    removeSandTrap: (id: number) => http.delete<void>(`settings/sand-traps/${id}`),

    openingHours: (courseId?: number) =>
      http.get<OpeningHours[]>('settings/opening-hours', {
        searchParams: { course_id: courseId },
      }),
    getOpeningHours: (id: number) => http.get<OpeningHours>(`settings/opening-hours/${id}`),
    createOpeningHours: (body: OpeningHoursInput) =>
      http.post<OpeningHours>('settings/opening-hours', body),
    updateOpeningHours: (id: number, body: OpeningHoursUpdate) =>
      http.put<OpeningHours>(`settings/opening-hours/${id}`, body),
    removeOpeningHours: (id: number) => http.delete<void>(`settings/opening-hours/${id}`),

    closures: (query: { course_id?: number; from?: string; to?: string } = {}) =>
      http.get<SpecialClosure[]>('settings/special-closures', { searchParams: query }),
    getClosure: (id: number) => http.get<SpecialClosure>(`settings/special-closures/${id}`),
    createClosure: (body: SpecialClosureInput) =>
      http.post<SpecialClosure>('settings/special-closures', body),
    updateClosure: (id: number, body: SpecialClosureUpdate) =>
      http.put<SpecialClosure>(`settings/special-closures/${id}`, body),
    removeClosure: (id: number) => http.delete<void>(`settings/special-closures/${id}`),
  };
}
export type CoursesClient = ReturnType<typeof createCoursesClient>;

/** /api/settings/cart: the club's cart configuration (null when there is none yet) and status. */
export function createCartsClient(http: Http) {
  return {
    /** Spec section 8: a missing configuration (404) reads as null. */
    configuration: () => nullOn404(http.get<CartConfiguration>('settings/cart/configuration')),
    getConfiguration: (id: number) =>
      nullOn404(http.get<CartConfiguration>(`settings/cart/configuration/${id}`)),
    createConfiguration: (body: CartConfigurationInput) =>
      http.post<CartConfiguration>('settings/cart/configuration', body),
    updateConfiguration: (id: number, body: CartConfigurationUpdate) =>
      http.put<CartConfiguration>(`settings/cart/configuration/${id}`, body),
    removeConfiguration: (id: number) => http.delete<void>(`settings/cart/configuration/${id}`),
    /** The fleet against today's bookings on a course. */
    status: (courseId: number) => http.get<CartStatus>(`settings/cart/status/${courseId}`),
  };
}
export type CartsClient = ReturnType<typeof createCartsClient>;

/** /api/settings/on-course-services: requests raised from the course and the staff queue. */
export function createOnCourseServicesClient(http: Http) {
  const base = 'settings/on-course-services';
  return {
    request: (body: OnCourseServiceInput) => http.post<OnCourseService>(base, body),
    get: (id: number) => http.get<OnCourseService>(`${base}/${id}`),
    update: (id: number, body: OnCourseServiceUpdate) =>
      http.put<OnCourseService>(`${base}/${id}`, body),
    remove: (id: number) => http.delete<void>(`${base}/${id}`),
    byCourse: (courseId: number) => http.get<OnCourseService[]>(`${base}/course/${courseId}`),
    unresolved: () => http.get<OnCourseService[]>(`${base}/unresolved`),
    /** The signed-in person's own requests: open first, then the latest resolved. */
    mine: () => http.get<OnCourseService[]>(`${base}/mine`),
    /** Resolved by the caller unless another user is named. */
    resolve: (id: number, resolvedByUserId?: number) =>
      http.put<OnCourseService>(`${base}/${id}/resolve`, {
        resolved_by_user_id: resolvedByUserId,
      }),
  };
}
export type OnCourseServicesClient = ReturnType<typeof createOnCourseServicesClient>;

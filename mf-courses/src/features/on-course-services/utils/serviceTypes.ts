import { ON_COURSE_SERVICE_TYPES } from '@fairway/shared-api/courses';
import type { CoursesKey, CoursesT } from '../../../i18n/messages';

export type ServiceType = (typeof ON_COURSE_SERVICE_TYPES)[number];

/** The catalogue's word for each on-course service. */
export const SERVICE_TYPE_LABELS: Record<ServiceType, CoursesKey> = {
  refreshments: 'serviceRefreshments',
  first_aid: 'serviceFirstAid',
  ball_retrieval: 'serviceBallRetrieval',
  cart_problem: 'serviceCartProblem',
  marshal: 'serviceMarshal',
  other: 'serviceOther',
};

export const serviceTypeOptions = (t: CoursesT) =>
  ON_COURSE_SERVICE_TYPES.map((value) => ({ value, label: t(SERVICE_TYPE_LABELS[value]) }));

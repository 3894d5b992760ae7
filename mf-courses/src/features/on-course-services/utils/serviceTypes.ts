import { ON_COURSE_SERVICE_TYPES } from '@fairway/shared-api/courses';

export type ServiceType = (typeof ON_COURSE_SERVICE_TYPES)[number];

/** How each on-course service reads to people. */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  refreshments: 'Refreshments',
  first_aid: 'First aid',
  ball_retrieval: 'Ball retrieval',
  cart_problem: 'Cart problem',
  marshal: 'Marshal',
  other: 'Other',
};

export const SERVICE_TYPE_OPTIONS = ON_COURSE_SERVICE_TYPES.map((value) => ({
  value,
  label: SERVICE_TYPE_LABELS[value],
}));

// The answers the contract allows for each call: what the loopback API server checks every
// fixture against. server/test/responses-client.test.ts proves this table and the server's live
// route table declare the same calls with the same schemas, so a call added to the server without
// its line here (or a line whose schema differs) fails there.
import { z } from 'zod';
import {
  authStatus,
  currentUser,
  features,
  installedFeatures,
  jobStatus,
  liveStream,
  loginResponse,
  okResponse,
  sessionInfo,
  errorResponse,
  type FeatureKey,
} from '../core';
import {
  acceptedResponse,
  apiToken,
  apiTokenCreated,
  passwordResetCreated,
  passwordResetDone,
  passwordResetInfo,
  tenantIdResponse,
} from '../domains/auth';
import {
  cartConfiguration,
  cartStatus,
  course,
  courseStatus,
  hole,
  onCourseService,
  openingHours,
  sandTrap,
  specialClosure,
} from '../domains/courses';
import { organization } from '../domains/organizations';
import { bulkRoleAssignResult, role, roleWithUsage } from '../domains/roles';
import {
  allSettings,
  anySettingsSection,
  settingsExport,
  FEATURE_PATHS,
  SETTINGS_SECTIONS,
  featureValue,
} from '../domains/settings';
import {
  availableTeeTime,
  bookingPlayerOption,
  bookingRules,
  calendarFeed,
  currentTeeTime,
  greenFeeQuote,
  greenFeeRate,
  greenFeeRateList,
  moveOptions,
  teeSheet,
  teeSheetDashboard,
  teeSheetReport,
  teeTime,
  teeTimeBooking,
  teeTimeOverview,
  teeTimeRangeBlockResult,
  waitlistEntry,
} from '../domains/tee-sheet';
import {
  golfPreference,
  loginHistoryEntry,
  profile,
  user,
  userActivityEntry,
  userPreferences,
  userStats,
  memberSearchResult,
} from '../domains/users';
import {
  allowedTypes,
  fileBulkDeleteResult,
  fileCategory,
  fileCategoryStats,
  fileLimits,
  filePermissions,
  fileRecord,
  fileShare,
  fileStats,
  fileValidateResult,
  fileVersion,
  thumbnailResponse,
} from '../domains/files/contract';
import { notification, readAllResult, unreadCount } from '../domains/notifications/contract';
import type { CallResponses } from './contract-types';
import { SHOP_ANALYTICS_RESPONSES } from './contract-shop-analytics';
import { SHOP_CATALOGUE_RESPONSES } from './contract-shop-catalogue';
import { SHOP_COMMERCE_RESPONSES } from './contract-shop-commerce';
import { RENTALS_RESPONSES } from './contract-rentals';
import { ACADEMY_CATALOGUE_RESPONSES } from './contract-academy-catalogue';
import { ACADEMY_PROGRAMME_RESPONSES } from './contract-academy-programme';
import { ACADEMY_ENROLMENTS_RESPONSES } from './contract-academy-enrolments';
import { TRAININGS_RESPONSES } from './contract-trainings';
import { PROPERTY_RESPONSES } from './contract-property';
import { HOUSE_RENTALS_RESPONSES } from './contract-house-rentals';
import { HOUSE_MAINTENANCE_RESPONSES } from './contract-house-maintenance';
import { SUBSCRIPTIONS_RESPONSES } from './contract-subscriptions';

export type { CallResponses };

/**
 * `METHOD /api/path` (Fastify's `:param` syntax, as the server declares it) → the success answers
 * it may give. Every error (4xx, 5xx) of every call is an `errorResponse`.
 */
export const CONTRACT_RESPONSES: Readonly<Record<string, CallResponses>> = {
  // Auth and the session
  'POST /api/auth/login': { 200: loginResponse },
  'POST /api/auth/register': { 201: loginResponse },
  'POST /api/auth/forgot-password': { 202: acceptedResponse },
  'POST /api/auth/invitation/:token': { 200: loginResponse },
  'POST /api/auth/logout': { 204: z.null() },
  'POST /api/auth/refresh': { 200: loginResponse },
  'GET /api/auth/status': { 200: authStatus },
  'GET /api/auth/session': { 200: sessionInfo },
  'GET /api/user/current': { 200: currentUser },
  'GET /api/user/tenant-id': { 200: tenantIdResponse },
  'POST /api/password-reset/:userId/:x': { 201: passwordResetCreated },
  'GET /api/password-reset/:id': { 200: passwordResetInfo },
  'POST /api/password-reset/:id': { 200: passwordResetDone },
  'GET /api/settings/api-tokens': { 200: z.array(apiToken) },
  'POST /api/settings/api-tokens': { 201: apiTokenCreated },
  'DELETE /api/settings/api-tokens/:id': { 204: z.null() },
  // Users, profiles and preferences
  'GET /api/settings/profiles': { 200: z.array(profile) },
  'POST /api/settings/profiles': { 201: profile },
  'PUT /api/settings/profiles/:id': { 200: profile },
  'GET /api/settings/profiles/user/:id': { 200: profile.nullable() },
  'POST /api/settings/profiles/change-password': { 200: okResponse },
  'GET /api/settings/golf-preferences/current': { 200: golfPreference },
  'GET /api/settings/golf-preferences/user/:id': { 200: golfPreference },
  'POST /api/settings/golf-preferences': { 201: golfPreference },
  'PUT /api/settings/golf-preferences/:id': { 200: golfPreference },
  'DELETE /api/settings/golf-preferences/:id': { 204: z.null() },
  'GET /api/settings/users': { 200: z.array(user) },
  'GET /api/settings/users/search': { 200: z.array(user) },
  'GET /api/settings/users/member-search': { 200: z.array(memberSearchResult) },
  'GET /api/settings/users/by-role/:role': { 200: z.array(user) },
  'GET /api/settings/users/without-role/:role': { 200: z.array(user) },
  'GET /api/settings/users/active': { 200: z.array(user) },
  'GET /api/settings/users/inactive': { 200: z.array(user) },
  'POST /api/settings/users': { 201: user },
  'POST /api/settings/users/bulk': { 201: z.array(user) },
  'PUT /api/settings/users/bulk-update': { 200: z.array(user) },
  'GET /api/settings/users/:id': { 200: user },
  'PUT /api/settings/users/:id': { 200: user },
  'DELETE /api/settings/users/:id': { 204: z.null() },
  'PATCH /api/settings/users/:id/status': { 200: user },
  'POST /api/settings/users/:id/suspend': { 200: user },
  'POST /api/settings/users/:id/reactivate': { 200: user },
  'POST /api/settings/users/:id/reset-password': { 200: user },
  'POST /api/settings/users/:id/force-password-change': { 200: user },
  'POST /api/settings/users/:id/verify-email': { 200: user },
  'POST /api/settings/users/:id/unverify-email': { 200: user },
  'GET /api/settings/users/:id/stats': { 200: userStats },
  'GET /api/settings/users/:id/activity': { 200: z.array(userActivityEntry) },
  'GET /api/settings/users/:id/login-history': { 200: z.array(loginHistoryEntry) },
  'GET /api/settings/users/:id/preferences': { 200: userPreferences },
  'PUT /api/settings/users/:id/preferences': { 200: userPreferences },
  'GET /api/settings/users/:id/roles': { 200: z.array(role) },
  'POST /api/settings/users/:id/roles/:roleId': { 200: z.array(role) },
  'DELETE /api/settings/users/:id/roles/:roleId': { 200: z.array(role) },
  'POST /api/settings/users/bulk-role-assign': { 200: bulkRoleAssignResult },
  'GET /api/settings/users/roles': { 200: z.array(roleWithUsage) },
  'PUT /api/settings/users/roles/:id': { 200: role },
  // Organizations
  'GET /api/settings/organizations': { 200: z.array(organization) },
  'POST /api/settings/organizations': { 201: organization },
  'GET /api/settings/organizations/:id': { 200: organization },
  'PUT /api/settings/organizations/:id': { 200: organization },
  'DELETE /api/settings/organizations/:id': { 204: z.null() },
  // Settings
  'GET /api/settings/features': { 200: features },
  'GET /api/settings/features/installed': { 200: installedFeatures },
  'POST /api/settings/:section/reset': { 200: anySettingsSection },
  'GET /api/settings/all': { 200: allSettings },
  'GET /api/settings/export': { 200: settingsExport },
  'POST /api/settings/import': { 200: allSettings },
  // Courses
  'GET /api/settings/courses': { 200: z.array(course) },
  'POST /api/settings/courses': { 201: course },
  'GET /api/settings/courses/:id': { 200: course },
  'PUT /api/settings/courses/:id': { 200: course },
  'DELETE /api/settings/courses/:id': { 204: z.null() },
  'GET /api/settings/courses/:id/status': { 200: courseStatus },
  'GET /api/settings/courses/:id/holes': { 200: z.array(hole) },
  'POST /api/settings/courses/:id/holes': { 201: hole },
  'PUT /api/settings/courses/:id/holes': { 200: z.array(hole) },
  'DELETE /api/settings/courses/:id/holes': { 204: z.null() },
  'GET /api/settings/holes/:id': { 200: hole },
  'PUT /api/settings/holes/:id': { 200: hole },
  'POST /api/settings/holes/:id/sand-traps': { 201: sandTrap },
  'PUT /api/settings/sand-traps/:id': { 200: sandTrap },
  'DELETE /api/settings/sand-traps/:id': { 204: z.null() },
  'GET /api/settings/opening-hours': { 200: z.array(openingHours) },
  'POST /api/settings/opening-hours': { 201: openingHours },
  'GET /api/settings/opening-hours/:id': { 200: openingHours },
  'PUT /api/settings/opening-hours/:id': { 200: openingHours },
  'DELETE /api/settings/opening-hours/:id': { 204: z.null() },
  'GET /api/settings/special-closures': { 200: z.array(specialClosure) },
  'POST /api/settings/special-closures': { 201: specialClosure },
  'GET /api/settings/special-closures/:id': { 200: specialClosure },
  'PUT /api/settings/special-closures/:id': { 200: specialClosure },
  'DELETE /api/settings/special-closures/:id': { 204: z.null() },
  'GET /api/settings/cart/configuration': { 200: cartConfiguration },
  'POST /api/settings/cart/configuration': { 201: cartConfiguration },
  'GET /api/settings/cart/configuration/:id': { 200: cartConfiguration },
  'PUT /api/settings/cart/configuration/:id': { 200: cartConfiguration },
  'DELETE /api/settings/cart/configuration/:id': { 204: z.null() },
  'POST /api/settings/on-course-services': { 201: onCourseService },
  'GET /api/settings/on-course-services/unresolved': { 200: z.array(onCourseService) },
  'GET /api/settings/on-course-services/mine': { 200: z.array(onCourseService) },
  'GET /api/settings/on-course-services/course/:id': { 200: z.array(onCourseService) },
  'GET /api/settings/on-course-services/:id': { 200: onCourseService },
  'PUT /api/settings/on-course-services/:id': { 200: onCourseService },
  'DELETE /api/settings/on-course-services/:id': { 204: z.null() },
  'PUT /api/settings/on-course-services/:id/resolve': { 200: onCourseService },
  // Tee sheet
  'GET /api/settings/tee-times/:id': { 200: teeTime },
  'GET /api/settings/tee-times/available-with-booking-info/:courseId': {
    200: z.array(availableTeeTime),
  },
  'GET /api/settings/tee-times/overview-data/:courseId': { 200: teeTimeOverview },
  'GET /api/settings/tee-times/sheet/:courseId': { 200: teeSheet },
  'PUT /api/settings/tee-times/:id/block': { 200: teeTime },
  'DELETE /api/settings/tee-times/:id/block': { 200: teeTime },
  'POST /api/settings/tee-time-bookings/book': { 201: teeTimeBooking },
  'PUT /api/settings/tee-time-bookings/:id': { 200: teeTimeBooking },
  'DELETE /api/settings/tee-time-bookings/:id': { 200: teeTimeBooking },
  'GET /api/settings/tee-time-bookings/current-tee-time': { 200: currentTeeTime },
  'GET /api/settings/tee-time-bookings/user/:id': { 200: z.array(teeTimeBooking) },
  'GET /api/settings/tee-time-bookings/players': { 200: z.array(bookingPlayerOption) },
  'GET /api/settings/tee-time-bookings/rules': { 200: bookingRules },
  'GET /api/settings/tee-time-bookings/tee-time/:id': { 200: z.array(teeTimeBooking) },
  'PUT /api/settings/tee-time-bookings/:id/check-in': { 200: teeTimeBooking },
  'PUT /api/settings/tee-time-bookings/:id/payment': { 200: teeTimeBooking },
  'PUT /api/settings/tee-time-bookings/:id/no-show': { 200: teeTimeBooking },
  'POST /api/settings/tee-times/blocks': { 200: teeTimeRangeBlockResult },
  'POST /api/settings/tee-times/blocks/remove': { 200: teeTimeRangeBlockResult },
  'GET /api/settings/tee-times/move-options/:bookingId': { 200: moveOptions },
  'GET /api/settings/green-fees/rates': { 200: greenFeeRateList },
  'POST /api/settings/green-fees/rates': { 201: greenFeeRate },
  'PUT /api/settings/green-fees/rates/:id': { 200: greenFeeRate },
  'DELETE /api/settings/green-fees/rates/:id': { 204: z.null() },
  'POST /api/settings/green-fees/quote': { 200: greenFeeQuote },
  'POST /api/settings/tee-time-waitlist': { 201: waitlistEntry },
  'GET /api/settings/tee-time-waitlist': { 200: z.array(waitlistEntry) },
  'DELETE /api/settings/tee-time-waitlist/:id': { 200: waitlistEntry },
  'POST /api/settings/tee-time-waitlist/:id/accept': { 201: teeTimeBooking },
  'POST /api/settings/tee-time-waitlist/:id/decline': { 200: waitlistEntry },
  'GET /api/settings/tee-time-bookings/calendar-feed': { 200: calendarFeed },
  'POST /api/settings/tee-time-bookings/calendar-feed': { 201: calendarFeed.unwrap() },
  'GET /api/settings/tee-time-bookings/:id/calendar.ics': {
    200: z.string().describe('text/calendar'),
  },
  'GET /api/calendar/:file': { 200: z.string().describe('text/calendar') },
  'GET /api/settings/tee-sheet/dashboard': { 200: teeSheetDashboard },
  'GET /api/settings/tee-sheet/reports': { 200: teeSheetReport },
  'GET /api/settings/cart/status/:id': { 200: cartStatus },

  // Feature values and settings sections: one route per key or section, as the server registers them.
  ...Object.fromEntries(
    (Object.keys(FEATURE_PATHS) as FeatureKey[]).flatMap((key) => [
      [`GET /api/${FEATURE_PATHS[key]}`, { 200: featureValue(key) }],
      [`PUT /api/${FEATURE_PATHS[key]}`, { 200: featureValue(key) }],
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(SETTINGS_SECTIONS).flatMap(([name, schema]) => [
      [`GET /api/settings/${name}`, { 200: schema }],
      [`PUT /api/settings/${name}`, { 200: schema }],
    ]),
  ),
  // Files
  'GET /api/settings/files': { 200: z.array(fileRecord) },
  'POST /api/settings/files/upload': { 201: fileRecord },
  'GET /api/settings/files/:id': { 200: fileRecord },
  'PUT /api/settings/files/:id': { 200: fileRecord },
  'DELETE /api/settings/files/:id': { 204: z.null() },
  'DELETE /api/settings/files/bulk-delete': { 200: fileBulkDeleteResult },
  'PATCH /api/settings/files/:id/move': { 200: fileRecord },
  'GET /api/settings/files/category/:category': { 200: z.array(fileRecord) },
  'GET /api/settings/files/search': { 200: z.array(fileRecord) },
  'GET /api/settings/files/type/:t': { 200: z.array(fileRecord) },
  'GET /api/settings/files/user/:id': { 200: z.array(fileRecord) },
  'GET /api/settings/files/size': { 200: z.array(fileRecord) },
  'GET /api/settings/files/date-range': { 200: z.array(fileRecord) },
  'GET /api/settings/files/stats': { 200: fileStats },
  'GET /api/settings/files/stats/categories': { 200: fileCategoryStats },
  'GET /api/settings/files/categories': { 200: z.array(fileCategory) },
  'POST /api/settings/files/categories': { 201: fileCategory },
  'DELETE /api/settings/files/categories/:c': { 204: z.null() },
  'GET /api/settings/files/categories/:c/allowed-types': { 200: allowedTypes },
  'GET /api/settings/files/limits': { 200: fileLimits },
  'POST /api/settings/files/validate': { 200: fileValidateResult },
  'POST /api/settings/files/:id/share': { 201: fileShare },
  'DELETE /api/settings/files/:id/share': { 204: z.null() },
  'GET /api/settings/files/:id/permissions': { 200: filePermissions },
  'PUT /api/settings/files/:id/permissions': { 200: filePermissions },
  'POST /api/settings/files/:id/thumbnail': { 200: thumbnailResponse },
  'GET /api/settings/files/:id/versions': { 200: z.array(fileVersion) },
  'POST /api/settings/files/:id/versions': { 201: fileRecord },
  // Notifications
  'GET /api/settings/notifications/:userId': { 200: z.array(notification) },
  'GET /api/settings/notifications/:userId/unread-count': { 200: unreadCount },
  'PUT /api/settings/notifications/read/:id': { 200: notification },
  'PUT /api/settings/notifications/read-all/:userId': { 200: readAllResult },
  'POST /api/settings/notifications/create': { 201: notification },
  // Jobs and live updates
  'GET /api/jobs/:id': { 200: jobStatus },
  'GET /api/live': { 200: liveStream },
  // Shop and equipment rentals: one map per part, each beside its contract
  ...SHOP_CATALOGUE_RESPONSES,
  ...SHOP_COMMERCE_RESPONSES,
  ...SHOP_ANALYTICS_RESPONSES,
  ...RENTALS_RESPONSES,
  ...ACADEMY_CATALOGUE_RESPONSES,
  ...ACADEMY_PROGRAMME_RESPONSES,
  ...ACADEMY_ENROLMENTS_RESPONSES,
  ...TRAININGS_RESPONSES,
  ...PROPERTY_RESPONSES,
  ...HOUSE_RENTALS_RESPONSES,
  ...HOUSE_MAINTENANCE_RESPONSES,
  ...SUBSCRIPTIONS_RESPONSES,
};

export type ContractCall = {
  /** As the table names it: 'GET /api/settings/users/:id'. */
  call: string;
  method: string;
  /** The path's segments; null where the call takes a parameter. */
  segments: (string | null)[];
  responses: CallResponses;
};

const CALLS: ContractCall[] = Object.entries(CONTRACT_RESPONSES).map(([call, responses]) => {
  const [method = '', path = ''] = call.split(' ');
  const segments = path.split('/').map((s) => (s.startsWith(':') ? null : s));
  return { call, method, segments, responses };
});

/** Where two calls first differ, a fixed segment is more specific than a parameter (Fastify's rule). */
function moreSpecificFirst(a: ContractCall, b: ContractCall): number {
  for (let i = 0; i < a.segments.length; i++) {
    const aFixed = a.segments[i] !== null;
    if (aFixed !== (b.segments[i] !== null)) return aFixed ? -1 : 1;
  }
  return 0;
}

/** The contract's call that serves `method path` (a request's path, e.g. /api/settings/users/7), or null. */
export function contractCall(method: string, path: string): ContractCall | null {
  const parts = path.split('/');
  const matching = CALLS.filter(
    (c) =>
      c.method === method &&
      c.segments.length === parts.length &&
      c.segments.every((s, i) => (s === null ? parts[i] !== '' : s === parts[i])),
  );
  return matching.sort(moreSpecificFirst)[0] ?? null;
}

/**
 * What is wrong with answering `method path` with `status` and `body`, or null when the contract
 * allows it: the call must exist, a success status must be one it declares and its body must
 * match that status's schema (none for 204); an error's body must be an errorResponse.
 */
export function contractProblem(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | null {
  const found = contractCall(method, path);
  if (!found)
    return `${method} ${path} is not a call of the contract (shared-api/src/testing/contract.ts lists them)`;
  const call =
    found.call === `${method} ${path}` ? found.call : `${method} ${path} (${found.call})`;
  const schema = status >= 400 ? errorResponse : found.responses[status as keyof CallResponses];
  if (!schema) {
    const declared = Object.keys(found.responses).join(' or ');
    return `${call} answered ${status}; the contract answers ${declared} on success`;
  }
  if (schema instanceof z.ZodNull)
    return body === undefined || body === null
      ? null
      : `${call} answered ${status} with a body; the contract sends none`;
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  return `${call} answered ${status} with a body the contract refuses:\n${z.prettifyError(parsed.error)}`;
}

/**
 * Permission strings are `<module>:<action>`. Every server route declares one (or is public);
 * the portal uses the same strings to show navigation by role, and the seeded roles below hold
 * them. This object is the one list: `Permission` is derived from it, so asking for a permission
 * that does not exist (a typo, a module not built yet) fails typecheck.
 * `*` grants every permission except the platform ones listed in PLATFORM_PERMISSIONS.
 */
export const PERMISSIONS = {
  selfService: 'self:use',
  usersRead: 'users:read',
  usersWrite: 'users:write',
  rolesRead: 'roles:read',
  rolesWrite: 'roles:write',
  organizationsRead: 'organizations:read',
  organizationsWrite: 'organizations:write',
  organizationsManage: 'organizations:manage',
  settingsRead: 'settings:read',
  settingsWrite: 'settings:write',
  apiTokensManage: 'api_tokens:manage',
  coursesRead: 'courses:read',
  coursesWrite: 'courses:write',
  teeTimesBook: 'tee_times:book',
  teeSheetManage: 'tee_sheet:manage',
  courseServicesRequest: 'course_services:request',
  courseServicesManage: 'course_services:manage',
  filesRead: 'files:read',
  filesWrite: 'files:write',
  notificationsManage: 'notifications:manage',
  shopBuy: 'shop:buy',
  shopRead: 'shop:read',
  shopWrite: 'shop:write',
  rentalsRequest: 'rentals:request',
  rentalsRead: 'rentals:read',
  rentalsWrite: 'rentals:write',
  academyEnrol: 'academy:enrol',
  academyTeach: 'academy:teach',
  academyRead: 'academy:read',
  academyWrite: 'academy:write',
  propertyRead: 'property:read',
  propertyWrite: 'property:write',
  propertyReside: 'property:reside',
  houseRentalsBook: 'house_rentals:book',
  houseRentalsRead: 'house_rentals:read',
  houseRentalsWrite: 'house_rentals:write',
  houseMaintenanceRead: 'house_maintenance:read',
  houseMaintenanceWrite: 'house_maintenance:write',
  subscriptionsJoin: 'subscriptions:join',
  subscriptionsRead: 'subscriptions:read',
  subscriptionsWrite: 'subscriptions:write',
} as const;

/** A permission the platform has: what a route, a screen or a navigation entry asks for. */
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Every permission, in the order of PERMISSIONS. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

const KNOWN: ReadonlySet<unknown> = new Set(ALL_PERMISSIONS);

/** Whether a string read at run time (remotes.json, a role) names one of the platform's permissions. */
export const isPermission = (value: unknown): value is Permission => KNOWN.has(value);

/**
 * Permissions that act only on the holder's own account or household: holding one gives no power
 * over anyone else, so staff may still manage a member or a resident who holds it (outranking).
 */
export const PERSONAL_PERMISSIONS: readonly string[] = [
  PERMISSIONS.selfService,
  PERMISSIONS.propertyReside,
  PERMISSIONS.subscriptionsJoin,
];

/** Never implied by `*`: only the installation's operator manages every organization. */
export const PLATFORM_PERMISSIONS: readonly string[] = [PERMISSIONS.organizationsManage];

/**
 * Whether `granted` (a user's or a role's list: permissions, `*`, `<module>:*`, custom strings)
 * covers `needed`. `needed` is a string, not only a Permission, because the server also asks it of
 * every string another account holds (outranking).
 */
export function hasPermission(granted: readonly string[], needed: string): boolean {
  if (granted.includes(needed)) return true;
  if (PLATFORM_PERMISSIONS.includes(needed)) return false;
  if (granted.includes('*')) return true;
  const [module] = needed.split(':');
  return granted.includes(`${module}:*`);
}

export const SYSTEM_ROLES = [
  'admin',
  'staff',
  'greenkeeper',
  'trainer',
  'employee',
  'member',
  'tenant',
  'sub_tenant',
  'candidate',
  'guest',
] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

const self = PERMISSIONS.selfService;
const golfer: Permission[] = [
  PERMISSIONS.coursesRead,
  PERMISSIONS.teeTimesBook,
  PERMISSIONS.courseServicesRequest,
  PERMISSIONS.shopBuy,
  PERMISSIONS.rentalsRequest,
  PERMISSIONS.academyEnrol,
  PERMISSIONS.houseRentalsBook,
];
/** Members and households pay the club's subscriptions. */
const subscriber: Permission[] = [PERMISSIONS.subscriptionsJoin];
/** A household's tenant and sub-tenants (sub-tenants narrowed by the tenant's permissions). */
const resident: Permission[] = [PERMISSIONS.propertyReside, ...subscriber];

/** What each seeded role may do. Domains add their permissions here as they arrive. */
export const DEFAULT_ROLE_PERMISSIONS: Record<SystemRole, (Permission | '*')[]> = {
  admin: ['*'],
  staff: [
    self,
    PERMISSIONS.usersRead,
    PERMISSIONS.usersWrite,
    PERMISSIONS.rolesRead,
    PERMISSIONS.settingsRead,
    PERMISSIONS.organizationsRead,
    ...golfer,
    PERMISSIONS.teeSheetManage,
    PERMISSIONS.courseServicesManage,
    PERMISSIONS.filesRead,
    PERMISSIONS.filesWrite,
    PERMISSIONS.notificationsManage,
    PERMISSIONS.shopRead,
    PERMISSIONS.shopWrite,
    PERMISSIONS.rentalsRead,
    PERMISSIONS.rentalsWrite,
    PERMISSIONS.academyTeach,
    PERMISSIONS.academyRead,
    PERMISSIONS.academyWrite,
    PERMISSIONS.propertyRead,
    PERMISSIONS.propertyWrite,
    PERMISSIONS.houseRentalsRead,
    PERMISSIONS.houseRentalsWrite,
    PERMISSIONS.houseMaintenanceRead,
    PERMISSIONS.houseMaintenanceWrite,
    PERMISSIONS.subscriptionsRead,
    PERMISSIONS.subscriptionsWrite,
  ],
  greenkeeper: [self, PERMISSIONS.coursesRead, PERMISSIONS.courseServicesManage],
  trainer: [
    self,
    PERMISSIONS.coursesRead,
    PERMISSIONS.academyEnrol,
    PERMISSIONS.academyTeach,
    PERMISSIONS.academyRead,
  ],
  employee: [self, PERMISSIONS.coursesRead],
  member: [self, ...golfer, ...subscriber],
  tenant: [self, ...golfer, ...resident],
  sub_tenant: [self, ...golfer, ...resident],
  candidate: [self, PERMISSIONS.coursesRead, PERMISSIONS.academyEnrol],
  guest: [self, ...golfer],
};

import { z } from 'zod';
import { bodyId, nonEmpty, pathId, timestamp } from '@fairway/shared-api/core';

/**
 * What a tenant may let each sub-tenant do (docs/property.md, "Sub-tenant permissions"). The
 * primary tenant holds every one; a deactivated sub-tenant holds none.
 */
export const SUB_TENANT_PERMISSIONS = [
  'book_houses',
  'view_bookings',
  'request_maintenance',
  'view_maintenance',
  'view_finances',
  'manage_subscriptions',
] as const;
export type SubTenantPermission = (typeof SUB_TENANT_PERMISSIONS)[number];

/** What each permission lets a sub-tenant do, as a refusal and the screens' toggles say it. */
export const SUB_TENANT_PERMISSION_LABELS: Record<SubTenantPermission, string> = {
  book_houses: 'book house stays',
  view_bookings: "see the household's bookings",
  request_maintenance: 'request maintenance',
  view_maintenance: "see the household's maintenance",
  view_finances: "see the household's finances",
  manage_subscriptions: "manage the household's subscriptions",
};

/** The permissions object as answered: every key, true or false. */
export const subTenantPermissions = z.object(
  Object.fromEntries(SUB_TENANT_PERMISSIONS.map((k) => [k, z.boolean()])) as Record<
    SubTenantPermission,
    z.ZodBoolean
  >,
);
export type SubTenantPermissions = z.infer<typeof subTenantPermissions>;

const permissionsObject = z.strictObject(
  Object.fromEntries(SUB_TENANT_PERMISSIONS.map((k) => [k, z.boolean().optional()])) as Record<
    SubTenantPermission,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: `permissions: only ${SUB_TENANT_PERMISSIONS.join(', ')}, each true or false` },
);

/**
 * The permissions a client sends: the object, or its JSON text (the spec's client serialises it),
 * at most 2,000 characters. Keys left out are false.
 */
export const subTenantPermissionsInput = z
  .union([
    z
      .string()
      .max(2000, 'permissions must be at most 2000 characters')
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: 'permissions must be an object or its JSON text',
          });
          return z.NEVER;
        }
      })
      .pipe(permissionsObject),
    permissionsObject,
  ])
  .transform(
    (given): SubTenantPermissions =>
      Object.fromEntries(
        SUB_TENANT_PERMISSIONS.map((k) => [k, given[k] ?? false]),
      ) as SubTenantPermissions,
  );

// --- Tenants (households) -------------------------------------------------------------------

/** The house a household lives in, as a household's answer names it. */
export const tenantHouse = z.object({ id: z.number().int(), name: z.string() });

/** A household: its primary account (user_id) is the tenant. */
export const tenant = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** The primary account's name ("First Last", else its e-mail). */
  user_name: z.string(),
  user_email: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  /** The houses that name this household. */
  houses: z.array(tenantHouse),
  sub_tenant_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Tenant = z.infer<typeof tenant>;

const householdText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const tenantInput = z
  .object({
    user_id: bodyId('user_id'),
    name: householdText('name', 120).min(1, 'name is required'),
    email: z
      .string({ error: 'email must be text' })
      .trim()
      .max(254, 'email must be at most 254 characters')
      .email('email must be an e-mail address')
      .nullable()
      .optional(),
    phone: householdText('phone', 40).nullable().optional(),
    notes: householdText('notes', 4000).nullable().optional(),
  })
  .strict();
export type TenantInput = z.input<typeof tenantInput>;

export const HOUSEHOLD_ROLES = ['tenant', 'sub_tenant'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/**
 * GET /tenants/user/{userId}: the household of an account and its place in it (404 when it has
 * none). `permissions` is what the account may do there now (all for the tenant, none for a
 * deactivated sub-tenant).
 */
export const householdMembership = z.object({
  tenant,
  role: z.enum(HOUSEHOLD_ROLES),
  /** The account's sub-tenant row, null for the tenant. */
  sub_tenant_id: z.number().int().nullable(),
  /** False for a deactivated sub-tenant. */
  is_active: z.boolean(),
  permissions: subTenantPermissions,
});
export type HouseholdMembership = z.infer<typeof householdMembership>;

/** GET /tenants/eligibility: `user_id` (staff only) asks about another account; else the caller. */
export const tenantEligibilityQuery = z.object({ user_id: pathId('user_id').optional() }).strict();
export type TenantEligibilityQuery = { user_id?: number };

export const tenantEligibility = z.object({
  user_id: z.number().int(),
  can_become_tenant: z.boolean(),
  can_become_sub_tenant: z.boolean(),
  /** Why not, as a sentence; null when the account can become either. */
  reason: z.string().nullable(),
  /** The household the account already belongs to, and as what. */
  tenant_id: z.number().int().nullable(),
  role: z.enum(HOUSEHOLD_ROLES).nullable(),
});
export type TenantEligibility = z.infer<typeof tenantEligibility>;

// --- Sub-tenants ----------------------------------------------------------------------------

export const subTenant = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  user_id: z.number().int(),
  /** The account's name ("First Last", else its e-mail). */
  user_name: z.string(),
  user_email: z.string().nullable(),
  relationship: z.string().nullable(),
  /** What the tenant allows (as stored; a deactivated sub-tenant holds none of it meanwhile). */
  permissions: subTenantPermissions,
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SubTenant = z.infer<typeof subTenant>;

const relationship = householdText('relationship', 80).nullable().optional();

export const subTenantInput = z
  .object({
    tenant_id: bodyId('tenant_id'),
    user_id: bodyId('user_id'),
    relationship,
    /** Left out: none. */
    permissions: subTenantPermissionsInput.optional(),
  })
  .strict();
export type SubTenantInput = z.input<typeof subTenantInput>;

/** PUT /sub-tenants/{id}: the relationship and/or the permissions (replaced whole). */
export const subTenantUpdate = nonEmpty(
  z
    .object({
      relationship,
      permissions: subTenantPermissionsInput.optional(),
    })
    .strict(),
);
export type SubTenantUpdate = z.input<typeof subTenantUpdate>;

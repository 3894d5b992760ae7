import { z } from 'zod';

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

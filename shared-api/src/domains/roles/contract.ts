import { z } from 'zod';
import { bodyId, nonEmpty, pathId } from '@fairway/shared-api/core';

// Roles and role assignment (owned by the users domain).

export const roleName = z
  .string({ error: 'Role name is required' })
  .trim()
  .regex(
    /^[a-z][a-z0-9_]{1,39}$/,
    'Role name must be 2 to 40 lowercase letters, digits or underscores, starting with a letter',
  );

/** A role given by id or by name (e.g. 3 or "member"). */
export const roleRef = z.union([bodyId('role id'), roleName]);
export type RoleRef = z.infer<typeof roleRef>;

/** `*`, `<module>:*` or `<module>:<action>`. */
export const permissionString = z
  .string()
  .regex(/^(\*|[a-z_]+:(\*|[a-z_]+))$/, 'Permissions must look like module:action, module:* or *');

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  is_system: z.boolean().describe('built-in roles cannot be renamed'),
  created_at: z.string(),
});
export type Role = z.infer<typeof role>;

export const roleWithUsage = role.extend({ user_count: z.number().int() });
export type RoleWithUsage = z.infer<typeof roleWithUsage>;

export const roleUpdate = nonEmpty(
  z
    .object({
      name: roleName,
      description: z
        .string()
        .trim()
        .max(300, 'Description must be at most 300 characters')
        .nullable(),
      permissions: z.array(permissionString).max(200, 'At most 200 permissions'),
    })
    .partial()
    .strict(),
);
export type RoleUpdate = z.infer<typeof roleUpdate>;

export const userRoleParams = z.object({
  id: pathId('id'),
  roleId: pathId('roleId'),
});

export const bulkRoleAssign = z
  .object({
    user_ids: z
      .array(bodyId('user id'), {
        error: 'user_ids must be a list of user ids',
      })
      .min(1, 'Send at least one user id')
      .max(500, 'At most 500 users at a time'),
    role_id: bodyId('role_id'),
  })
  .strict();
export type BulkRoleAssign = z.infer<typeof bulkRoleAssign>;

export const bulkRoleAssignResult = z.object({
  role_id: z.number().int(),
  assigned: z.number().int().describe('users who did not have the role before'),
  already_assigned: z.number().int(),
});
export type BulkRoleAssignResult = z.infer<typeof bulkRoleAssignResult>;

import { z } from 'zod';
// Roles and role assignment (owned by the users domain).
export const roleName = z.string().trim().min(2).max(40);

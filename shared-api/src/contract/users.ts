import { z } from 'zod';
// Users, profiles, preferences and golf preferences (owned by the users domain).
export const userStatus = z.enum(['active', 'inactive', 'suspended', 'pending']);

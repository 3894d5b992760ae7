import { z } from 'zod';
import { PERMISSIONS, errorResponse, user } from '@fairway/shared-api/contract';

/** What the /api/settings/users route files share. */
export const tags = ['Users'];
export const read = { permission: PERMISSIONS.usersRead };
export const write = { permission: PERMISSIONS.usersWrite };
export const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
export const userList = z.array(user);

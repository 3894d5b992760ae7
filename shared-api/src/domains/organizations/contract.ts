import { z } from 'zod';
import { updateOf } from '@fairway/shared-api/core';

export const organization = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Organization = z.infer<typeof organization>;

const timezone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Europe/London');

export const organizationCreate = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120),
  slug: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'Slug may contain lowercase letters, digits and single hyphens',
    )
    .max(60)
    .optional(),
  timezone: timezone.default('Europe/London'),
  address: z.string().max(300).nullish(),
  phone: z.string().max(40).nullish(),
  email: z.email('Email must be a valid address').nullish(),
  website: z.url('Website must be a URL').nullish(),
  is_active: z.boolean().optional(),
});
export type OrganizationCreate = z.infer<typeof organizationCreate>;

export const organizationUpdate = updateOf(organizationCreate);
export type OrganizationUpdate = z.infer<typeof organizationUpdate>;

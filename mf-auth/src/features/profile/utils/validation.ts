import { type CurrentUser } from '@fairway/shared-api';
import { profileUpdate, type Profile, type ProfileUpdate } from '@fairway/shared-api/users';
import { getT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { formSchema, issuesOf, textOrNull } from '../../../shared/utils/schema';

export type ProfileValues = {
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  bio: string;
};

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'date_of_birth',
  'address',
  'city',
  'postal_code',
  'country',
  'bio',
] as const;

/** Field length limits of the API contract, for maxLength and counters. */
export const PROFILE_LIMITS = {
  first_name: 100,
  last_name: 100,
  address: 300,
  city: 100,
  postal_code: 20,
  country: 80,
  bio: 2000,
} as const;

/** The form's values: the saved profile, or (none yet) the account's names to start from. */
export function profileValues(
  profile: Profile | null,
  user: Pick<CurrentUser, 'first_name' | 'last_name'> | null,
): ProfileValues {
  const v = (s: string | null | undefined) => s ?? '';
  return {
    first_name: v(profile ? profile.first_name : user?.first_name),
    last_name: v(profile ? profile.last_name : user?.last_name),
    phone: v(profile?.phone),
    date_of_birth: v(profile?.date_of_birth),
    address: v(profile?.address),
    city: v(profile?.city),
    postal_code: v(profile?.postal_code),
    country: v(profile?.country),
    bio: v(profile?.bio),
  };
}

/** Empty fields are sent as null (clearing them); the contract's schema checks the rest. */
export function toProfileBody(values: ProfileValues): ProfileUpdate {
  return {
    first_name: textOrNull(values.first_name),
    last_name: textOrNull(values.last_name),
    phone: textOrNull(values.phone),
    date_of_birth: textOrNull(values.date_of_birth),
    address: textOrNull(values.address),
    city: textOrNull(values.city),
    postal_code: textOrNull(values.postal_code),
    country: textOrNull(values.country),
    bio: textOrNull(values.bio),
  };
}

/**
 * The contract's problems a person can make in these fields, in the portal's words; the others
 * (lengths the fields already bound) keep the contract's, which are the server's.
 */
const OWN_WORDS = { phone: 'phoneInvalid', date_of_birth: 'dateOfBirthInvalid' } as const;

export function checkProfile(values: ProfileValues) {
  const t = getT(messages);
  const body = toProfileBody(values);
  const errors = issuesOf(profileUpdate.safeParse(body));
  for (const [field, key] of Object.entries(OWN_WORDS)) if (errors[field]) errors[field] = t(key);
  return Object.keys(errors).length
    ? { ok: false as const, errors }
    : { ok: true as const, data: body };
}

export const profileSchema = formSchema(checkProfile);

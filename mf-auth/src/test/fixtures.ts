import { FEATURE_FLAG_DEFAULTS, type Features } from '@fairway/shared-api';

/** The signed-in member the screens are tested with: the user object of GET /api/user/current and of a login. */
export const MEMBER = {
  id: 7,
  organization_id: 1,
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: ['member'],
  permissions: ['self:use'],
  session_kind: 'password' as const,
};

/** The club's flags and name as GET /api/settings/features answers them: every flag at its default. */
export const FEATURES: Features = { ...FEATURE_FLAG_DEFAULTS, site_name: 'Fairway' };

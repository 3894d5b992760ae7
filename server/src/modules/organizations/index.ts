// Public surface of the organizations module (the clubs themselves). Depends on roles only: a new
// club gets its built-in roles.
export { organizationRoutes } from './routes';
export {
  defaultId as defaultOrganizationId,
  exists as anyOrganizationExists,
  nameOf as organizationNameOf,
  timeZoneOf,
} from './repository';
export { timeZoneSql } from './expressions';
export { create as createOrganization, find as findOrganization, slugify } from './service';

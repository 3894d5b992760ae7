export { organizationRoutes } from './routes';
export { nameOf as organizationNameOf, timeZoneOf } from './repository';
export { create as createOrganization, slugify } from './service';
export { organizations } from './tables';

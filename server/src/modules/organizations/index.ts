export { organizationRoutes } from './routes';
export { timeZoneOf } from './repository';
export { create as createOrganization, slugify } from './service';
export { organizations } from './tables';

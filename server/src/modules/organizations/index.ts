export { organizationRoutes } from './routes';
export { create as createOrganization, slugify } from './service';
export { organizations } from './tables';

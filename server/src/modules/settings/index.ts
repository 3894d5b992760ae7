export { settingsRoutes } from './routes';
export { readFeatures, readFlag, readFlagged, writeFeatures, type Features } from './flags';
export { defaultOrganizationId, readSection } from './repository';
export { organizationSettings } from './tables';

export { settingsRoutes } from './routes';
export { readFeatures, readFlag, writeFeatures, type Features } from './flags';
export { organizationSettings } from './tables';

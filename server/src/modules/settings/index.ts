// Public surface of the settings module: the club's settings sections and feature flags.
// Depends on organizations (the club's time zone travels with the tee sheet's settings read).
export { settingsRoutes } from './routes';
export {
  readFeatures,
  readFlag,
  readFlagged,
  readStartUpSettings,
  writeFeatures,
  type Features,
} from './flags';
export { readSection } from './repository';

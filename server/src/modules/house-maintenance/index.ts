// Public surface of the house-maintenance module (docs/property.md, "Maintenance"). Depends on
// property (the household check and the ledger), settings (the club's calendar), users (names)
// and notifications (the resolved notice); other modules use it only through what is exported here.
export { houseMaintenanceRoutes } from './routes';

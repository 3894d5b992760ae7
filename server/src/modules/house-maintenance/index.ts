// Public surface of the house-maintenance module (maintenance). It depends on no other module; another
// module uses it only through what is exported here (functions and types, never tables).
export { houseMaintenanceRoutes } from './routes';

// Public surface of the house-rentals module (house rentals). It depends on no other module; another
// module uses it only through what is exported here (functions and types, never tables).
export { houseRentalsRoutes } from './routes';

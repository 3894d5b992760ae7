// Public surface of the shop module: its routes, and what the rentals module needs from the
// shop's stock and ledger (functions and types, never tables). Depends on settings (its flag),
// files (item images) and users.
export { shopRoutes } from './routes';
export { recordMovements, type Movement } from './ledger';
export { rentalPools, rentalStock, rentalStocks, type RentalStock } from './rental-stock';

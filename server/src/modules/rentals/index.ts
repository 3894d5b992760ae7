// Public surface of the rentals module (equipment rentals). Depends on shop (the rented stock and
// the ledger), settings (its flag) and users.
export { rentalsRoutes } from './routes';

// Public surface of the house-rentals module (docs/property.md, "House rentals"): its routes.
// It depends on property (households, houses, the ledger), settings (its flag), users (guests'
// names), files (gallery images) and notifications, each through its index.ts.
export { houseRentalsRoutes } from './routes';

// Public surface of the subscriptions module (docs/property.md, "Subscriptions"). It uses property
// (households and the ledger), settings (the flag and the club's calendar) and users (names)
// through their index.ts; another module uses it only through what is exported here.
export { subscriptionsRoutes } from './routes';

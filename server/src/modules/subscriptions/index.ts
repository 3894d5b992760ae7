// Public surface of the subscriptions module (subscriptions). It depends on no other module; another
// module uses it only through what is exported here (functions and types, never tables).
export { subscriptionsRoutes } from './routes';

// Public surface of the files module (files). It depends on no other module; another
// module uses it only through what is exported here (functions and types, never tables).
export { filesRoutes } from './routes';

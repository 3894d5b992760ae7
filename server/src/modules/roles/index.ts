export { roles, userRoles } from './tables';
export { roleRoutes } from './routes';

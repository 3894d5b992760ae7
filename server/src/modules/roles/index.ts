export { roles, userRoles } from './tables';

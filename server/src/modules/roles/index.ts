// Public surface of the roles module: roles and who holds them. It depends on no other module;
// users, organizations and auth build on it.
export { roleRoutes } from './routes';
export { ADMIN_ROLE, assertCanGrant, roleOf, toRole } from './service';
export {
  assign as grantRole,
  assignMany as grantRoles,
  assignNamed as grantRolesNamed,
  findByName as findRoleByName,
  idsNamed as roleIdsNamed,
  insertSystemRoles,
  lockByName as lockRoleNamed,
  permissionsOf,
  resolve as resolveRoles,
  rolesOfUser,
  unassign as revokeRole,
  type RoleRow,
} from './repository';
export { holdersOf, holdsRoleNamed, roleNamesOf } from './expressions';
export { syncSystemRolePermissions, type SystemRolePermissions } from './system-roles';

export * from './contract';
export * from './http';
export * from './session';
export * from './clients/auth';
export * from './clients/organizations';
export * from './clients/roles';
export * from './clients/settings';
export * from './clients/users';

export * from './common';
export * from './permissions';
export * from './auth';
export * from './organizations';
export * from './users';
export * from './roles';
export * from './settings';

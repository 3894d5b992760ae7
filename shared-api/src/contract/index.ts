export * from './common';
export * from './permissions';
export * from './organizations';
export * from './auth';

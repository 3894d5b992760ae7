export * from './contract';
export * from './http/types';
export * from './http/errors';
export * from './clients/organizations';

export * from './types';
export * from './errors';
export * from './cookies';
export * from './session-events';
export * from './create-http';
export * from './preloaded';
export * from './instance';

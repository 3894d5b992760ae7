export * from './client';
export * from './store';
export * from './features';
export * from './display';

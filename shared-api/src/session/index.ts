export * from './store';
export * from './features';

export * from './catalogue';
export * from './commerce';
export * from './analytics';

export * from './catalogue-client';
export * from './commerce-client';
export * from './analytics-client';

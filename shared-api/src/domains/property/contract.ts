// Property: houses, households and the money views (docs/property.md).
export * from './households';
export * from './houses';
export * from './financial';

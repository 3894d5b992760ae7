// Property: houses, households and the money views (docs/property.md).
export * from './households';

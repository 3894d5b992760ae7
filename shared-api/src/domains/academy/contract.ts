// The academy and basic trainings: schemas the server validates and answers with (docs/academy.md).
export * from './catalogue';
export * from './programme';
export * from './trainings';

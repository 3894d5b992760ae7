// Subscriptions and subscription balances: schemas the server validates and answers with
// (docs/property.md, "Subscriptions").
export * from './subscriptions';
export * from './balances';

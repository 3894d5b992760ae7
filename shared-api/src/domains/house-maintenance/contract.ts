// Maintenance (docs/property.md, "Maintenance"): jobs and their fixed statuses, types, activities
// and interests, balances and a household's maintenance money. Paths under
// /api/settings/maintenances, /maintenance-interests and /maintenance-activities.
export * from './jobs';
export * from './catalogue';
export * from './money';

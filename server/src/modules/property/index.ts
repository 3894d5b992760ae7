// Public surface of the property module: houses, households (tenants and sub-tenants), the ledger
// and the money views (docs/property.md). House rentals, maintenance and subscriptions act for a
// household only through householdAccess, and write amounts only through the ledger functions.
export { propertyRoutes } from './routes';
export {
  DEACTIVATED,
  householdAccess,
  householdMemberAccess,
  householdOf,
  isInHousehold,
  normalisePermissions,
  tenantNameOf,
  type Household,
  type HouseholdCaller,
} from './household';
export { temperatureSensorKeyOf } from './houses';
export { houseFactsOf, houseIdsOfTenant, type HouseFacts } from './house-facts';
export {
  houseNameOf,
  houseRefOf,
  ledgerWindowByMonth,
  ledgerWindowBySource,
  tenantFacts,
  type HouseRef,
  type LedgerWindow,
  type LedgerWindowSums,
  type TenantFacts,
} from './reads';
export {
  ZERO_TOTALS,
  creditOutstanding,
  householdTotals,
  ledgerEntriesOf,
  ledgerTotalsOf,
  payTowards,
  postLedgerEntry,
  type LedgerEntry,
  type LedgerEntryInput,
  type LedgerEntryKind,
  type LedgerSource,
  type LedgerTotals,
  type PaymentMethod,
} from './ledger';

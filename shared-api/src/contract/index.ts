// Every call's contract in one module, for the server (`@fairway/shared-api/contract`): the root
// contract and each domain's contract.ts, without the clients and the Http layer (the server runs
// without the DOM). The portal never imports it: the shell uses the root entry, a remote the
// domain entries it needs. A new domain adds its line here.
export * from './common';
export * from './permissions';
export * from './session';
export * from './features';
export * from './display';
export * from './live';
export * from '../domains/auth/contract';
export * from '../domains/organizations/contract';
export * from '../domains/roles/contract';
export * from '../domains/users/contract';
export * from '../domains/settings/contract';
export * from '../domains/courses/contract';
export * from '../domains/tee-sheet/contract';
export * from '../domains/tee-sheet/green-fees';
export * from '../domains/tee-sheet/desk';
export * from '../domains/tee-sheet/waitlist';
export * from '../domains/tee-sheet/reports';
export * from '../domains/files/contract';
export * from '../domains/notifications/contract';
export * from '../domains/shop/contract';
export * from '../domains/rentals/contract';
export * from '../domains/academy/contract';
export * from '../domains/property/contract';
export * from '../domains/house-rentals/contract';
export * from '../domains/house-maintenance/contract';
export * from '../domains/subscriptions/contract';

// The root entry without the browser parts (`@fairway/shared-api/core`): the common contract
// helpers, permissions, the session and features contract, the error type and helpers, the Http
// type and the session calls. Domain entries import the root through it, so the server and its
// tests load a domain's contract and client without ky, the stores or the DOM; in the portal it
// is a singleton the shell provides like the root (same modules, so one ApiError).
export * from './contract/common';
export * from './contract/permissions';
export * from './contract/session';
export * from './contract/features';
export * from './contract/display';
export * from './contract/live';
export * from './http/errors';
export type * from './http/types';
export * from './session/client';

// The root entry, provided by the shell as a Module Federation singleton: the Http client, the
// session and features stores, the common contract helpers, permissions and the session contract
// the shell needs at first paint (./core.ts, the part without the browser). Each domain's
// contract and client is its own entry (`@fairway/shared-api/<domain>`, src/domains/<domain>);
// the root never imports one.
export * from './core';
export * from './http';
export * from './http/live';
export * from './session';

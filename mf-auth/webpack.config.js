// @ts-check
const { remoteConfigFromPackage } = require('@fairway/build');

// Name, dev port, routes and the exposed modules come from package.json "fairway.remote":
// './spa' (every screen) and './sign-in' (only /login, what a signed-out visitor first needs).
module.exports = remoteConfigFromPackage({ dir: __dirname });

// @ts-check
const { remoteConfigFromPackage } = require('@fairway/build');

// Name, dev port and routes come from package.json "fairway.remote".
module.exports = remoteConfigFromPackage({ dir: __dirname });

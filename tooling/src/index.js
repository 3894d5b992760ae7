// @ts-check
const { SINGLETONS, sharedSingletons, requiredRange } = require('./shared');
const {
  baseConfig,
  createRemoteConfig,
  createShellConfig,
  remoteConfigFromPackage,
} = require('./webpack');
const { ROOT, listRemotes, devRemotesJson, prodRemotesJson } = require('./packages');

module.exports = {
  SINGLETONS,
  sharedSingletons,
  requiredRange,
  baseConfig,
  createRemoteConfig,
  createShellConfig,
  remoteConfigFromPackage,
  ROOT,
  listRemotes,
  devRemotesJson,
  prodRemotesJson,
};

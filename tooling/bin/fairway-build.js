#!/usr/bin/env node
// @ts-check
/**
 * fairway-build build | dev — runs the webpack.config.js of the package in the current folder
 * (production build into dist/, or the development server). Uses webpack's Node API, so the
 * packages need no webpack CLI of their own.
 */
const { join } = require('node:path');
const webpack = require('webpack');

const command = process.argv[2];
if (command !== 'build' && command !== 'dev') {
  console.error('usage: fairway-build build | dev');
  process.exit(2);
}
const mode = command === 'build' ? 'production' : 'development';
process.env.NODE_ENV ??= mode;
const exported = require(join(process.cwd(), 'webpack.config.js'));
/** @type {import('webpack').Configuration & { devServer?: any }} */
const config = typeof exported === 'function' ? exported({}, { mode }) : exported;
config.mode = mode;

if (command === 'build') {
  const started = Date.now();
  webpack(config, (err, stats) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    if (!stats) process.exit(1);
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    for (const w of info.warnings ?? []) console.warn(`warning: ${w.message}`);
    if (stats.hasErrors()) {
      for (const e of info.errors ?? []) console.error(`error: ${e.message}`);
      process.exit(1);
    }
    const files = Object.keys(stats.compilation.assets).filter(
      (name) => !name.endsWith('.map'),
    ).length;
    console.log(
      `${require(join(process.cwd(), 'package.json')).name}: built ${files} files into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
} else {
  const WebpackDevServer = require('webpack-dev-server');
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer ?? {}, compiler);
  server.start().catch((err) => {
    console.error(err);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void server.stop().then(() => process.exit(0)));
}

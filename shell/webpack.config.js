// @ts-check
const { createShellConfig } = require('@fairway/build');

module.exports = createShellConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.SHELL_PORT ?? 4200),
  apiTarget: process.env.API_TARGET ?? 'http://localhost:3000',
  title: 'Fairway',
  themeColor: '#1f6b3a',
});

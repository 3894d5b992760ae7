// Runs the server suite against a real PostgreSQL: TEST_DATABASE_URL, or the local server on
// 127.0.0.1:5432 when it answers. Each test file gets a database of its own, copied from the run's
// migrated template (jest's globalSetup, test/support/global-setup.ts).
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);
const reachable = await new Promise((resolve) => {
  const s = net.connect({ host: hostname, port: Number(port || 5432) });
  s.once('connect', () => (s.end(), resolve(true)));
  s.once('error', () => resolve(false));
  s.setTimeout(2000, () => (s.destroy(), resolve(false)));
});
if (!reachable) {
  console.log(`PostgreSQL suite skipped: nothing answers at ${hostname}:${port || 5432}`);
  process.exit(process.env.REQUIRE_POSTGRES ? 1 : 0);
}
const r = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    '../node_modules/jest/bin/jest.js',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(r.status ?? 1);

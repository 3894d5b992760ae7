import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN, E2E_PORT } from './tests/support/env';

/**
 * Journeys in Debian's Chromium against the production build served by the real server on a
 * fresh embedded database. Build first: `pnpm build` at the repository root.
 */

const root = resolve(__dirname, '..');
// Playwright loads this file in the runner and again in each worker: the runner makes the folder,
// hands it down through the environment and removes it when it exits (after the server stopped).
const inherited = process.env.FAIRWAY_E2E_DATA_DIR;
const dataDir = inherited ?? mkdtempSync(join(tmpdir(), 'fairway-e2e-'));
if (!inherited) {
  process.env.FAIRWAY_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${join(root, 'server/dist/main.js')}`,
    url: `http://localhost:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: join(root, 'dist/portal'),
      FAIRWAY_ADMIN_EMAIL: ADMIN.email,
      FAIRWAY_ADMIN_PASSWORD: ADMIN.password,
      FAIRWAY_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  },
});

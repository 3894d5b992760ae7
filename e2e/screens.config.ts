import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import base from './playwright.config';

/**
 * The screenshots under docs/screens: the built portal on a fresh database with the demo club
 * (FAIRWAY_DEMO on), at 1280 and 390 px. Not a test suite: `pnpm screens` after `pnpm build`.
 */
const root = resolve(__dirname, '..');
const inherited = process.env.FAIRWAY_SCREENS_DATA_DIR;
const dataDir = inherited ?? mkdtempSync(join(tmpdir(), 'fairway-screens-'));
if (!inherited) {
  process.env.FAIRWAY_SCREENS_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
export const SCREENS_PORT = 3290;
export const DEMO_ADMIN = { email: 'admin@fairway.local', password: 'Screens-Admin-2026' };

export default defineConfig({
  ...base,
  testDir: './screens',
  retries: 0,
  timeout: 60_000,
  use: { ...base.use, baseURL: `http://localhost:${SCREENS_PORT}` },
  webServer: {
    command: `node ${join(root, 'server/dist/main.js')}`,
    url: `http://localhost:${SCREENS_PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(SCREENS_PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: join(root, 'dist/portal'),
      FAIRWAY_ADMIN_EMAIL: DEMO_ADMIN.email,
      FAIRWAY_ADMIN_PASSWORD: DEMO_ADMIN.password,
      FAIRWAY_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  },
});

// Runs the browser journeys when Debian's Chromium is installed (Playwright may not download a
// browser here). Without it the journeys are skipped with a message, unless REQUIRE_BROWSER is set
// (CI), where a missing browser is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `Browser journeys skipped: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(process.env.REQUIRE_BROWSER ? 1 : 0);
}
if (
  !existsSync(new URL('../dist/portal/index.html', import.meta.url)) ||
  !existsSync(new URL('../server/dist/main.js', import.meta.url))
) {
  console.error('Build first: `pnpm build` at the repository root.');
  process.exit(1);
}
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('.', import.meta.url).pathname,
});
process.exit(r.status ?? 1);

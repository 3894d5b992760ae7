import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';

/** The portal assembled by `pnpm portal:build` (repo/dist/portal), when it exists. */
function defaultPortalDir(): string | null {
  const dir = resolve(__dirname, '..', '..', 'dist', 'portal');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ ...config, staticDir: config.staticDir ?? defaultPortalDir() });
  const seeded = await bootstrap(app);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const lines = [`Fairway is running at ${config.publicUrl}`];
  if (seeded.created) {
    lines.push(`Created ${seeded.organizationName} with its first admin.`);
    lines.push(
      `Sign in as ${seeded.adminEmail} with password ${seeded.generatedPassword ?? '(the one in FAIRWAY_ADMIN_PASSWORD)'}`,
    );
    if (seeded.generatedPassword)
      lines.push('This password is shown only once: change it after signing in.');
  } else {
    lines.push('Sign in with your existing admin account.');
  }
  console.log(`\n  ${lines.join('\n  ')}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

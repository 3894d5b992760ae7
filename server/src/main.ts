import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';

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
  const app = await buildApp(config);
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
    lines.push(`Sign in as ${seeded.adminEmail} with password ${seeded.generatedPassword ?? '(the one in FAIRWAY_ADMIN_PASSWORD)'}`);
    if (seeded.generatedPassword) lines.push('This password is shown only once: change it after signing in.');
  } else {
    lines.push('Sign in with your existing admin account.');
  }
  console.log(`\n  ${lines.join('\n  ')}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

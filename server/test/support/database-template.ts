/**
 * The migrated database every test file starts from (made once per jest run by global-setup.ts,
 * used by freshDatabase in ../helpers.ts): its key and where global-setup.ts leaves its name.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The PGlite template: the path of a dumped data folder (.tar). */
export const PGLITE_TEMPLATE_ENV = 'FAIRWAY_TEST_PGLITE_TEMPLATE';
/** The PostgreSQL template: a database on TEST_DATABASE_URL's server. */
export const POSTGRES_TEMPLATE_ENV = 'FAIRWAY_TEST_POSTGRES_TEMPLATE';

const DB_DIR = join(__dirname, '..', '..', 'src', 'db');

/**
 * Changes with every migration file's name and content and with the runner that applies them
 * (migrate.ts: the app role, the grants), so a template is never used after either changed.
 */
export function migrationsHash(dbDir = DB_DIR): string {
  const hash = createHash('sha256');
  const migrations = readdirSync(join(dbDir, 'migrations'))
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((f) => join('migrations', f));
  for (const file of [...migrations, 'migrate.ts'])
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(dbDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

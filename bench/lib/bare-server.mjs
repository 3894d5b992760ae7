// The users page written bare, for comparison: a plain Fastify route that looks the session up by
// its token hash, reads one page of users and their count with pg (BARE_DATABASE_URL) or PGlite
// (BARE_DATA_DIR) directly. No row-level security, no permission check, no validation: the floor
// the real server is measured against. Started by users-list.mjs on the database the real server
// seeded (for PGlite, after the real server has stopped).
import { createHash } from 'node:crypto';
import { serverRequire } from './postgres.mjs';

const Fastify = serverRequire('fastify');

async function openDatabase() {
  if (process.env.BARE_DATABASE_URL) {
    const pg = serverRequire('pg');
    const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
    return async (text, params) => (await pool.query(text, params)).rows;
  }
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const { btree_gist } = serverRequire('@electric-sql/pglite/contrib/btree_gist');
  const db = new PGlite({ dataDir: process.env.BARE_DATA_DIR, extensions: { btree_gist } });
  await db.waitReady;
  return async (text, params) => (await db.query(text, params)).rows;
}

const query = await openDatabase();
const app = Fastify({ logger: false });

const accessToken = (cookie = '') => /(?:^|;\s*)fw_access=([^;]+)/.exec(cookie)?.[1] ?? null;

app.get('/api/ready', async () => ({ status: 'ready' }));

app.get('/api/settings/users', async (req, reply) => {
  const token = accessToken(req.headers.cookie);
  if (!token) return reply.code(401).send({ error: 'unauthorized' });
  const hash = createHash('sha256').update(token).digest('hex');
  const [session] = await query(
    `SELECT user_id, organization_id FROM sessions
     WHERE access_hash = $1 AND revoked_at IS NULL AND access_expires_at > now()`,
    [hash],
  );
  if (!session) return reply.code(401).send({ error: 'unauthorized' });
  const limit = Math.min(Number(req.query.limit ?? 50), 100);
  const offset = Number(req.query.offset ?? 0);
  const users = await query(
    `SELECT id, organization_id, email, first_name, last_name, phone, status, suspended_reason,
            email_verified, must_change_password, tenant_id, last_login_at, last_active_at,
            created_at, updated_at
     FROM users WHERE organization_id = $1 ORDER BY id LIMIT $2 OFFSET $3`,
    [session.organization_id, limit, offset],
  );
  const [{ n }] = await query('SELECT count(*)::int AS n FROM users WHERE organization_id = $1', [
    session.organization_id,
  ]);
  reply.header('x-total-count', String(n));
  return users;
});

await app.listen({ port: Number(process.env.PORT ?? 3320), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => app.close().then(() => process.exit(0)));

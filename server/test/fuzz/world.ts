/**
 * One app to fuzz and its two callers: the seeded admin, and a member the admin creates through
 * the API (as users.test.ts does).
 */
import { ADMIN, signIn, type Agent } from '../helpers';
import type { Account } from './protocol';
import { startApp, type RemoteApp } from './remote-app';

export type Role = 'admin' | 'member';

export type Caller = { role: Role; account: Account; agent: Agent };

export type World = { app: RemoteApp; callers: Record<Role, Caller> };

const MEMBER = { email: 'fuzz.member@test.local', password: 'Fuzz-Member-Pass-1' };

async function callerOf(
  role: Role,
  app: RemoteApp,
  credentials: { email: string; password: string },
): Promise<Caller> {
  const agent = await signIn(app.fastify, credentials.email, credentials.password);
  const me = (await agent.get('/api/user/current')).json<{
    id: number;
    organization_id: number;
    roles: string[];
  }>();
  const account = {
    ...credentials,
    userId: me.id,
    organizationId: me.organization_id,
    roles: me.roles,
  };
  return { role, account, agent };
}

async function createMember(admin: Agent): Promise<void> {
  const res = await admin.post('/api/settings/users', {
    email: MEMBER.email,
    first_name: 'Fuzz',
    last_name: 'Member',
    password: MEMBER.password,
    must_change_password: false,
    roles: ['member'],
  });
  if (res.statusCode !== 201) throw new Error(`creating the member: ${res.statusCode} ${res.body}`);
}

export async function startWorld(): Promise<World> {
  const app = await startApp();
  try {
    const admin = await callerOf('admin', app, ADMIN);
    await createMember(admin.agent);
    const member = await callerOf('member', app, MEMBER);
    return { app, callers: { admin, member } };
  } catch (err) {
    await app.kill();
    throw err;
  }
}

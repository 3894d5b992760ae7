import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '@fairway/shared-api/contract';
import { randomToken } from './lib/tokens';
import { seedDemoAcademy } from './demo-academy';
import { seedDemoProperty } from './demo-property';
import { seedDemoRentals } from './demo-rentals';
import { seedDemoShop } from './demo-shop';
import { seedDemoSales } from './demo-shop-sales';
import { seedDemoWeek } from './demo-week';
import { seedDemoCourse } from './modules/courses';
import { anyOrganizationExists, createOrganization } from './modules/organizations';
import { syncSystemRolePermissions, type SystemRolePermissions } from './modules/roles';
import { writeFeatures } from './modules/settings';
import { createAccount } from './modules/users';

export type BootstrapResult =
  | { created: false }
  | {
      created: true;
      organizationName: string;
      adminEmail: string;
      generatedPassword: string | null;
    };

export const DEFAULT_ADMIN_EMAIL = 'admin@fairway.local';

export type BootstrapOptions = {
  /** What the built-in roles hold; the code's declaration (DEFAULT_ROLE_PERMISSIONS) unless a test says otherwise. */
  systemRolePermissions?: SystemRolePermissions;
};

/**
 * Every start, after the migrations: the built-in roles of every club get the permissions the
 * code declares for them and never had (see syncSystemRolePermissions). On an empty database:
 * the club and its first admin (plus demo data unless FAIRWAY_DEMO=0).
 * Idempotent and safe when several processes start at once (advisory lock).
 */
export async function bootstrap(
  app: FastifyInstance,
  options: BootstrapOptions = {},
): Promise<BootstrapResult> {
  const { config } = app;
  return app.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const changedRoles = await syncSystemRolePermissions(tx, options.systemRolePermissions);
    if (changedRoles > 0)
      app.log.info({ roles: changedRoles }, 'gave built-in roles their newly declared permissions');
    if (await anyOrganizationExists(tx)) return { created: false } as const;

    const organizationName = config.demo ? 'Fairway Demo Golf Club' : 'My Golf Club';
    const org = await createOrganization(
      tx,
      { name: organizationName, timezone: 'Europe/London' },
      [PERMISSIONS.organizationsManage],
    );
    await writeFeatures(tx, org.id, { site_name: organizationName });
    const generatedPassword = config.admin.password ? null : randomToken(12);
    const adminEmail = config.admin.email ?? DEFAULT_ADMIN_EMAIL;
    await createAccount(tx, {
      organizationId: org.id,
      email: adminEmail,
      password: config.admin.password ?? generatedPassword!,
      first_name: 'Club',
      last_name: 'Administrator',
      roleNames: ['admin'],
      email_verified: true,
    });
    if (config.demo) {
      const started = Date.now();
      const made = new Map<string, number>();
      for (const [first_name, last_name, role] of [
        ['Sam', 'Starter', 'staff'],
        ['Grace', 'Green', 'greenkeeper'],
        ['Mia', 'Member', 'member'],
        ['Max', 'Member', 'member'],
        ['Tara', 'Trainer', 'trainer'],
        ['Rosa', 'Resident', 'tenant'],
        ['Ravi', 'Resident', 'sub_tenant'],
        ['Owen', 'Owner', 'tenant'],
      ] as const) {
        const account = await createAccount(tx, {
          organizationId: org.id,
          email: `${first_name.toLowerCase()}.${last_name.toLowerCase()}@demo.fairway.local`,
          password: null,
          first_name,
          last_name,
          roleNames: [role],
        });
        made.set(first_name, account.id);
      }
      const courseId = await seedDemoCourse(tx, org.id);
      const week = await seedDemoWeek(tx, {
        organizationId: org.id,
        courseId,
        timezone: org.timezone,
        now: app.now(),
        deskUserId: made.get('Sam')!,
        existingMemberIds: [made.get('Mia')!, made.get('Max')!],
      });
      const shop = await seedDemoShop(tx, org.id, made.get('Sam')!);
      const sales = await seedDemoSales(tx, {
        organizationId: org.id,
        now: app.now(),
        deskUserId: made.get('Sam')!,
        memberIds: [made.get('Mia')!, made.get('Max')!],
      });
      const rentals = await seedDemoRentals(tx, {
        organizationId: org.id,
        timezone: org.timezone,
        now: app.now(),
        deskUserId: made.get('Sam')!,
        memberIds: [made.get('Mia')!, made.get('Max')!],
      });
      const academy = await seedDemoAcademy(tx, {
        organizationId: org.id,
        timezone: org.timezone,
        now: app.now(),
        trainerUserId: made.get('Tara')!,
        officeUserId: made.get('Sam')!,
        memberIds: [made.get('Mia')!, made.get('Max')!],
        courseId,
      });
      const property = await seedDemoProperty(tx, {
        organizationId: org.id,
        timezone: org.timezone,
        now: app.now(),
        officeUserId: made.get('Sam')!,
        tenantUserId: made.get('Rosa')!,
        subTenantUserId: made.get('Ravi')!,
        ownerUserId: made.get('Owen')!,
        memberIds: [made.get('Mia')!, made.get('Max')!],
      });
      app.log.info(
        { ...week, shop, sales, rentals, academy, property, ms: Date.now() - started },
        'seeded the demo club, its week, its shop, its academy and its property',
      );
    }
    return { created: true, organizationName, adminEmail, generatedPassword } as const;
  });
}

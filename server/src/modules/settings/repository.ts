import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_SECTION_NAMES,
  type SettingsSection,
  type SettingsSectionName,
  type SettingsSections,
} from '@fairway/shared-api/contract';
import type { Db } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { organizations } from '../organizations';
import { organizationSettings } from './tables';

/**
 * The installation's default organization: the oldest active one. Anonymous calls that need a club
 * (the registration page, self-registration) use it. Organizations carry no row-level security,
 * so this runs outside any organization scope.
 */
export async function defaultOrganizationId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.is_active, true))
    .orderBy(asc(organizations.created_at), asc(organizations.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findOrganization(tx: Tx, organizationId: number) {
  const [row] = await tx
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ?? null;
}

/** Stored values over the defaults; keys a later release dropped are left behind. */
function overDefaults<N extends SettingsSectionName>(
  name: N,
  stored: Record<string, unknown> = {},
): SettingsSection<N> {
  const defaults = SETTINGS_DEFAULTS[name];
  const known = Object.keys(defaults).filter((k) => k in stored);
  return { ...defaults, ...Object.fromEntries(known.map((k) => [k, stored[k]])) };
}

export async function readSections(tx: Tx, organizationId: number): Promise<SettingsSections> {
  const rows = await tx
    .select({ section: organizationSettings.section, data: organizationSettings.data })
    .from(organizationSettings)
    .where(
      and(
        eq(organizationSettings.organization_id, organizationId),
        inArray(organizationSettings.section, SETTINGS_SECTION_NAMES),
      ),
    );
  const stored = new Map(rows.map((r) => [r.section, r.data]));
  return Object.fromEntries(
    SETTINGS_SECTION_NAMES.map((name) => [name, overDefaults(name, stored.get(name))]),
  ) as SettingsSections;
}

/** One section: reads its own row only (the tee sheet reads 'course' on every booking). */
export async function readSection<N extends SettingsSectionName>(
  tx: Tx,
  organizationId: number,
  name: N,
): Promise<SettingsSection<N>> {
  const [row] = await tx
    .select({ data: organizationSettings.data })
    .from(organizationSettings)
    .where(
      and(
        eq(organizationSettings.organization_id, organizationId),
        eq(organizationSettings.section, name),
      ),
    )
    .limit(1);
  return overDefaults(name, row?.data);
}

export type ClubContext<N extends SettingsSectionName> = {
  /** The stored features document as it is (FEATURES_SECTION); flags.ts lays it over the defaults. */
  features: Record<string, unknown> | undefined;
  section: SettingsSection<N>;
  /** The club's IANA time zone (organizations.timezone). */
  timeZone: string;
};

const storedSection = (name: string) =>
  sql<Record<string, unknown> | null>`(SELECT s.data FROM ${organizationSettings} s
    WHERE s.organization_id = ${organizations.id} AND s.section = ${name})`;

/**
 * The features, one section and the club's time zone in one statement: what every tee-sheet call
 * reads before anything else. Defaults stand in for what is not stored.
 */
export async function readClubContext<N extends SettingsSectionName>(
  tx: Tx,
  organizationId: number,
  name: N,
  featuresSection: string,
): Promise<ClubContext<N>> {
  const [row] = await tx
    .select({
      timeZone: organizations.timezone,
      features: storedSection(featuresSection),
      section: storedSection(name),
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return {
    features: row?.features ?? undefined,
    section: overDefaults(name, row?.section ?? undefined),
    timeZone: row?.timeZone ?? 'Europe/London',
  };
}

/** Replaces one section's document. Each section is its own row: concurrent writes to others cannot be lost. */
export async function writeSection<N extends SettingsSectionName>(
  tx: Tx,
  organizationId: number,
  name: N,
  values: SettingsSection<N>,
): Promise<SettingsSection<N>> {
  await tx
    .insert(organizationSettings)
    .values({ organization_id: organizationId, section: name, data: values })
    .onConflictDoUpdate({
      target: [organizationSettings.organization_id, organizationSettings.section],
      set: { data: sql`excluded.data`, updated_at: new Date() },
    });
  return values;
}

/** Forgets the stored section, so it follows the defaults (also those a later release changes). */
export async function deleteSection(
  tx: Tx,
  organizationId: number,
  name: SettingsSectionName,
): Promise<void> {
  await tx
    .delete(organizationSettings)
    .where(
      and(
        eq(organizationSettings.organization_id, organizationId),
        eq(organizationSettings.section, name),
      ),
    );
}

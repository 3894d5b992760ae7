import { eq, inArray, sql } from 'drizzle-orm';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_SECTION_NAMES,
  type SettingsSection,
  type SettingsSectionName,
  type SettingsSections,
} from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { timeZoneSql } from '../organizations';
import { organizationSettings } from './tables';

// Reads and deletes rely on the transaction's organization scope (row-level security); writes
// name the organization they insert for.

/** Stored values over the defaults; keys a later release dropped are left behind. */
function overDefaults<N extends SettingsSectionName>(
  name: N,
  stored: Record<string, unknown> = {},
): SettingsSection<N> {
  const defaults = SETTINGS_DEFAULTS[name];
  const known = Object.keys(defaults).filter((k) => k in stored);
  return { ...defaults, ...Object.fromEntries(known.map((k) => [k, stored[k]])) };
}

export async function readSections(tx: Tx): Promise<SettingsSections> {
  const rows = await tx
    .select({ section: organizationSettings.section, data: organizationSettings.data })
    .from(organizationSettings)
    .where(inArray(organizationSettings.section, SETTINGS_SECTION_NAMES));
  const stored = new Map(rows.map((r) => [r.section, r.data]));
  return Object.fromEntries(
    SETTINGS_SECTION_NAMES.map((name) => [name, overDefaults(name, stored.get(name))]),
  ) as SettingsSections;
}

/** One stored document as it is, or undefined. */
export async function readStored(
  tx: Tx,
  section: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select({ data: organizationSettings.data })
    .from(organizationSettings)
    .where(eq(organizationSettings.section, section))
    .limit(1);
  return row?.data;
}

/** One section: reads its own row only (the tee sheet reads 'course' on every booking). */
export async function readSection<N extends SettingsSectionName>(
  tx: Tx,
  name: N,
): Promise<SettingsSection<N>> {
  return overDefaults(name, await readStored(tx, name));
}

export type ClubContext<N extends SettingsSectionName> = {
  /** The stored features document as it is (FEATURES_SECTION); flags.ts lays it over the defaults. */
  features: Record<string, unknown> | undefined;
  section: SettingsSection<N>;
  /** The club's IANA time zone (organizations.timezone). */
  timeZone: string;
};

const storedSection = (name: string) =>
  sql`(SELECT s.data FROM organization_settings s WHERE s.section = ${name})`;

type ContextRow = {
  time_zone: string | null;
  features: Record<string, unknown> | null;
  section: Record<string, unknown> | null;
};

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
  const res = await tx.execute(sql`SELECT ${timeZoneSql(organizationId)} AS time_zone,
    ${storedSection(featuresSection)} AS features, ${storedSection(name)} AS section`);
  const row = rowsOf<ContextRow>(res)[0];
  return {
    features: row?.features ?? undefined,
    section: overDefaults(name, row?.section ?? undefined),
    timeZone: row?.time_zone ?? 'Europe/London',
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
export async function deleteSection(tx: Tx, name: SettingsSectionName): Promise<void> {
  await tx.delete(organizationSettings).where(eq(organizationSettings.section, name));
}

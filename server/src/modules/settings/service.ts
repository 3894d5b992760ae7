import {
  SETTINGS_DEFAULTS,
  SETTINGS_DOCUMENT_FORMAT,
  SETTINGS_DOCUMENT_VERSION,
  SETTINGS_SECTION_NAMES,
  type AllSettings,
  type Features,
  type SettingsExport,
  type SettingsImportDocument,
  type SettingsSection,
  type SettingsSectionName,
} from '@fairway/shared-api/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { applySessionLimits } from '../../plugins/platform/auth/sessions';
import { withOrg, type Tx } from '../../plugins/platform/database';
import { defaultOrganizationId, findOrganization } from '../organizations';
import { FEATURE_DEFAULTS, readFeatures, writeFeatures } from './flags';
import * as repo from './repository';

export function sectionNamed(name: string): SettingsSectionName {
  if (!(SETTINGS_SECTION_NAMES as string[]).includes(name)) throw notFound('Settings section');
  return name as SettingsSectionName;
}

/** The features of the caller's club; anonymous callers get the installation's default club. */
export async function featuresFor(db: Db, organizationId: number | null): Promise<Features> {
  const orgId = organizationId ?? (await defaultOrganizationId(db));
  return orgId === null ? FEATURE_DEFAULTS : withOrg(db, orgId, (tx) => readFeatures(tx));
}

/** What must follow a section at once, in the transaction that changes it: live sessions follow the security section. */
async function applySection<N extends SettingsSectionName>(
  tx: Tx,
  organizationId: number,
  name: N,
  values: SettingsSection<N>,
): Promise<void> {
  if (name !== 'security') return;
  const security = values as SettingsSection<'security'>;
  await applySessionLimits(tx, organizationId, {
    idleMinutes: security.session_idle_minutes,
    absoluteHours: security.session_absolute_hours,
  });
}

export async function writeSection<N extends SettingsSectionName>(
  tx: Tx,
  organizationId: number,
  name: N,
  values: SettingsSection<N>,
): Promise<SettingsSection<N>> {
  const saved = await repo.writeSection(tx, organizationId, name, values);
  await applySection(tx, organizationId, name, saved);
  return saved;
}

export async function resetSection<N extends SettingsSectionName>(
  tx: Tx,
  organizationId: number,
  name: N,
): Promise<SettingsSection<N>> {
  await repo.deleteSection(tx, name);
  await applySection(tx, organizationId, name, SETTINGS_DEFAULTS[name]);
  return SETTINGS_DEFAULTS[name];
}

export async function readAll(tx: Tx): Promise<AllSettings> {
  return {
    sections: await repo.readSections(tx),
    features: await readFeatures(tx),
  };
}

export async function exportAll(tx: Tx, organizationId: number): Promise<SettingsExport> {
  const organization = await findOrganization(tx, organizationId);
  if (!organization) throw notFound('Organization');
  const { id, name, slug } = organization;
  return {
    format: SETTINGS_DOCUMENT_FORMAT,
    version: SETTINGS_DOCUMENT_VERSION,
    exported_at: new Date().toISOString(),
    organization: { id, name, slug },
    ...(await readAll(tx)),
  };
}

/** Writes an already validated document inside the caller's transaction: all of it or none. */
export async function importAll(
  tx: Tx,
  organizationId: number,
  doc: SettingsImportDocument,
): Promise<AllSettings> {
  for (const name of SETTINGS_SECTION_NAMES) {
    const values = doc.sections[name];
    if (values) await writeSection(tx, organizationId, name, values);
  }
  if (Object.keys(doc.features).length > 0) await writeFeatures(tx, organizationId, doc.features);
  return readAll(tx);
}

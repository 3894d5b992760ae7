import type { SettingsSectionInput, SettingsSectionName } from '@fairway/shared-api/settings';
import { settingsApi } from '../../../shared/api/clients';

/**
 * A section as the settings screen handles it: field → value, whatever the section. The forms
 * are generated from the values, so the section's own type is not known where they are edited;
 * the contract validates the values before they are sent, and the server validates them again.
 */
export type SectionValues = Record<string, unknown>;

export const loadSection = (name: SettingsSectionName) =>
  settingsApi().section(name) as Promise<SectionValues>;

export const saveSection = (name: SettingsSectionName, values: SectionValues) =>
  settingsApi().updateSection(
    name,
    values as SettingsSectionInput<typeof name>,
  ) as Promise<SectionValues>;

export const resetSection = (name: SettingsSectionName) =>
  settingsApi().resetSection(name) as Promise<SectionValues>;

import type { AdminMessage, AdminT } from '../i18n/messages';
import { REMOTE } from './remote';

/** The remote's name in document titles ('Users · Administration · Sunny Links'), in English. */
export const SECTION_NAME = REMOTE.label;

/** A screen the navigation leads to: its path, its title (the entry's label), the permission it needs. */
export type Section = { path: string; title: string; permission: string };

/** Every page of package.json "fairway.remote.nav", in its order: the one declaration of them. */
export const ADMIN_SECTIONS: readonly Section[] = REMOTE.nav.map((entry) => ({
  path: entry.path,
  title: entry.label,
  permission: entry.permission,
}));

const TITLE_KEYS: Readonly<Record<string, AdminMessage>> = {
  '/admin/users': 'sectionUsers',
  '/admin/roles': 'sectionRoles',
  '/admin/organizations': 'sectionOrganizations',
  '/admin/settings': 'sectionSettings',
  '/admin/files': 'sectionFiles',
};

/** A section's title in the active language (package.json's label for one the catalogue lacks). */
export const sectionTitle = (section: Section, t: AdminT): string => {
  const key = TITLE_KEYS[section.path];
  return key ? t(key) : section.title;
};

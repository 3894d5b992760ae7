import { REMOTE } from './remote';

/** The remote's name in document titles ('Users · Administration · Sunny Links'). */
export const SECTION_NAME = REMOTE.label;

/** A screen the navigation leads to: its path, its title (the entry's label), the permission it needs. */
export type Section = { path: string; title: string; permission: string };

/** Every page of package.json "fairway.remote.nav", in its order: the one declaration of them. */
export const ADMIN_SECTIONS: readonly Section[] = REMOTE.nav.map((entry) => ({
  path: entry.path,
  title: entry.label,
  permission: entry.permission,
}));

import { REMOTE } from './remote';

/** The remote's name in document titles ('Tee sheet · Tee times · Sunny Links'). */
export const SECTION_NAME = REMOTE.label;

/** A screen the navigation leads to: its path, its title (the entry's label), the permission it needs. */
export type Section = { path: string; title: string; permission: string };

/** Every screen of package.json "fairway.remote.nav", in its order: the one declaration of them. */
export const COURSES_SECTIONS: readonly Section[] = REMOTE.nav.map((entry) => ({
  path: entry.path,
  title: entry.label,
  permission: entry.permission,
}));

/** The section at `path`: every test fails at once when the navigation loses it. */
export function sectionAt(path: string): Section {
  const section = COURSES_SECTIONS.find((s) => s.path === path);
  if (!section) throw new Error(`package.json "fairway.remote.nav" has no entry for ${path}`);
  return section;
}

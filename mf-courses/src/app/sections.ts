import type { CoursesKey, CoursesT } from '../i18n/messages';
import { REMOTE } from './remote';

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

// The catalogue's words for each entry's label (English is the label itself).
const SECTION_TITLES: Readonly<Record<string, CoursesKey>> = {
  '/courses': 'sectionName',
  '/courses/my-bookings': 'myBookingsTitle',
  '/courses/tee-sheet': 'teeSheetTitle',
  '/courses/services': 'courseServicesTitle',
  '/courses/setup': 'coursesTitle',
  '/courses/carts': 'cartsTitle',
  '/courses/booking-rules': 'bookingRulesTitle',
  '/courses/request-service': 'requestServiceTitle',
  '/courses/reports': 'reportsTitle',
  '/courses/green-fees': 'greenFeesTitle',
};

/** A section's title in the reader's language; a path the catalogue lacks keeps its label. */
export function sectionTitle(section: Section, t: CoursesT): string {
  const key = SECTION_TITLES[section.path];
  return key ? t(key) : section.title;
}

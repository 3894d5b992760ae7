import type { Language } from '@fairway/shared-ui';
import { REMOTE } from './remote';

/** A label of package.json: `label` in English, `labels` in the other catalogue languages. */
type Labelled = { label: string; labels: Readonly<Partial<Record<string, string>>> };

/** A package.json label in `language` (English when it lacks one). */
export const labelIn = (entry: Labelled, language: Language): string =>
  (language === 'en' ? undefined : entry.labels[language]) ?? entry.label;

/** The remote's name in document titles ('Academy · Academy · Sunny Links'), in English. */
export const SECTION_NAME = REMOTE.label;

/** The remote's name in `language`. */
export const sectionName = (language: Language): string => labelIn(REMOTE, language);

/** A screen the navigation leads to: its path, its title (the entry's label, and `labels`), the permission it needs. */
export type Section = Labelled & { path: string; title: string; permission: string };

/** Every screen of package.json "fairway.remote.nav", in its order: the one declaration of them. */
export const ACADEMY_SECTIONS: readonly Section[] = REMOTE.nav.map((entry) => ({
  path: entry.path,
  title: entry.label,
  label: entry.label,
  labels: entry.labels,
  permission: entry.permission,
}));

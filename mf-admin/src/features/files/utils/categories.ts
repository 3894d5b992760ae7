import type { FilesMessage, FilesT } from './messages';

const BUILT_IN: Readonly<Record<string, FilesMessage>> = {
  documents: 'catDocuments',
  images: 'catImages',
  'item-images': 'catItemImages',
  'house-photos': 'catHousePhotos',
  'trip-documents': 'catTripDocuments',
  logos: 'catLogos',
};

/** A built-in category in the active language; a club's own as written ('tee-signs' → 'Tee signs'). */
export function categoryLabel(name: string, t: FilesT): string {
  const key = BUILT_IN[name];
  if (key) return t(key);
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** How long a share link lasts: the choices offered, in seconds. */
export const SHARE_EXPIRY_CHOICES: readonly { value: string; label: FilesMessage }[] = [
  { value: String(60 * 60), label: 'oneHour' },
  { value: String(24 * 60 * 60), label: 'oneDay' },
  { value: String(7 * 24 * 60 * 60), label: 'sevenDays' },
];

/** What a category's FileUpload checks and shows: its types and extensions, named by extension. */
export function uploadRules(
  category:
    | { allowed_types: readonly string[]; extensions: readonly string[]; max_bytes: number }
    | undefined,
  list: (items: string[]) => string,
) {
  if (!category) return { accept: [], acceptLabel: undefined, maxBytes: undefined };
  const names = [...new Set(category.extensions.map((e) => e.toUpperCase()))];
  return {
    accept: [...category.allowed_types, ...category.extensions.map((e) => `.${e}`)],
    acceptLabel: names.length > 0 ? list(names) : undefined,
    maxBytes: category.max_bytes,
  };
}

import { FILE_TYPES, type FileCategory, type FileType } from '@fairway/shared-api/contract';

const MB = 1024 * 1024;
const IMAGES: FileType[] = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The platform's categories: what each accepts and its largest file (never more than
 * FILE_MAX_BYTES, the installation's limit). A club adds its own (file_categories).
 */
export const BUILT_IN_CATEGORIES: Readonly<
  Record<string, { types: readonly FileType[]; maxBytes: number }>
> = {
  documents: {
    types: [
      'application/pdf',
      'text/plain',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    maxBytes: 25 * MB,
  },
  images: { types: [...IMAGES, 'image/gif'], maxBytes: 10 * MB },
  'item-images': { types: IMAGES, maxBytes: 5 * MB },
  'house-photos': { types: IMAGES, maxBytes: 10 * MB },
  'trip-documents': {
    types: [
      'application/pdf',
      'image/png',
      'image/jpeg',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: 10 * MB,
  },
  logos: { types: IMAGES, maxBytes: 2 * MB },
};

export const isBuiltIn = (name: string) => Object.hasOwn(BUILT_IN_CATEGORIES, name);

/** A category as the API answers it, its limit capped by the installation's. */
export function categoryOf(
  name: string,
  types: readonly string[],
  maxBytes: number,
  installationMax: number,
): FileCategory {
  const allowed = types.filter((t): t is FileType => Object.hasOwn(FILE_TYPES, t));
  return {
    name,
    built_in: isBuiltIn(name),
    allowed_types: allowed,
    extensions: allowed.flatMap((t) => [...FILE_TYPES[t]]),
    max_bytes: Math.min(maxBytes, installationMax),
  };
}

export const builtInCategories = (installationMax: number): FileCategory[] =>
  Object.entries(BUILT_IN_CATEGORIES).map(([name, c]) =>
    categoryOf(name, c.types, c.maxBytes, installationMax),
  );

/** 'PDF', 'PNG image', … for messages. */
export function typeLabel(mime: string): string {
  const known: Record<string, string> = {
    'image/png': 'PNG image',
    'image/jpeg': 'JPEG image',
    'image/gif': 'GIF image',
    'image/webp': 'WebP image',
    'application/pdf': 'PDF',
    'text/plain': 'text file',
    'text/csv': 'CSV file',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  };
  return known[mime] ?? mime;
}

export function formatBytes(n: number): string {
  if (n >= MB) return `${Math.round((n / MB) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

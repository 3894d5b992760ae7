import type { Formatter } from '../../i18n/format';

/** The part of a File the checks read (a File, or a description of one). */
export type FileFacts = { name: string; size: number; type: string };

const normalise = (entry: string) => entry.trim().toLowerCase();

/**
 * Whether a file matches an `accept` list as <input accept> reads it: extensions ('.pdf'), MIME
 * types ('image/png') and families ('image/*'). An empty list accepts everything.
 */
export function matchesAccept(file: Pick<FileFacts, 'name' | 'type'>, accept: readonly string[]) {
  const entries = accept.map(normalise).filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

export type Family = 'images' | 'videos' | 'audio' | 'text';
const FAMILIES: Record<string, Family> = {
  'image/*': 'images',
  'video/*': 'videos',
  'audio/*': 'audio',
  'text/*': 'text',
};

/**
 * What a person reads for an accept list: 'PDF', 'PNG', or a family word ('images'), each once.
 * `image/svg+xml` reads 'SVG'; an unusual MIME type is shown as it is.
 */
export function acceptNames(accept: readonly string[], family: (f: Family) => string): string[] {
  const names = new Set<string>();
  for (const raw of accept) {
    const entry = normalise(raw);
    if (!entry) continue;
    const known = FAMILIES[entry];
    if (known) names.add(family(known));
    else if (entry.startsWith('.')) names.add(entry.slice(1).toUpperCase());
    else {
      const subtype = entry.split('/')[1]?.split('+')[0] ?? entry;
      names.add(/^[a-z0-9]{1,5}$/.test(subtype) ? subtype.toUpperCase() : entry);
    }
  }
  return [...names];
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes the club's way: '512 bytes', '1.5 MB', '12 MB' (binary multiples, as limits are set). */
export function formatBytes(bytes: number, format: Pick<Formatter, 'number'>): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return format.number(value, {
    style: 'unit',
    unit: UNITS[unit],
    // 'byte' is short only in name ('512 byte'): whole bytes read better spelled out.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  });
}

import type { AcademyCaller } from '../context';

/** Who sees inactive rows and everyone's records: academy:read or academy:write. */
export const seesAll = (c: AcademyCaller): boolean => c.canRead || c.canWrite;

export const iso = (d: Date): string => d.toISOString();

export const fullName = (r: { first_name: string; last_name: string }): string =>
  `${r.first_name} ${r.last_name}`.trim();

/** "1 schedule", "2 schedules". */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The 409 text of a delete refused because something still uses the row. */
export const usedBy = (name: string, n: number, noun: string): string =>
  `${name} is used by ${counted(n, noun)}; deactivate it instead`;

/** The fields a partial update sent (undefined: left as it is). */
export function sentFields<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
}

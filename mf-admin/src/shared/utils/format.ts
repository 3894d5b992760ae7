import { getFormat, type Formatter } from '@fairway/shared-ui';

/** An instant on the club's clock in its date and time format ('01/03/2026 09:30'); `fallback` when there is none. */
export function formatDateTime(
  iso: string | null | undefined,
  fallback = '—',
  format: Formatter = getFormat(),
): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return fallback;
  return format.dateTime(iso);
}

/** The club's date of an instant ('01/03/2026'); `fallback` when there is none. */
export function formatDate(
  iso: string | null | undefined,
  fallback = '—',
  format: Formatter = getFormat(),
): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return fallback;
  return format.date(iso);
}

export function fullName(u: { first_name: string; last_name: string; email: string }): string {
  return `${u.first_name} ${u.last_name}`.trim() || u.email;
}

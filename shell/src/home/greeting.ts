import type { CurrentUser } from '@fairway/shared-api';
import type { ShellKey } from '../i18n/messages';

/** The hour (0–23) now on the club's clock (`timeZone`; the browser's when unknown). */
export function clubHour(timeZone: string | undefined, now: Date = new Date()): number {
  try {
    const hour = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    }).format(now);
    return Number(hour) % 24;
  } catch {
    return now.getHours();
  }
}

/**
 * The home page's greeting: the time of day, with the person's whole name as the club wrote it.
 * Never the first name alone: an account's first name is not always what the person is called
 * (the demo administrator is "Club Administrator": "Welcome, Club" read wrong). No name: the
 * greeting alone.
 */
export function greeting(
  user: Pick<CurrentUser, 'first_name' | 'last_name'>,
  hour: number,
): { key: ShellKey; name: string | null } {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.replace(/\s+/g, ' ').trim();
  const part =
    hour >= 5 && hour < 12 ? 'Morning' : hour >= 12 && hour < 18 ? 'Afternoon' : 'Evening';
  return name
    ? { key: `good${part}Named` as ShellKey, name }
    : { key: `good${part}` as ShellKey, name: null };
}

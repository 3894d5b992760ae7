/** Minutes the zone's clock is ahead of UTC at this instant (Europe/Madrid in winter: 60). */
function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - utcMs) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day (YYYY-MM-DD) and a wall-clock time (HH:MM) on the club's clock as an ISO instant with the
 * zone's offset then ('2026-12-01T10:00:00+01:00'), as the API's date-and-time fields want it.
 */
export function clubInstant(day: string, time: string, zone = 'UTC'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let offset = zoneOffsetMinutes(wall, zone);
  // Near a change of the clocks the first guess can use the other side's offset.
  const second = zoneOffsetMinutes(wall - offset * 60_000, zone);
  if (second !== offset) offset = second;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The club's day (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function clubDayAndTime(iso: string, zone = 'UTC'): { day: string; time: string } {
  const ms = Date.parse(iso);
  const local = new Date(ms + zoneOffsetMinutes(ms, zone) * 60_000);
  return {
    day: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

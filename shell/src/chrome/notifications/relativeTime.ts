import type { Formatter } from '@fairway/shared-ui';

const STEPS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * When something happened, as people say it: 'now', '5 minutes ago', '3 hours ago', 'yesterday';
 * after a week the club's date and time.
 */
export function relativeTime(iso: string, f: Formatter, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return f.relative(0, 'second');
  if (seconds >= 7 * 86_400) return f.dateTime(iso);
  const step = STEPS.find((s) => seconds >= s.seconds)!;
  return f.relative(-Math.floor(seconds / step.seconds), step.unit);
}

/**
 * How long ago something happened, in the words of a busy starter: 'just now', '12 min ago',
 * '1 h 5 min ago', '3 days ago'. A time in the future (clocks a little apart) reads 'just now'.
 */
export function relativeAge(createdAt: string, now: Date = new Date()): string {
  const then = new Date(createdAt).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h ago` : `${hours} h ${rest} min ago`;
  }
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** Oldest first: the request that has waited longest is served first. */
export function oldestFirst<T extends { created_at: string; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

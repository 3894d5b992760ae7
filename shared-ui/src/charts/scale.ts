/** "Nice" axis ticks (1, 2, 2.5, 5 × 10ⁿ steps) covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    if (min === 0) return [0, 1];
    const pad = Math.abs(min) * 0.5;
    return niceTicks(Math.min(0, min - pad), Math.max(0, max + pad), count);
  }
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}

/** Maps a domain [d0, d1] to a range [r0, r1] linearly. */
export function linear(d0: number, d1: number, r0: number, r1: number) {
  const span = d1 - d0 || 1;
  return (v: number) => r0 + ((v - d0) / span) * (r1 - r0);
}

export const defaultFormat = (value: number) => value.toLocaleString();

/** The chart colours in order (tokens --fw-chart-1 … 6). */
export const chartColor = (index: number) => `var(--fw-chart-${(index % 6) + 1})`;

/** Room for the y-axis labels: about 7px per character at 12px, plus a gap. */
export function axisLabelWidth(labels: ReadonlyArray<string>): number {
  return Math.max(28, Math.max(0, ...labels.map((l) => l.length)) * 7 + 12);
}

/**
 * The room an axis label needs, in pixels: about 6.5 px per character at the charts' 12 px type,
 * plus a gap, and never less than `min`. Labels are truncated to 12 characters where drawn.
 */
export const labelRoom = (labels: readonly string[], min: number): number =>
  Math.max(min, Math.min(12, Math.max(0, ...labels.map((l) => l.length))) * 6.5 + 10);

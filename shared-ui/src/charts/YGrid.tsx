import styles from './Chart.module.css';

type YGridProps = {
  ticks: ReadonlyArray<number>;
  /** Maps a value to its y coordinate. */
  y: (value: number) => number;
  left: number;
  width: number;
  formatValue: (value: number) => string;
};

/** Horizontal grid lines with their value labels at the left, shared by the bar and line charts. */
export function YGrid({ ticks, y, left, width, formatValue }: YGridProps) {
  return ticks.map((t) => (
    <g key={t}>
      <line
        className={styles['fw-ui-chart-grid']}
        x1={left}
        x2={left + width}
        y1={y(t)}
        y2={y(t)}
      />
      <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end">
        {formatValue(t)}
      </text>
    </g>
  ));
}

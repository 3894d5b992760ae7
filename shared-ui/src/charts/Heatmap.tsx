import styles from './Chart.module.css';
import { useElementWidth } from '../utils/useElementWidth';
import { ChartFrame, type ChartBaseProps } from './ChartFrame';
import { chartColor } from './scale';
import { useFormat, useT } from '../i18n/display';
import { heatmapMessages } from './heatmapMessages';

export type HeatmapAxisItem = { key: string; label: string };
export type HeatmapCell = { row: string; column: string; value: number | null };

export type HeatmapProps = ChartBaseProps & {
  /** The rows, top to bottom (e.g. weekdays). */
  rows: ReadonlyArray<HeatmapAxisItem>;
  /** The columns, left to right (e.g. time bands). */
  columns: ReadonlyArray<HeatmapAxisItem>;
  /** One value per row and column; a missing cell or null is drawn empty ("no data"). */
  cells: ReadonlyArray<HeatmapCell>;
  /**
   * The value of the strongest colour (e.g. 1 for a share): the scale no longer follows the
   * highest cell, so a quiet week looks quiet. Default: the highest value.
   */
  max?: number;
  /** Header of the screen-reader table's row column. */
  rowLabel?: string;
  /** Colour index (1–6) from the chart tokens. */
  colorIndex?: number;
  /** Height of one row in px. */
  rowHeight?: number;
};

/** Cell opacity from 0.06 to 0.5: the value's text stays readable on every cell, in both themes. */
const opacityOf = (ratio: number) => 0.06 + 0.44 * Math.max(0, Math.min(1, ratio));

const fit = (label: string, width: number) => {
  const chars = Math.max(3, Math.floor(width / 7));
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
};

/** A grid of rows × columns coloured by value, in plain SVG, sized to its container. */
export function Heatmap({
  rows,
  columns,
  cells,
  max: maxProp,
  rowLabel: rowLabelProp,
  colorIndex = 1,
  rowHeight = 36,
  formatValue: formatValueProp,
  ...frame
}: HeatmapProps) {
  const t = useT(heatmapMessages);
  const format = useFormat();
  const formatValue = formatValueProp ?? ((value: number) => format.number(value));
  const rowLabel = rowLabelProp ?? t('rows');
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const valueOf = new Map(cells.map((c) => [`${c.row}\u0000${c.column}`, c.value]));
  const at = (row: string, column: string) => valueOf.get(`${row}\u0000${column}`) ?? null;
  const values = cells.flatMap((c) => (c.value === null ? [] : [c.value]));
  const max = maxProp ?? Math.max(0, ...values);
  const fill = chartColor(colorIndex - 1);

  let top: { row: string; column: string; value: number } | null = null;
  for (const r of rows)
    for (const c of columns) {
      const v = at(r.key, c.key);
      if (v !== null && (!top || v > top.value)) top = { row: r.label, column: c.label, value: v };
    }
  const summary = top
    ? t('heatmapSummary', {
        rows: rows.length,
        columns: columns.length,
        row: top.row,
        column: top.column,
        value: formatValue(top.value),
      })
    : t('heatmapEmpty');
  const table = {
    headers: [rowLabel, ...columns.map((c) => c.label)],
    rows: rows.map((r) => [
      r.label,
      ...columns.map((c) => {
        const v = at(r.key, c.key);
        return v === null ? t('noValue') : formatValue(v);
      }),
    ]),
  };

  const labelW = Math.min(96, Math.max(40, Math.round(width * 0.22)));
  const headerH = 24;
  const gap = 3;
  const plotW = Math.max(10, width - labelW);
  const cellW = plotW / Math.max(1, columns.length);
  const height = headerH + rowHeight * rows.length;

  const renderSvg = (a11y: object) => (
    <svg
      {...a11y}
      className={styles['fw-ui-chart-svg']}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
    >
      {columns.map((c, j) => (
        <text key={c.key} x={labelW + cellW * j + cellW / 2} y={headerH - 8} textAnchor="middle">
          {fit(c.label, cellW - 4)}
        </text>
      ))}
      {rows.map((r, i) => {
        const y = headerH + rowHeight * i;
        return (
          <g key={r.key}>
            <text x={labelW - 8} y={y + rowHeight / 2} dy="0.32em" textAnchor="end">
              {fit(r.label, labelW - 8)}
            </text>
            {columns.map((c, j) => {
              const v = at(r.key, c.key);
              const x = labelW + cellW * j;
              const ratio = v === null || max <= 0 ? 0 : v / max;
              return (
                <g key={c.key} data-row={r.key} data-column={c.key}>
                  <rect
                    x={x + gap / 2}
                    y={y + gap / 2}
                    width={Math.max(1, cellW - gap)}
                    height={rowHeight - gap}
                    rx={3}
                    style={
                      v === null
                        ? { fill: 'var(--fw-color-surface-muted)' }
                        : { fill, fillOpacity: opacityOf(ratio) }
                    }
                  >
                    <title>{`${r.label}, ${c.label}: ${v === null ? t('noValue') : formatValue(v)}`}</title>
                  </rect>
                  {v !== null && cellW >= 36 ? (
                    <text
                      className={styles['fw-ui-chart-value']}
                      x={x + cellW / 2}
                      y={y + rowHeight / 2}
                      dy="0.32em"
                      textAnchor="middle"
                    >
                      {formatValue(v)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );

  const legend = (
    <ul className={styles['fw-ui-chart-legend']} aria-hidden="true">
      <li>
        <span
          className={styles['fw-ui-chart-swatch']}
          style={{ background: fill, opacity: opacityOf(0) }}
        />
        {t('lower')} ({formatValue(0)})
      </li>
      <li>
        <span
          className={styles['fw-ui-chart-swatch']}
          style={{ background: fill, opacity: opacityOf(1) }}
        />
        {t('higher')} ({formatValue(max)})
      </li>
    </ul>
  );

  return (
    <ChartFrame
      {...frame}
      canvasRef={ref}
      summary={summary}
      table={table}
      legend={legend}
      renderSvg={renderSvg}
    />
  );
}

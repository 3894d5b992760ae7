import styles from './Chart.module.css';
import { useElementWidth } from '../utils/useElementWidth';
import { ChartFrame, type ChartBaseProps } from './ChartFrame';
import { YGrid } from './YGrid';
import { axisLabelWidth, chartColor, labelRoom, linear, niceTicks } from './scale';
import { useFormat, useT } from '../i18n/display';
import { messages } from '../i18n/messages';

export type BarDatum = { label: string; value: number };

export type BarChartProps = ChartBaseProps & {
  data: ReadonlyArray<BarDatum>;
  /** "vertical" columns (default) or "horizontal" bars (better for long labels and phones). */
  orientation?: 'vertical' | 'horizontal';
  /** Drawing height of vertical charts in px; horizontal charts grow with the data. */
  height?: number;
  /** Column headers of the screen-reader table. */
  categoryLabel?: string;
  valueLabel?: string;
  /** Colour index (1–6) from the chart tokens. */
  colorIndex?: number;
  /**
   * A fixed top of the value axis (e.g. 100 for percentages): the axis no longer follows the
   * highest bar, so 1 % draws a short bar and an all-zero series still shows 0–100. A value above
   * it still extends the axis.
   */
  axisMax?: number;
};

/** A bar chart in plain SVG, sized to its container. */
export function BarChart({
  data,
  orientation = 'vertical',
  height = 240,
  categoryLabel: categoryLabelProp,
  valueLabel: valueLabelProp,
  colorIndex = 1,
  axisMax,
  formatValue: formatValueProp,
  ...frame
}: BarChartProps) {
  const t = useT(messages);
  const format = useFormat();
  const formatValue = formatValueProp ?? ((value: number) => format.number(value));
  const categoryLabel = categoryLabelProp ?? t('category');
  const valueLabel = valueLabelProp ?? t('value');
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const values = data.map((d) => d.value);
  const max = Math.max(0, axisMax ?? 0, ...values);
  const min = Math.min(0, ...values);
  const ticks = niceTicks(min, max, 4);
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;
  const fill = chartColor(colorIndex - 1);

  const top = data.reduce<BarDatum | undefined>(
    (best, d) => (!best || d.value > best.value ? d : best),
    undefined,
  );
  const summary =
    data.length === 0
      ? t('noData')
      : t('barSummary', {
          count: data.length,
          label: top?.label ?? '',
          value: formatValue(top?.value ?? 0),
        });
  const table = {
    headers: [categoryLabel, valueLabel],
    rows: data.map((d) => [d.label, formatValue(d.value)]),
  };

  const renderVertical = (a11y: object) => {
    const margin = { top: 16, right: 8, bottom: 30, left: axisLabelWidth(ticks.map(formatValue)) };
    const plotW = Math.max(10, width - margin.left - margin.right);
    const plotH = Math.max(10, height - margin.top - margin.bottom);
    const y = linear(lo, hi, margin.top + plotH, margin.top);
    const band = plotW / Math.max(1, data.length);
    const barW = Math.max(2, Math.min(64, band * 0.7));
    // Show every n-th label so labels never overlap.
    const labelEvery = Math.max(
      1,
      Math.ceil(
        labelRoom(
          data.map((d) => d.label),
          48,
        ) / band,
      ),
    );
    const showValues = band >= 36;
    return (
      <svg
        {...a11y}
        className={styles['fw-ui-chart-svg']}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
      >
        <YGrid ticks={ticks} y={y} left={margin.left} width={plotW} formatValue={formatValue} />
        <line
          className={styles['fw-ui-chart-axis']}
          x1={margin.left}
          x2={margin.left + plotW}
          y1={y(0)}
          y2={y(0)}
        />
        {data.map((d, i) => {
          const cx = margin.left + band * i + band / 2;
          const y0 = y(0);
          const y1 = y(d.value);
          return (
            <g key={`${d.label}-${i}`}>
              <rect
                x={cx - barW / 2}
                y={Math.min(y0, y1)}
                width={barW}
                height={Math.max(1, Math.abs(y0 - y1))}
                rx={2}
                style={{ fill }}
              >
                <title>{`${d.label}: ${formatValue(d.value)}`}</title>
              </rect>
              {showValues ? (
                <text
                  className={styles['fw-ui-chart-value']}
                  x={cx}
                  y={Math.min(y0, y1) - 4}
                  textAnchor="middle"
                >
                  {formatValue(d.value)}
                </text>
              ) : null}
              {i % labelEvery === 0 ? (
                <text x={cx} y={margin.top + plotH + 20} textAnchor="middle">
                  {d.label.length > 12 && band < 90 ? `${d.label.slice(0, 10)}…` : d.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    );
  };

  const renderHorizontal = (a11y: object) => {
    const rowH = 32;
    const labelW = Math.min(140, Math.round(width * 0.35));
    const margin = { top: 4, right: 56, bottom: 4, left: labelW + 8 };
    const h = margin.top + margin.bottom + rowH * Math.max(1, data.length);
    const plotW = Math.max(10, width - margin.left - margin.right);
    const x = linear(lo, hi, margin.left, margin.left + plotW);
    const maxChars = Math.max(4, Math.floor(labelW / 7));
    return (
      <svg
        {...a11y}
        className={styles['fw-ui-chart-svg']}
        viewBox={`0 0 ${width} ${h}`}
        width={width}
        height={h}
      >
        {data.map((d, i) => {
          const cy = margin.top + rowH * i + rowH / 2;
          const x0 = x(0);
          const x1 = x(d.value);
          return (
            <g key={`${d.label}-${i}`}>
              <text x={labelW} y={cy} dy="0.32em" textAnchor="end">
                {d.label.length > maxChars ? `${d.label.slice(0, maxChars - 1)}…` : d.label}
              </text>
              <rect
                x={Math.min(x0, x1)}
                y={cy - rowH * 0.32}
                width={Math.max(1, Math.abs(x1 - x0))}
                height={rowH * 0.64}
                rx={2}
                style={{ fill }}
              >
                <title>{`${d.label}: ${formatValue(d.value)}`}</title>
              </rect>
              <text
                className={styles['fw-ui-chart-value']}
                x={Math.max(x0, x1) + 6}
                y={cy}
                dy="0.32em"
              >
                {formatValue(d.value)}
              </text>
            </g>
          );
        })}
        <line
          className={styles['fw-ui-chart-axis']}
          x1={x(0)}
          x2={x(0)}
          y1={margin.top}
          y2={h - margin.bottom}
        />
      </svg>
    );
  };

  return (
    <ChartFrame
      {...frame}
      canvasRef={ref}
      summary={summary}
      table={table}
      renderSvg={(a11y) =>
        data.length === 0 ? (
          <div {...a11y} className={styles['fw-ui-chart-empty']}>
            No data to show.
          </div>
        ) : orientation === 'horizontal' ? (
          renderHorizontal(a11y)
        ) : (
          renderVertical(a11y)
        )
      }
    />
  );
}

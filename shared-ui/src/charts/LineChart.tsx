import styles from './Chart.module.css';
import { cx } from '../utils/cx';
import { useElementWidth } from '../utils/useElementWidth';
import { ChartFrame, type ChartBaseProps } from './ChartFrame';
import { YGrid } from './YGrid';
import { axisLabelWidth, chartColor, labelRoom, linear, niceTicks } from './scale';
import { useFormat, useT } from '../i18n/display';
import { messages } from '../i18n/messages';

export type LinePoint = { x: string; y: number | null };
export type LineSeries = { name: string; points: ReadonlyArray<LinePoint> };

export type LineChartProps = ChartBaseProps & {
  series: ReadonlyArray<LineSeries>;
  height?: number;
  /** Header of the first column of the screen-reader table (the x axis). */
  xLabel?: string;
  /** Starts the y axis at zero (default true). */
  zeroBased?: boolean;
};

/** A line chart of one or more series over shared x categories (days, months), in plain SVG. */
export function LineChart({
  series,
  height = 260,
  xLabel: xLabelProp,
  zeroBased = true,
  formatValue: formatValueProp,
  ...frame
}: LineChartProps) {
  const t = useT(messages);
  const format = useFormat();
  const formatValue = formatValueProp ?? ((value: number) => format.number(value));
  const xLabel = xLabelProp ?? t('period');
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const categories: string[] = [];
  for (const s of series)
    for (const p of s.points) if (!categories.includes(p.x)) categories.push(p.x);
  const values = series
    .flatMap((s) => s.points.map((p) => p.y))
    .filter((v): v is number => v !== null);
  const dataMin = values.length ? Math.min(...values) : 0;
  const dataMax = values.length ? Math.max(...values) : 1;
  const ticks = niceTicks(
    zeroBased ? Math.min(0, dataMin) : dataMin,
    zeroBased ? Math.max(0, dataMax) : dataMax,
    4,
  );
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;

  const margin = { top: 12, right: 16, bottom: 30, left: axisLabelWidth(ticks.map(formatValue)) };
  // The first and last labels sit on the plot's edges: anchored inwards, they stay inside the chart.
  const edgeAnchor = (i: number) =>
    categories.length < 2
      ? 'middle'
      : i === 0
        ? 'start'
        : i === categories.length - 1
          ? 'end'
          : 'middle';
  const plotW = Math.max(10, width - margin.left - margin.right);
  const plotH = Math.max(10, height - margin.top - margin.bottom);
  const x = (i: number) =>
    categories.length <= 1
      ? margin.left + plotW / 2
      : margin.left + (plotW * i) / (categories.length - 1);
  const y = linear(lo, hi, margin.top + plotH, margin.top);
  const labelEvery = Math.max(
    1,
    Math.ceil((categories.length * labelRoom(categories, 56)) / plotW),
  );

  const summary =
    values.length === 0
      ? t('noData')
      : t('lineSummary', {
          series: t('lineSeries', { count: series.length }),
          count: categories.length,
          lines: series
            .map((s) => {
              const ys = s.points.map((p) => p.y).filter((v): v is number => v !== null);
              const first = ys[0];
              const last = ys[ys.length - 1];
              return first === undefined || last === undefined
                ? t('lineNoData', { name: s.name })
                : t('lineFromTo', {
                    name: s.name,
                    first: formatValue(first),
                    last: formatValue(last),
                  });
            })
            .join('; '),
        });

  const table = {
    headers: [xLabel, ...series.map((s) => s.name)],
    rows: categories.map((c) => [
      c,
      ...series.map((s) => {
        const v = s.points.find((p) => p.x === c)?.y;
        return v === null || v === undefined ? '—' : formatValue(v);
      }),
    ]),
  };

  const pathFor = (s: LineSeries) => {
    let d = '';
    let penDown = false;
    categories.forEach((c, i) => {
      const v = s.points.find((p) => p.x === c)?.y;
      if (v === null || v === undefined) {
        penDown = false;
        return;
      }
      d += `${penDown ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
      penDown = true;
    });
    return d;
  };

  const legend =
    series.length > 1 ? (
      <ul className={styles['fw-ui-chart-legend']} aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.name}>
            <span
              className={cx(styles['fw-ui-chart-swatch'], styles['fw-ui-chart-line-swatch'])}
              style={{ background: chartColor(i) }}
            />
            {s.name}
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <ChartFrame
      {...frame}
      canvasRef={ref}
      summary={summary}
      table={table}
      legend={legend}
      renderSvg={(a11y) =>
        values.length === 0 ? (
          <div {...a11y} className={styles['fw-ui-chart-empty']}>
            No data to show.
          </div>
        ) : (
          <svg
            {...a11y}
            className={styles['fw-ui-chart-svg']}
            viewBox={`0 0 ${width} ${height}`}
            width={width}
            height={height}
          >
            <YGrid ticks={ticks} y={y} left={margin.left} width={plotW} formatValue={formatValue} />
            {categories.map((c, i) =>
              i % labelEvery === 0 ? (
                <text key={c} x={x(i)} y={margin.top + plotH + 22} textAnchor={edgeAnchor(i)}>
                  {c}
                </text>
              ) : null,
            )}
            {series.map((s, si) => (
              <g key={s.name} style={{ color: chartColor(si) }}>
                <path
                  d={pathFor(s)}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {categories.map((c, i) => {
                  const v = s.points.find((p) => p.x === c)?.y;
                  if (v === null || v === undefined) return null;
                  return (
                    <circle key={c} cx={x(i)} cy={y(v)} r={3.5} fill="currentColor">
                      <title>{`${s.name}, ${c}: ${formatValue(v)}`}</title>
                    </circle>
                  );
                })}
              </g>
            ))}
          </svg>
        )
      }
    />
  );
}

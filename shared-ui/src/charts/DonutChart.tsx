import { type ReactNode } from 'react';
import styles from './Chart.module.css';
import { ChartFrame, type ChartBaseProps } from './ChartFrame';
import { chartColor } from './scale';
import { useFormat, useT } from '../i18n/display';
import { messages } from '../i18n/messages';

export type DonutDatum = { label: string; value: number };

export type DonutChartProps = ChartBaseProps & {
  data: ReadonlyArray<DonutDatum>;
  /** Diameter in px (it shrinks to fit narrow containers). */
  size?: number;
  thickness?: number;
  /** Big text in the middle; default the formatted total. */
  centerValue?: ReactNode;
  /** Small text under it, e.g. "members". */
  centerLabel?: string;
  categoryLabel?: string;
  valueLabel?: string;
};

/** A donut chart (parts of a whole) with a legend of values and shares, in plain SVG. */
export function DonutChart({
  data,
  size = 200,
  thickness = 32,
  centerValue,
  centerLabel,
  categoryLabel: categoryLabelProp,
  valueLabel: valueLabelProp,
  formatValue: formatValueProp,
  ...frame
}: DonutChartProps) {
  const t = useT(messages);
  const format = useFormat();
  const formatValue = formatValueProp ?? ((value: number) => format.number(value));
  const percent = (part: number, total: number) => format.percent(total > 0 ? part / total : 0);
  const categoryLabel = categoryLabelProp ?? t('category');
  const valueLabel = valueLabelProp ?? t('value');
  const parts = data.filter((d) => d.value > 0);
  const total = parts.reduce((sum, d) => sum + d.value, 0);
  const r = (size - thickness) / 2;
  const c = 2 * Math.PI * r;
  let offset = 0;

  const summary =
    total === 0
      ? t('noData')
      : t('donutSummary', {
          total: formatValue(total),
          parts: parts
            .map((d) => `${d.label} ${formatValue(d.value)} (${percent(d.value, total)})`)
            .join(', '),
        });
  const table = {
    headers: [categoryLabel, valueLabel, t('share')],
    rows: data.map((d) => [d.label, formatValue(d.value), percent(Math.max(0, d.value), total)]),
  };

  const legend = (
    <ul className={styles['fw-ui-chart-legend']} aria-hidden="true">
      {data.map((d, i) => (
        <li key={d.label}>
          <span className={styles['fw-ui-chart-swatch']} style={{ background: chartColor(i) }} />
          <span>{d.label}</span>
          <span className={styles['fw-ui-chart-legend-value']}>
            {formatValue(d.value)} · {percent(Math.max(0, d.value), total)}
          </span>
        </li>
      ))}
    </ul>
  );

  return (
    <ChartFrame
      {...frame}
      summary={summary}
      table={table}
      legend={legend}
      layoutClassName={styles['fw-ui-donut-layout']}
      renderSvg={(a11y) => (
        <svg
          {...a11y}
          className={styles['fw-ui-donut-svg']}
          viewBox={`0 0 ${size} ${size}`}
          width={size}
          height={size}
        >
          <circle
            cx={size / 2}
            cy={size / 2}
            r={r}
            fill="none"
            strokeWidth={thickness}
            style={{ stroke: 'var(--fw-color-surface-sunken)' }}
          />
          {parts.map((d) => {
            const index = data.indexOf(d);
            const length = (d.value / total) * c;
            // A 1.5px gap between slices, except for a single full slice.
            const gap = parts.length > 1 ? Math.min(1.5, length / 2) : 0;
            const slice = (
              <circle
                key={d.label}
                cx={size / 2}
                cy={size / 2}
                r={r}
                fill="none"
                strokeWidth={thickness}
                strokeDasharray={`${Math.max(0, length - gap)} ${c - Math.max(0, length - gap)}`}
                strokeDashoffset={-offset}
                transform={`rotate(-90 ${size / 2} ${size / 2})`}
                style={{ stroke: chartColor(index) }}
              >
                <title>{`${d.label}: ${formatValue(d.value)} (${percent(d.value, total)})`}</title>
              </circle>
            );
            offset += length;
            return slice;
          })}
          <text
            className={styles['fw-ui-donut-total']}
            x={size / 2}
            y={size / 2}
            dy={centerLabel ? '-0.1em' : '0.35em'}
            textAnchor="middle"
          >
            {centerValue ?? formatValue(total)}
          </text>
          {centerLabel ? (
            <text
              className={styles['fw-ui-donut-caption']}
              x={size / 2}
              y={size / 2}
              dy="1.5em"
              textAnchor="middle"
            >
              {centerLabel}
            </text>
          ) : null}
        </svg>
      )}
    />
  );
}

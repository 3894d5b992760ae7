import { useId, type ReactNode, type Ref } from 'react';
import styles from './Chart.module.css';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';

export type ChartBaseProps = {
  /** The chart's title: visible caption, accessible name of the image and of the data table. */
  title: string;
  /** A sentence on what the chart shows (read after the title). */
  description?: string;
  /** Keeps the title for screen readers only (when a card heading already says it). */
  hideTitle?: boolean;
  /** Formats values in labels, tooltips and the data table. Default: the reader's locale. */
  formatValue?: (value: number) => string;
  className?: string;
};

export type DataTableFallback = {
  headers: ReadonlyArray<string>;
  rows: ReadonlyArray<ReadonlyArray<string>>;
};

type ChartFrameProps = Omit<ChartBaseProps, 'formatValue'> & {
  /** Summary of the data appended to the image's accessible name, e.g. "7 bars, highest Sat 142". */
  summary: string;
  table: DataTableFallback;
  renderSvg: (a11y: {
    role: 'img';
    'aria-labelledby': string;
    'aria-describedby'?: string;
  }) => ReactNode;
  legend?: ReactNode;
  canvasRef?: Ref<HTMLDivElement>;
  layoutClassName?: string;
};

/**
 * The accessible shell of every chart: a figure with a caption, an SVG image named by the title
 * with a generated summary, and the same data as a table that only screen readers get.
 */
export function ChartFrame({
  title,
  description,
  hideTitle,
  className,
  summary,
  table,
  renderSvg,
  legend,
  canvasRef,
  layoutClassName,
}: ChartFrameProps) {
  const titleId = useId();
  const summaryId = useId();
  const descriptionId = useId();
  return (
    <figure className={cx(styles['fw-ui-chart'], className)} aria-labelledby={titleId}>
      {hideTitle ? (
        <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
      ) : (
        <p id={titleId} className={styles['fw-ui-chart-title']}>
          {title}
        </p>
      )}
      {description ? (
        <p id={descriptionId} className={styles['fw-ui-chart-description']}>
          {description}
        </p>
      ) : null}
      <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
      <div ref={canvasRef} className={cx(styles['fw-ui-chart-canvas'], layoutClassName)}>
        {renderSvg({
          role: 'img',
          'aria-labelledby': `${titleId} ${summaryId}`,
          'aria-describedby': description ? descriptionId : undefined,
        })}
        {legend}
      </div>
      <VisuallyHidden as="div">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

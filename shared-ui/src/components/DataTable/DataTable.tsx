import { useId, useMemo, useState, type ReactNode } from 'react';
import styles from './DataTable.module.css';
import { cx } from '../../utils/cx';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, SortIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { TextField } from '../Field/Field';
import { EmptyState, ErrorState } from '../States/States';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { csvText, downloadCsv, slugify, toCsv, type CellValue } from './csv';
import { getFormat, getT, useFormat, useT } from '../../i18n/display';
import type { Formatter } from '../../i18n/format';
import { messages } from '../../i18n/messages';

export type SortDirection = 'ascending' | 'descending';
export type SortState = { columnId: string; direction: SortDirection };

/** Server paging: the rows are one page (`limit` rows from `offset`) of `total` on the server. */
export type DataTablePaging = {
  total: number;
  offset: number;
  limit: number;
  onOffsetChange: (offset: number) => void;
  onLimitChange: (limit: number) => void;
};

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  /** The cell's value, used to sort, filter and export. */
  value?: (row: Row) => CellValue;
  /** What the cell shows; by default the value, formatted for the reader's locale. */
  render?: (row: Row) => ReactNode;
  /** Default: true when the column has a value. */
  sortable?: boolean;
  /** Whether the filter box searches this column. Default: true when the column has a value. */
  filterable?: boolean;
  /** Whether the CSV export includes this column. Default: true when the column has a value. */
  exportable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Cells of this column are row headers (th scope="row"). Default: the first column. */
  rowHeader?: boolean;
  /** Lets long text wrap onto several lines (notes, descriptions); other cells stay on one line. */
  wrap?: boolean;
};

export type DataTableProps<Row> = {
  /** The table's name: its caption, the scroll region's label and the default CSV file name. */
  caption: string;
  /** Keeps the caption for screen readers only (when a heading above already names the table). */
  hideCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows; undefined or null while nothing has loaded yet. */
  rows: ReadonlyArray<Row> | null | undefined;
  getRowId: (row: Row) => string;
  /** Shows a skeleton (first load) or a spinner (reload) and sets aria-busy. */
  loading?: boolean;
  /** A loading error: shows an error state instead of the table. */
  error?: string | null;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyMessage?: ReactNode;
  /** E.g. a "New booking" button, shown when there are no rows at all. */
  emptyAction?: ReactNode;
  /** Shows the filter box (default true). */
  filterable?: boolean;
  filterLabel?: string;
  filterPlaceholder?: string;
  initialSort?: SortState;
  /**
   * Server sorting: the rows come sorted by `sort` and a click on a column header calls
   * `onSortChange` instead of sorting them here.
   */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Server filtering: the filter box's text goes here (on every change) and rows are not filtered here. */
  onFilterChange?: (text: string) => void;
  /**
   * Server paging: the rows are one page of the server's, and the pager shows the server's total
   * and reports page and page size changes. Without `onFilterChange` there is no filter box and
   * without `onSortChange` columns sort only while every row is on this page; the built-in CSV
   * export is off (it would only hold this page: put your own in `toolbar`).
   */
  paging?: DataTablePaging;
  /** Sizes offered in "Rows per page"; default 10, 25, 50, 100. */
  pageSizeOptions?: ReadonlyArray<number>;
  initialPageSize?: number;
  /** Buttons or a Menu for one row, in a last "Actions" column. */
  rowActions?: (row: Row) => ReactNode;
  rowActionsLabel?: string;
  /** File name of the CSV export; false hides the export button. Default: the caption, slugified. */
  exportFileName?: string | false;
  /** Replaces the browser download (e.g. to send the CSV elsewhere). Receives the CSV text. */
  onExport?: (csv: string, fileName: string) => void;
  /** Extra controls at the end of the toolbar. */
  toolbar?: ReactNode;
  className?: string;
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function compareValues(a: CellValue, b: CellValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(csvText(a), csvText(b));
}

const isBlank = (v: CellValue) => v === null || v === undefined || v === '';

/** How a value reads in a cell when the column has no `render`: the club's formats and language. */
export function formatCell(value: CellValue, format: Formatter = getFormat()): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return format.date(value);
  if (typeof value === 'boolean') return getT(messages)(value ? 'yes' : 'no');
  if (typeof value === 'number') return format.number(value);
  return String(value);
}

/**
 * A data table with sorting (column header buttons, aria-sort), a filter box, paging with a page
 * size, loading skeleton, empty and error states, row actions and a CSV export of the filtered,
 * sorted rows (all pages). It scrolls sideways on narrow screens inside a focusable region.
 * Sorting, filtering and paging happen here unless `onSortChange`, `onFilterChange` or `paging`
 * hand them to the server.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  emptyTitle: emptyTitleProp,
  emptyMessage,
  emptyAction,
  filterable = true,
  filterLabel: filterLabelProp,
  filterPlaceholder: filterPlaceholderProp,
  initialSort,
  sort: serverSort,
  onSortChange,
  onFilterChange,
  paging,
  pageSizeOptions = [10, 25, 50, 100],
  initialPageSize,
  rowActions,
  rowActionsLabel: rowActionsLabelProp,
  exportFileName,
  onExport,
  toolbar,
  className,
}: DataTableProps<Row>) {
  const t = useT(messages);
  const format = useFormat();
  const emptyTitle = emptyTitleProp ?? t('nothingHereYet');
  const filterLabel = filterLabelProp ?? t('filter');
  const filterPlaceholder = filterPlaceholderProp ?? t('filterPlaceholder');
  const rowActionsLabel = rowActionsLabelProp ?? t('actions');
  const captionId = useId();
  const pageSizeId = useId();
  const [filter, setFilter] = useState('');
  const [localSort, setLocalSort] = useState<SortState | null>(initialSort ?? null);
  const [localPage, setLocalPage] = useState(1);
  const [localPageSize, setLocalPageSize] = useState(initialPageSize ?? pageSizeOptions[0] ?? 10);

  // Sorting here is only right when the rows are every row there is, not one server page of many.
  const holdsEveryRow = !paging || (paging.offset === 0 && paging.total <= (rows?.length ?? 0));
  const sort = onSortChange ? (serverSort ?? null) : holdsEveryRow ? localSort : null;
  const rowHeaderId = (columns.find((c) => c.rowHeader) ?? columns[0])?.id;
  const isSortable = (c: DataTableColumn<Row>) =>
    (Boolean(onSortChange) || holdsEveryRow) && (c.sortable ?? Boolean(c.value));
  const showFilter = filterable && (!paging || Boolean(onFilterChange));

  const filtered = useMemo(() => {
    const all = rows ?? [];
    const terms = normalise(filter).split(/\s+/).filter(Boolean);
    if (onFilterChange || terms.length === 0) return all;
    const searchable = columns.filter((c) => c.value && (c.filterable ?? true));
    return all.filter((row) => {
      const haystack = searchable.map((c) =>
        normalise(`${formatCell(c.value!(row), format)} ${csvText(c.value!(row))}`),
      );
      return terms.every((term) => haystack.some((text) => text.includes(term)));
    });
  }, [rows, filter, columns, onFilterChange, format]);

  const sorted = useMemo(() => {
    if (!sort || onSortChange) return filtered;
    const column = columns.find((c) => c.id === sort.columnId);
    if (!column?.value) return filtered;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const get = column.value;
    return [...filtered].sort((ra, rb) => {
      const a = get(ra);
      const b = get(rb);
      // Empty values go last in both directions.
      if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
      return sign * compareValues(a, b);
    });
  }, [filtered, sort, columns, onSortChange]);

  const total = paging?.total ?? sorted.length;
  const pageSize = paging?.limit ?? localPageSize;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const currentPage = paging
    ? Math.floor(paging.offset / pageSize) + 1
    : Math.min(localPage, pageCount);
  const start = paging?.offset ?? (currentPage - 1) * pageSize;
  const pageRows = paging ? sorted : sorted.slice(start, start + pageSize);

  const goToPage = (page: number) => {
    if (!paging) setLocalPage(page);
    else if ((page - 1) * pageSize !== paging.offset) paging.onOffsetChange((page - 1) * pageSize);
  };
  const handleSort = (columnId: string) => {
    const next: SortState = {
      columnId,
      direction:
        sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    if (onSortChange) onSortChange(next);
    else setLocalSort(next);
    goToPage(1);
  };
  const handleFilter = (text: string) => {
    setFilter(text);
    onFilterChange?.(text);
    goToPage(1);
  };

  const exportColumns = columns.filter((c) => c.value && (c.exportable ?? true));
  const fileName =
    exportFileName === false || paging ? null : exportFileName || `${slugify(caption)}.csv`;
  const handleExport = () => {
    if (!fileName) return;
    const csv = toCsv(
      exportColumns.map((c) => c.header),
      sorted.map((row) => exportColumns.map((c) => c.value!(row))),
    );
    if (onExport) onExport(csv, fileName);
    else downloadCsv(fileName, csv);
  };

  const firstLoad = loading && !rows;
  const hasRows = (rows?.length ?? 0) > 0;

  if (error) {
    return (
      <div className={cx(styles['fw-ui-table-container'], className)}>
        <div className={styles['fw-ui-table-panel']}>
          <ErrorState
            title={t('couldNotLoad', { what: caption.toLowerCase() })}
            message={error}
            onRetry={onRetry}
            retrying={loading}
          />
        </div>
      </div>
    );
  }

  if (!firstLoad && !hasRows) {
    return (
      <div className={cx(styles['fw-ui-table-container'], className)}>
        {toolbar ? <div className={styles['fw-ui-table-toolbar']}>{toolbar}</div> : null}
        <div className={styles['fw-ui-table-panel']}>
          <EmptyState title={emptyTitle} message={emptyMessage} action={emptyAction} />
        </div>
      </div>
    );
  }

  const shownRows = { from: start + 1, to: start + pageRows.length, count: total };
  const statusText = firstLoad
    ? t('loadingWhat', { what: caption.toLowerCase() })
    : total === 0
      ? t('noRowsMatch', { filter: filter.trim() })
      : filter.trim()
        ? t('showingRowsMatching', { ...shownRows, filter: filter.trim() })
        : t('showingRows', shownRows);

  const alignClass = (c: DataTableColumn<Row>) =>
    c.align === 'end'
      ? styles['fw-ui-table-align-end']
      : c.align === 'center'
        ? styles['fw-ui-table-align-center']
        : undefined;
  const cellClass = (c: DataTableColumn<Row>) =>
    cx(alignClass(c), c.wrap && styles['fw-ui-table-wrap']) || undefined;

  return (
    <div className={cx(styles['fw-ui-table-container'], className)}>
      <div className={styles['fw-ui-table-toolbar']}>
        {showFilter ? (
          <TextField
            className={styles['fw-ui-table-filter']}
            type="search"
            label={filterLabel}
            placeholder={filterPlaceholder}
            value={filter}
            disabled={firstLoad}
            autoComplete="off"
            onValueChange={handleFilter}
          />
        ) : null}
        <div className={styles['fw-ui-table-toolbar-end']}>
          {loading && !firstLoad ? (
            <Spinner size="sm" label={t('refreshingWhat', { what: caption.toLowerCase() })} />
          ) : null}
          {toolbar}
          {fileName && exportColumns.length > 0 ? (
            <Button
              variant="secondary"
              iconStart={<DownloadIcon />}
              onClick={handleExport}
              disabled={firstLoad || total === 0}
            >
              {t('exportCsv')}
            </Button>
          ) : null}
        </div>
      </div>

      {/* A focusable, labelled region so keyboard users can scroll a wide table sideways. */}
      <div
        className={styles['fw-ui-table-scroll']}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className={styles['fw-ui-table']} aria-busy={loading || undefined}>
          <caption
            id={captionId}
            className={hideCaption ? undefined : styles['fw-ui-table-caption']}
          >
            {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction}
                    className={alignClass(column)}
                  >
                    {isSortable(column) ? (
                      <button
                        type="button"
                        className={styles['fw-ui-table-sort']}
                        onClick={() => handleSort(column.id)}
                      >
                        {column.header}
                        <SortIcon direction={direction ?? 'none'} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className={styles['fw-ui-table-align-end']}>
                  <VisuallyHidden>{rowActionsLabel}</VisuallyHidden>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {firstLoad
              ? Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
                  <tr key={`skeleton-${i}`} aria-hidden="true">
                    {columns.map((column) => (
                      <td key={column.id}>
                        <span className={styles['fw-ui-table-skeleton']} />
                      </td>
                    ))}
                    {rowActions ? <td /> : null}
                  </tr>
                ))
              : pageRows.map((row) => (
                  <tr key={getRowId(row)}>
                    {columns.map((column) => {
                      const content = column.render
                        ? column.render(row)
                        : formatCell(column.value?.(row), format);
                      return column.id === rowHeaderId ? (
                        <th key={column.id} scope="row" className={cellClass(column)}>
                          {content}
                        </th>
                      ) : (
                        <td key={column.id} className={cellClass(column)}>
                          {content}
                        </td>
                      );
                    })}
                    {rowActions ? (
                      <td>
                        <div className={styles['fw-ui-table-actions']}>{rowActions(row)}</div>
                      </td>
                    ) : null}
                  </tr>
                ))}
          </tbody>
        </table>
        {!firstLoad && total === 0 ? (
          <EmptyState
            title={t('noMatchingRows')}
            message={t('nothingMatches', { filter: filter.trim() })}
            action={
              <Button variant="secondary" onClick={() => handleFilter('')}>
                {t('clearFilter')}
              </Button>
            }
          />
        ) : null}
      </div>

      <div className={styles['fw-ui-table-pager']}>
        <p className={styles['fw-ui-table-status']} role="status">
          {statusText}
        </p>
        <div className={styles['fw-ui-table-page-size']}>
          <label htmlFor={pageSizeId}>{t('rowsPerPage')}</label>
          <select
            id={pageSizeId}
            value={pageSize}
            disabled={firstLoad}
            onChange={(event) => {
              const size = Number(event.target.value);
              if (paging) paging.onLimitChange(size);
              else {
                setLocalPageSize(size);
                setLocalPage(1);
              }
            }}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <nav className={styles['fw-ui-table-page-nav']} aria-label={t('tablePages', { caption })}>
          <Button
            variant="secondary"
            size="sm"
            iconStart={<ChevronLeftIcon />}
            disabled={firstLoad || currentPage <= 1}
            onClick={() => goToPage(currentPage - 1)}
          >
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page: currentPage, pages: pageCount })}</span>
          <Button
            variant="secondary"
            size="sm"
            iconEnd={<ChevronRightIcon />}
            disabled={firstLoad || currentPage >= pageCount}
            onClick={() => goToPage(currentPage + 1)}
          >
            {t('next')}
          </Button>
        </nav>
      </div>
    </div>
  );
}

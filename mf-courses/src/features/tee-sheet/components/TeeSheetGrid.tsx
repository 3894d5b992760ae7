import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  Badge,
  Button,
  Menu,
  VisuallyHidden,
  useFormat,
  useT,
  type MenuItem,
} from '@fairway/shared-ui';
import type { TeeSheet, TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import { canDropOn, isBookable, sheetLines, type SheetLine } from '../utils/grid';
import { deskMessages, type DeskT } from '../i18n';
import { teeName, timeOnTee } from '../utils/tee';
import { BookingChip } from './BookingChip';
import type { SheetActions } from './sheetActions';
import styles from './TeeSheet.module.css';

export type TeeSheetGridProps = {
  sheet: TeeSheet;
  /** 'Tee sheet, Old Course, Tuesday 3 March 2026': the table's caption. */
  caption: string;
  actions: SheetActions;
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function timeMenu(row: TeeSheetRow, actions: SheetActions, t: DeskT, time: string): MenuItem[] {
  return row.is_blocked
    ? [{ id: 'unblock', label: t('unblockMenu', { time }), onSelect: () => actions.onUnblock(row) }]
    : [
        { id: 'block', label: t('blockMenu', { time }), onSelect: () => actions.onBlock(row) },
        {
          id: 'block-range',
          label: t('blockFromMenu', { time }),
          onSelect: () => actions.onBlockRange(row),
        },
      ];
}

/**
 * The day's tee sheet as a table: a row per time (the time is the row header), its bookings as
 * chips, and a quiet "+ Book" for the places left. The column header stays in view while the
 * sheet scrolls inside its own region; on today the sheet opens scrolled to the current time, a
 * line marks now and the times that have started are dimmed. A booking dragged onto another time
 * with room moves there (the rows that can take it are highlighted).
 */
export function TeeSheetGrid({ sheet, caption, actions }: TeeSheetGridProps) {
  const t = useT(deskMessages);
  const f = useFormat();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<TeeTimeBooking | null>(null);
  const [dropRow, setDropRow] = useState<number | null>(null);
  const lines = sheetLines(sheet);

  // Open today's sheet at the current time (a row of the past above it), another day at its
  // first time; once per day shown, so a reload never moves what the desk is looking at.
  const scrolledFor = useRef<string | null>(null);
  const key = `${sheet.course_id}/${sheet.date}`;
  useEffect(() => {
    if (scrolledFor.current === key) return;
    scrolledFor.current = key;
    const box = scrollRef.current;
    if (!box) return;
    const next = box.querySelector<HTMLElement>('[data-now="true"]');
    let top = 0;
    if (next) {
      const head = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      const previous = next.previousElementSibling as HTMLElement | null;
      top = Math.max(0, (previous ?? next).offsetTop - head);
    }
    if (typeof box.scrollTo === 'function') box.scrollTo({ top });
    else box.scrollTop = top;
  }, [key]);

  const handleDragOver = (event: DragEvent<HTMLTableRowElement>, row: TeeSheetRow) => {
    if (!dragging || !canDropOn(row, dragging)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropRow !== row.id) setDropRow(row.id);
  };
  const handleDrop = (event: DragEvent<HTMLTableRowElement>, row: TeeSheetRow) => {
    event.preventDefault();
    const booking = dragging;
    setDragging(null);
    setDropRow(null);
    if (booking && canDropOn(row, booking)) actions.onDrop(booking, row);
  };
  const handleDragEnd = () => {
    setDragging(null);
    setDropRow(null);
  };

  const crossover = sheet.crossover_starts === true;
  const renderLine = ({ row, bookings, past, next }: SheetLine) => {
    // With crossover starts each time has two lanes, the 1st and the 10th tee, each named so.
    const time = timeOnTee(f.time(row.start_time), row.start_tee, crossover, t);
    const lane10 = crossover && row.start_tee === 10;
    const droppable = dragging !== null && canDropOn(row, dragging);
    return (
      <tr
        key={row.id}
        className={cx(
          row.is_blocked && styles['fw-courses-sheet-blocked'],
          past && styles['fw-courses-sheet-past'],
          next && styles['fw-courses-sheet-next'],
          droppable && styles['fw-courses-sheet-droppable'],
          dropRow === row.id && styles['fw-courses-sheet-drop'],
          lane10 && styles['fw-courses-sheet-lane10'],
        )}
        data-tee={crossover ? row.start_tee : undefined}
        data-past={past || undefined}
        data-now={next || undefined}
        onDragOver={(e) => handleDragOver(e, row)}
        onDragLeave={() => setDropRow((current) => (current === row.id ? null : current))}
        onDrop={(e) => handleDrop(e, row)}
      >
        <th
          scope="row"
          className={styles['fw-courses-sheet-time']}
          aria-current={next ? 'time' : undefined}
          // A lane of a crossover sheet is named '09:00 · 10th tee', as its Book button.
          aria-label={crossover ? time : undefined}
        >
          {next ? (
            <span className={styles['fw-courses-sheet-now']} aria-hidden="true">
              {t('nowLine', { time: f.time(clock(sheet.now.minutes)) })}
            </span>
          ) : null}
          {crossover ? (
            <>
              <span className={styles['fw-courses-sheet-clock']}>{f.time(row.start_time)}</span>
              <span className={styles['fw-courses-sheet-tee']}>{teeName(row.start_tee, t)}</span>
            </>
          ) : (
            <span className={styles['fw-courses-sheet-clock']}>{time}</span>
          )}
        </th>
        <td className={styles['fw-courses-sheet-bookings']}>
          {row.is_blocked ? (
            <p className={styles['fw-courses-sheet-reason']}>
              <Badge tone="warning">{t('blocked')}</Badge> {row.block_reason ?? t('noReasonGiven')}
            </p>
          ) : null}
          {bookings.length > 0 ? (
            <ul className={styles['fw-courses-chips']}>
              {bookings.map((b) => (
                <BookingChip
                  key={b.id}
                  booking={b}
                  started={past}
                  dayOfPlay={sheet.date <= sheet.now.date}
                  actions={actions}
                  onDragStart={setDragging}
                  onDragEnd={handleDragEnd}
                />
              ))}
            </ul>
          ) : null}
          {droppable ? <VisuallyHidden>{t('dropHere')}</VisuallyHidden> : null}
        </td>
        <td className={styles['fw-courses-sheet-free']}>
          {isBookable(row) ? (
            <Button
              variant="ghost"
              size="sm"
              className={styles['fw-courses-sheet-book']}
              aria-label={t('bookAt', { time })}
              onClick={() => actions.onBook(row)}
            >
              <span aria-hidden="true">
                +<span className={styles['fw-courses-sheet-book-word']}> {t('book')}</span>
              </span>
            </Button>
          ) : null}
          <span className={styles['fw-courses-sheet-left']}>
            {row.is_blocked
              ? ''
              : row.places_left > 0
                ? t('placesFree', { count: row.places_left })
                : t('full')}
          </span>
        </td>
        <td className={styles['fw-courses-sheet-actions']}>
          <Menu
            trigger={<span aria-hidden="true">⋯</span>}
            triggerLabel={t('timeActionsFor', { time })}
            variant="ghost"
            align="end"
            items={timeMenu(row, actions, t, time)}
          />
        </td>
      </tr>
    );
  };

  return (
    <div
      ref={scrollRef}
      className={styles['fw-courses-sheet-scroll']}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles['fw-courses-sheet']}>
        <caption id={captionId} className={styles['fw-courses-sheet-caption']}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles['fw-courses-col-time']}>
              {t('time')}
            </th>
            <th scope="col">{t('bookings')}</th>
            <th scope="col" className={styles['fw-courses-col-free']}>
              {t('free')}
            </th>
            <th scope="col" className={styles['fw-courses-col-actions']}>
              <VisuallyHidden>{t('timeActions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>{lines.map(renderLine)}</tbody>
      </table>
    </div>
  );
}

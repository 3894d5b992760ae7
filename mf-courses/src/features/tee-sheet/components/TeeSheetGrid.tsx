import { useId } from 'react';
import {
  Badge,
  Menu,
  VisuallyHidden,
  useFormat,
  useT,
  type Formatter,
  type MenuItem,
  type Translate,
} from '@fairway/shared-ui';
import type { TeeSheet, TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import { buildGrid, isBookable, type GridCell, type GridRow } from '../utils/grid';
import styles from './TeeSheet.module.css';
import { messages } from '../../../i18n/messages';

export type TeeSheetGridProps = {
  sheet: TeeSheet;
  /** 'Tee sheet, Old Course, Tuesday 3 March 2026': the table's caption. */
  caption: string;
  /** Book the time on a member's behalf (offered when it is not blocked and has places left). */
  onBook: (row: TeeSheetRow) => void;
  onBlock: (row: TeeSheetRow) => void;
  onUnblock: (row: TeeSheetRow) => void;
  onMove: (booking: TeeTimeBooking, row: TeeSheetRow) => void;
  onCancel: (booking: TeeTimeBooking, row: TeeSheetRow) => void;
};

type T = Translate<keyof (typeof messages)['en']>;

function PlayerCell({ cell, t }: { cell: GridCell; t: T }) {
  if (cell.kind === 'open') return <td className={styles['fw-courses-sheet-open']}>{t('open')}</td>;
  if (cell.kind === 'none')
    return (
      <td className={styles['fw-courses-sheet-none']}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('noPlace')}</VisuallyHidden>
      </td>
    );
  return (
    <td
      className={cx(
        styles['fw-courses-sheet-player'],
        cell.bookingIndex % 2 === 1 && styles['fw-courses-sheet-player-alt'],
        cell.first && styles['fw-courses-sheet-player-first'],
      )}
    >
      <span className={styles['fw-courses-sheet-name']}>{cell.player.name}</span>
      {cell.player.is_guest ? (
        <>
          {' '}
          <Badge tone="info">{t('guest')}</Badge>
        </>
      ) : null}
    </td>
  );
}

function rowActions(g: GridRow, props: TeeSheetGridProps, t: T): MenuItem[] {
  const { row } = g;
  const items: MenuItem[] = [];
  if (isBookable(row))
    items.push({ id: 'book', label: t('bookMenu'), onSelect: () => props.onBook(row) });
  items.push(
    row.is_blocked
      ? { id: 'unblock', label: t('unblock'), onSelect: () => props.onUnblock(row) }
      : { id: 'block', label: t('blockMenu'), onSelect: () => props.onBlock(row) },
  );
  g.bookings.forEach((b) => {
    items.push(
      { type: 'separator', id: `sep-${b.id}` },
      {
        id: `move-${b.id}`,
        label: t('moveBookingOf', { name: b.user_name }),
        onSelect: () => props.onMove(b, row),
      },
      {
        id: `cancel-${b.id}`,
        label: t('cancelBookingOfMenu', { name: b.user_name }),
        tone: 'danger',
        onSelect: () => props.onCancel(b, row),
      },
    );
  });
  return items;
}

/**
 * The day's tee sheet as a table: a row per time (the time is the row header), a column per
 * player place ('Place 1' … the capacity), so a screen reader reads '09:10, Place 2, Jo Bloggs'.
 * A blocked time shows its reason across the places. Each row's actions are in a menu button.
 * The table scrolls sideways inside its own focusable region on phones.
 */
export function TeeSheetGrid(props: TeeSheetGridProps) {
  const { sheet, caption } = props;
  const t = useT(messages);
  const f: Formatter = useFormat();
  const captionId = useId();
  const grid = buildGrid(sheet);
  const places = Array.from({ length: grid.places }, (_, i) => i + 1);
  return (
    <div
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
            <th scope="col">{t('time')}</th>
            {places.map((n) => (
              <th scope="col" key={n}>
                {t('place', { count: n })}
              </th>
            ))}
            <th scope="col">
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((g) => {
            const { row } = g;
            const names = g.bookings.flatMap((b) => b.players.map((p) => p.name));
            return (
              <tr key={row.id} className={cx(row.is_blocked && styles['fw-courses-sheet-blocked'])}>
                <th scope="row" className={styles['fw-courses-sheet-time']}>
                  {f.time(row.start_time)}
                </th>
                {row.is_blocked ? (
                  <td colSpan={grid.places} className={styles['fw-courses-sheet-reason']}>
                    <Badge tone="warning">{t('blockedBadge')}</Badge>{' '}
                    {row.block_reason ?? t('noReasonGiven')}
                    {names.length > 0 ? (
                      <span className={styles['fw-courses-sheet-still']}>
                        {t('stillBooked', { names: f.list(names) })}
                      </span>
                    ) : null}
                  </td>
                ) : (
                  g.cells.map((cell) => <PlayerCell key={cell.place} cell={cell} t={t} />)
                )}
                <td className={styles['fw-courses-sheet-actions']}>
                  <Menu
                    trigger={t('actions')}
                    triggerLabel={t('actionsFor', { time: f.time(row.start_time) })}
                    variant="ghost"
                    items={rowActions(g, props, t)}
                  />
                  {g.overflow.length > 0 ? (
                    <span className={styles['fw-courses-sheet-still']}>
                      {t('alsoBooked', { names: f.list(g.overflow.map((p) => p.name)) })}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

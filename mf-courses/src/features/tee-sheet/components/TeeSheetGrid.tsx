import { useId } from 'react';
import { Badge, Menu, VisuallyHidden, type MenuItem } from '@fairway/shared-ui';
import type { TeeSheet, TeeSheetRow, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import { buildGrid, isBookable, type GridCell, type GridRow } from '../utils/grid';
import styles from './TeeSheet.module.css';

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

function PlayerCell({ cell }: { cell: GridCell }) {
  if (cell.kind === 'open') return <td className={styles['fw-courses-sheet-open']}>Open</td>;
  if (cell.kind === 'none')
    return (
      <td className={styles['fw-courses-sheet-none']}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>No place</VisuallyHidden>
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
          <Badge tone="info">Guest</Badge>
        </>
      ) : null}
    </td>
  );
}

function rowActions(g: GridRow, props: TeeSheetGridProps): MenuItem[] {
  const { row } = g;
  const items: MenuItem[] = [];
  if (isBookable(row))
    items.push({ id: 'book', label: 'Book…', onSelect: () => props.onBook(row) });
  items.push(
    row.is_blocked
      ? { id: 'unblock', label: 'Unblock', onSelect: () => props.onUnblock(row) }
      : { id: 'block', label: 'Block…', onSelect: () => props.onBlock(row) },
  );
  g.bookings.forEach((b) => {
    items.push(
      { type: 'separator', id: `sep-${b.id}` },
      {
        id: `move-${b.id}`,
        label: `Move ${b.user_name}'s booking…`,
        onSelect: () => props.onMove(b, row),
      },
      {
        id: `cancel-${b.id}`,
        label: `Cancel ${b.user_name}'s booking…`,
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
            <th scope="col">Time</th>
            {places.map((n) => (
              <th scope="col" key={n}>
                Place {n}
              </th>
            ))}
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
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
                  {row.start_time}
                </th>
                {row.is_blocked ? (
                  <td colSpan={grid.places} className={styles['fw-courses-sheet-reason']}>
                    <Badge tone="warning">Blocked</Badge> {row.block_reason ?? 'No reason given'}
                    {names.length > 0 ? (
                      <span className={styles['fw-courses-sheet-still']}>
                        {' '}
                        · Still booked: {names.join(', ')}
                      </span>
                    ) : null}
                  </td>
                ) : (
                  g.cells.map((cell) => <PlayerCell key={cell.place} cell={cell} />)
                )}
                <td className={styles['fw-courses-sheet-actions']}>
                  <Menu
                    trigger="Actions"
                    triggerLabel={`Actions for ${row.start_time}`}
                    variant="ghost"
                    items={rowActions(g, props)}
                  />
                  {g.overflow.length > 0 ? (
                    <span className={styles['fw-courses-sheet-still']}>
                      Also booked: {g.overflow.map((p) => p.name).join(', ')}
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

import type { DragEvent } from 'react';
import { Badge, Menu, VisuallyHidden, useFormat, useT, type MenuItem } from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { cx } from '../../../shared/utils/cx';
import { deskState, money } from '../utils/grid';
import { deskMessages, type DeskT } from '../i18n';
import { timeOnTee } from '../utils/tee';
import type { SheetActions } from './sheetActions';
import styles from './TeeSheet.module.css';

export type BookingChipProps = {
  booking: TeeTimeBooking;
  /** The time has started: no-show can be marked. */
  started: boolean;
  /** The day of play has come (today or before): the group can be checked in. */
  dayOfPlay: boolean;
  actions: SheetActions;
  onDragStart: (booking: TeeTimeBooking) => void;
  onDragEnd: () => void;
};

function chipLabel(b: TeeTimeBooking, t: DeskT): string {
  const state =
    (b.no_show_at ? t('chipStateNoShow') : b.checked_in_at ? t('chipStateCheckedIn') : '') +
    (b.paid_at ? t('chipStatePaid') : '');
  return t('chipLabel', {
    name: b.user_name,
    players: t('players', { count: b.player_count }),
    holes: b.holes,
    state,
  });
}

type Moment = { started: boolean; dayOfPlay: boolean };

function chipMenu(
  b: TeeTimeBooking,
  { started, dayOfPlay }: Moment,
  actions: SheetActions,
  t: DeskT,
) {
  const name = b.user_name;
  const items: MenuItem[] = [];
  if (!b.no_show_at && (dayOfPlay || b.checked_in_at))
    items.push(
      b.checked_in_at
        ? {
            id: 'undo-check-in',
            label: t('undoCheckInMenu', { name }),
            onSelect: () => actions.onCheckIn(b, false),
          }
        : {
            id: 'check-in',
            label: t('checkInMenu', { name }),
            onSelect: () => actions.onCheckIn(b, true),
          },
    );
  items.push(
    b.paid_at
      ? { id: 'undo-paid', label: t('undoPaidMenu', { name }), onSelect: () => actions.onUnpaid(b) }
      : { id: 'paid', label: t('markPaidMenu', { name }), onSelect: () => actions.onPaid(b) },
  );
  if (b.no_show_at)
    items.push({
      id: 'undo-no-show',
      label: t('undoNoShowMenu', { name }),
      onSelect: () => actions.onNoShow(b, false),
    });
  else if (started && !b.checked_in_at)
    items.push({
      id: 'no-show',
      label: t('noShowMenu', { name }),
      onSelect: () => actions.onNoShow(b, true),
    });
  items.push(
    { type: 'separator', id: 'sep-edit' },
    { id: 'notes', label: t('notesMenu', { name }), onSelect: () => actions.onNotes(b) },
    { id: 'move', label: t('moveMenu', { name }), onSelect: () => actions.onMove(b) },
    {
      id: 'cancel',
      label: t('cancelMenu', { name }),
      tone: 'danger',
      onSelect: () => actions.onCancel(b),
    },
  );
  return items;
}

/**
 * One booking on the sheet: a distinct chip with the owner's name, players, holes, carts, a notes
 * mark, who booked it, its desk state (checked in, paid, no-show) and price, and its own menu
 * (check in, paid, no-show, notes, move, cancel — each label names the owner). Dragging the chip
 * to another time moves the booking; Move in the menu does the same from the keyboard.
 */
export function BookingChip({
  booking: b,
  started,
  dayOfPlay,
  actions,
  onDragStart,
  onDragEnd,
}: BookingChipProps) {
  const t = useT(deskMessages);
  const f = useFormat();
  const state = deskState(b);
  const others = b.players
    .filter((p, i) => !(i === 0 && p.user_id === b.user_id))
    .map((p) => (p.is_guest ? t('guestMark', { name: p.name }) : p.name));
  const handleDragStart = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only with data set.
    event.dataTransfer.setData('text/plain', String(b.id));
    onDragStart(b);
  };
  return (
    <li
      className={cx(
        styles['fw-courses-chip'],
        state === 'checked_in' && styles['fw-courses-chip-in'],
        state === 'no_show' && styles['fw-courses-chip-no-show'],
      )}
      aria-label={chipLabel(b, t)}
      draggable
      onDragStart={handleDragStart}
      onDragEnd={onDragEnd}
      data-booking-id={b.id}
    >
      <span
        className={styles['fw-courses-chip-handle']}
        aria-hidden="true"
        title={t('dragHandle', { name: b.user_name })}
      >
        ⠿
      </span>
      <span className={styles['fw-courses-chip-main']}>
        <span className={styles['fw-courses-chip-name']}>{b.user_name}</span>
        <span className={styles['fw-courses-chip-facts']}>
          <span title={t('players', { count: b.player_count })}>
            <span aria-hidden="true">{t('playersShort', { count: b.player_count })}</span>
            <VisuallyHidden>{t('players', { count: b.player_count })}</VisuallyHidden>
          </span>
          <span>{t('holesShort', { count: b.holes })}</span>
          {b.carts > 0 ? <span>{t('cartsShort', { count: b.carts })}</span> : null}
          {b.notes ? (
            <span className={styles['fw-courses-chip-notes']} title={b.notes}>
              <span aria-hidden="true">✎</span>
              <VisuallyHidden>{t('notesIcon', { notes: b.notes })}</VisuallyHidden>
            </span>
          ) : null}
          {b.price ? <span>{money(b.price.total_cents, b.price.currency, f)}</span> : null}
        </span>
        {others.length > 0 ? (
          <span className={styles['fw-courses-chip-others']}>
            {t('withPlayers', { names: f.list(others) })}
          </span>
        ) : null}
        {b.booked_by_user_id !== b.user_id ? (
          <span className={styles['fw-courses-chip-by']}>
            {t('bookedBy', { name: b.booked_by_name })}
          </span>
        ) : null}
        <span className={styles['fw-courses-chip-badges']}>
          {state === 'checked_in' ? <Badge tone="success">{t('checkedIn')}</Badge> : null}
          {state === 'no_show' ? <Badge tone="danger">{t('noShow')}</Badge> : null}
          {b.paid_at ? (
            <Badge tone="info">
              {t('paidWith', { method: b.payment_method ? t(`method_${b.payment_method}`) : '' })}
            </Badge>
          ) : null}
        </span>
      </span>
      <Menu
        className={styles['fw-courses-chip-menu']}
        trigger={<span aria-hidden="true">⋯</span>}
        triggerLabel={t('bookingActions', {
          name: b.user_name,
          // '09:00 · 10th tee' for a 10th-tee booking of a crossover sheet.
          time: timeOnTee(f.time(b.start_time), b.start_tee, false, t),
        })}
        variant="ghost"
        align="end"
        items={chipMenu(b, { started, dayOfPlay }, actions, t)}
      />
    </li>
  );
}

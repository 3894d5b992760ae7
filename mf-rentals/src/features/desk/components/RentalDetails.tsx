import {
  Button,
  Drawer,
  ResourceStatus,
  useCurrentUserId,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { EquipmentRental } from '../../../shared/api/types';
import { PoolImage } from '../../../shared/components/PoolImage';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { rentalMessages } from '../../../shared/i18n/messages';
import {
  STATUS_MOVES,
  itemOf,
  memberOf,
  nextAction,
  refundable,
  rentalDates,
} from '../../../shared/utils/rentals';
import { useActorNames } from '../hooks/useActorNames';
import { useRental } from '../hooks/useDeskData';
import { useDeskParams } from '../hooks/useDeskParams';
import { useQuickAction } from '../hooks/useQuickAction';
import { useDesk } from '../stores/DeskContext';
import { deskMessages, type DeskT } from '../i18n';
import { MoneySummary } from './MoneySummary';
import { NextActionButton } from './NextActionButton';
import styles from './Desk.module.css';

type Step = { key: string; label: string; at: string; by: number | null; detail?: string | null };

function timeline(rental: EquipmentRental, t: DeskT): Step[] {
  const steps: (Step | null)[] = [
    { key: 'created', label: t('eventCreated'), at: rental.created_at, by: rental.created_by },
    rental.confirmed_at
      ? {
          key: 'confirmed',
          label: t('eventConfirmed'),
          at: rental.confirmed_at,
          by: rental.confirmed_by,
        }
      : null,
    rental.picked_up_at
      ? {
          key: 'picked',
          label: t('eventPickedUp'),
          at: rental.picked_up_at,
          by: rental.picked_up_by,
        }
      : null,
    rental.returned_at
      ? {
          key: 'returned',
          label: t('eventReturned'),
          at: rental.returned_at,
          by: rental.returned_by,
          detail: rental.damage_assessment,
        }
      : null,
    rental.cancelled_at
      ? {
          key: 'cancelled',
          label: t('eventCancelled'),
          at: rental.cancelled_at,
          by: rental.cancelled_by,
          detail: rental.cancel_reason,
        }
      : null,
  ];
  return steps.filter((s): s is Step => s !== null).sort((a, b) => a.at.localeCompare(b.at));
}

/** ?rental=ID: who rents what and when, its history (who did what when), money and actions. */
export function RentalDetails({ id }: { id: number }) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const me = useCurrentUserId();
  const { update } = useDeskParams();
  const quick = useQuickAction();
  const loaded = useRental(id);
  const rental = loaded.data ? desk.latest(loaded.data) : null;
  const steps = rental ? timeline(rental, t) : [];
  const names = useActorNames(
    steps.map((s) => s.by).filter((by): by is number => by !== null && by !== me),
  );
  const close = () => update({ rental: null });

  const who = (by: number | null) => {
    if (by === null) return null;
    if (by === me) return t('byYou');
    if (rental && by === rental.user_id && rental.user_name)
      return t('byName', { name: rental.user_name });
    const name = names.data?.[by];
    return name ? t('byName', { name }) : t('byId', { id: by });
  };

  const action = rental ? nextAction(rental) : null;
  const canCancel = rental?.status === 'pending' || rental?.status === 'confirmed';
  const canMove = rental ? STATUS_MOVES[rental.status].length > 0 : false;

  return (
    <Drawer
      open
      onClose={close}
      title={rental ? t('detailsTitle', { id: rental.id }) : t('detailsTitle', { id })}
      size="md"
    >
      <ResourceStatus
        resource={loaded}
        loadingLabel={t('loadingRental')}
        errorTitle={t('rentalError')}
      />
      {rental ? (
        <div className={styles['fw-rentals-details']}>
          <div className={styles['fw-rentals-details-head']}>
            <div className={styles['fw-rentals-details-image']}>
              <PoolImage fileId={rental.image_file_id} />
            </div>
            <div>
              <p className={styles['fw-rentals-details-item']}>
                {itemOf(rental, tr)}
                {rental.brand_name ? (
                  <span className={styles['fw-rentals-muted']}> · {rental.brand_name}</span>
                ) : null}
              </p>
              <p>
                {memberOf(rental, tr)}
                {rental.user_email ? (
                  <span className={styles['fw-rentals-muted']}> · {rental.user_email}</span>
                ) : null}
              </p>
              <p>
                {rentalDates(rental, tr, f)} ({tr('days', { count: rental.days })}){' '}
                <StatusBadge status={rental.status} />
              </p>
            </div>
          </div>

          {desk.canWrite ? (
            <div className={styles['fw-rentals-actions']} role="group" aria-label={t('actions')}>
              {action ? (
                <NextActionButton
                  rental={rental}
                  action={action}
                  busy={quick.busy === rental.id}
                  onRun={(a, r) => void quick.run(a, r)}
                />
              ) : null}
              {action !== 'payment' && rental.amount_due > 0 && rental.status !== 'cancelled' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => desk.openDialog({ kind: 'payment', rental })}
                >
                  {t('actionPayment')}
                </Button>
              ) : null}
              {refundable(rental) > 0 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => desk.openDialog({ kind: 'refund', rental })}
                >
                  {t('actionRefund')}
                </Button>
              ) : null}
              {canMove ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => desk.openDialog({ kind: 'status', rental })}
                >
                  {t('changeStatus')}
                </Button>
              ) : null}
              {canCancel ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => desk.openDialog({ kind: 'cancel', rental })}
                >
                  {t('actionCancel')}
                </Button>
              ) : null}
            </div>
          ) : null}

          <section aria-labelledby="fw-rentals-money">
            <h3 id="fw-rentals-money">{t('money')}</h3>
            <MoneySummary rental={rental} />
          </section>

          {rental.special_requests || rental.notes ? (
            <section aria-labelledby="fw-rentals-notes">
              <h3 id="fw-rentals-notes">{t('notes')}</h3>
              {rental.special_requests ? (
                <p>
                  <strong>{t('specialRequests')}:</strong> {rental.special_requests}
                </p>
              ) : null}
              {rental.notes ? <p className={styles['fw-rentals-pre']}>{rental.notes}</p> : null}
            </section>
          ) : null}

          <section aria-labelledby="fw-rentals-history">
            <h3 id="fw-rentals-history">{t('history')}</h3>
            <ol className={styles['fw-rentals-timeline']}>
              {steps.map((s) => (
                <li key={s.key}>
                  <strong>{s.label}</strong>{' '}
                  <span className={styles['fw-rentals-muted']}>
                    {[f.dateTime(s.at), who(s.by)].filter(Boolean).join(' · ')}
                  </span>
                  {s.detail ? <p>{s.detail}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}
    </Drawer>
  );
}

import {
  Badge,
  Button,
  DataTable,
  Menu,
  money,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { HouseRentalDetails } from '@fairway/shared-api/house-rentals';
import { useHouseRentalsParams } from '../hooks/useHouseRentalsParams';
import type { useListings } from '../hooks/useHouseRentalsData';
import type { useListingActions } from '../hooks/useListingActions';
import { useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages, type HouseRentalsT } from '../i18n';
import styles from './HouseRentals.module.css';

type Formatter = ReturnType<typeof useFormat>;

/** "£120.00 – £180.00 a night", "£120.00 a night", or "No periods yet". */
export function priceRange(
  listing: Pick<HouseRentalDetails, 'nightly_rate_from' | 'nightly_rate_to'>,
  t: HouseRentalsT,
  f: Formatter,
): string {
  const { nightly_rate_from: from, nightly_rate_to: to } = listing;
  if (from === null || to === null) return t('noPeriodsShort');
  if (from === to) return t('perNight', { price: money(from, null, f) });
  return t('perNightRange', { from: money(from, null, f), to: money(to, null, f) });
}

/** "4.5 ★ (3)" or "No feedback". */
export function ratingText(
  listing: Pick<HouseRentalDetails, 'feedback_average' | 'feedback_count'>,
  t: HouseRentalsT,
  f: Formatter,
): string {
  if (listing.feedback_average === null || listing.feedback_count === 0)
    return t('noFeedbackShort');
  return t('ratingAverage', {
    rating: f.number(listing.feedback_average, { maximumFractionDigits: 1 }),
    count: listing.feedback_count,
  });
}

export type ListingsTabProps = {
  listings: ReturnType<typeof useListings>;
  actions: ReturnType<typeof useListingActions>;
};

/** ?tab=listings: every listing, its house, whether it is offered, its prices and its rating. */
export function ListingsTab({ listings, actions }: ListingsTabProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const { canWrite } = useHouseRentals();
  const { update } = useHouseRentalsParams();

  const columns: DataTableColumn<HouseRentalDetails>[] = [
    {
      id: 'house',
      header: t('columnHouse'),
      value: (l) => l.house_name,
      wrap: true,
    },
    {
      id: 'title',
      header: t('columnTitle'),
      value: (l) => l.title,
      render: (l) => (
        <Button
          variant="ghost"
          size="sm"
          className={styles['fw-hr-link']}
          aria-label={t('openListing', { title: l.title })}
          onClick={() => update({ listing: l.id, view: null, month: null })}
        >
          {l.title}
        </Button>
      ),
      wrap: true,
    },
    {
      id: 'active',
      header: t('columnActive'),
      value: (l) => (l.is_active ? t('active') : t('inactive')),
      render: (l) =>
        l.is_active ? <Badge tone="success">{t('active')}</Badge> : <Badge>{t('inactive')}</Badge>,
    },
    {
      id: 'price',
      header: t('columnPrice'),
      value: (l) => l.nightly_rate_from ?? -1,
      render: (l) => priceRange(l, t, f),
    },
    {
      id: 'rating',
      header: t('columnRating'),
      value: (l) => l.feedback_average ?? 0,
      render: (l) => ratingText(l, t, f),
    },
  ];

  return (
    <section aria-labelledby="fw-hr-listings" className={styles['fw-hr-tab']}>
      <h2 id="fw-hr-listings">{t('listings')}</h2>
      <DataTable
        caption={t('listings')}
        hideCaption
        columns={columns}
        rows={listings.data}
        getRowId={(l) => String(l.id)}
        loading={listings.loading && !listings.data}
        error={listings.status === 'error' ? listings.error : null}
        onRetry={() => void listings.reload()}
        emptyTitle={t('noListings')}
        emptyMessage={canWrite ? t('noListingsMessage') : t('noListingsReadOnly')}
        exportFileName={false}
        rowActions={
          canWrite
            ? (l) => (
                <Menu
                  trigger={t('actions')}
                  triggerLabel={t('actionsFor', { title: l.title })}
                  variant="secondary"
                  align="end"
                  items={[
                    { id: 'edit', label: t('edit'), onSelect: () => actions.edit(l) },
                    {
                      id: 'toggle',
                      label: l.is_active ? t('deactivate') : t('activate'),
                      disabled: actions.busy === l.id,
                      onSelect: () => actions.toggleActive(l),
                    },
                    { type: 'separator', id: 'sep' },
                    {
                      id: 'delete',
                      label: t('delete'),
                      tone: 'danger',
                      onSelect: () => actions.remove(l),
                    },
                  ]}
                />
              )
            : undefined
        }
      />
    </section>
  );
}

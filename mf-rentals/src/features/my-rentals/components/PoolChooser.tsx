import { money, useFormat, useT } from '@fairway/shared-ui';
import type { RentalPool } from '../../../shared/api/types';
import { PoolImage } from '../../../shared/components/PoolImage';
import { rentalMessages } from '../../../shared/i18n/messages';
import { myRentalsMessages } from '../i18n';
import styles from './MyRentals.module.css';

export type PoolChooserProps = {
  pools: readonly RentalPool[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string | null;
};

/** The rental pools as picture cards: one radio group, so arrows move and Space chooses. */
export function PoolChooser({ pools, value, onChange, error }: PoolChooserProps) {
  const t = useT(myRentalsMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  return (
    <fieldset
      className={styles['fw-rentals-pools']}
      aria-describedby={error ? 'fw-rentals-pool-error' : undefined}
    >
      <legend className={styles['fw-rentals-legend']}>{t('chooseEquipment')}</legend>
      {error ? (
        <p id="fw-rentals-pool-error" className={styles['fw-rentals-error']}>
          {error}
        </p>
      ) : null}
      <div className={styles['fw-rentals-pool-grid']}>
        {pools.map((pool) => (
          <label
            key={pool.inventory_id}
            className={styles['fw-rentals-pool']}
            data-checked={pool.inventory_id === value || undefined}
          >
            <PoolImage fileId={pool.image_file_id} />
            <span className={styles['fw-rentals-pool-choice']}>
              <input
                type="radio"
                name="fw-rentals-pool"
                value={pool.inventory_id}
                checked={pool.inventory_id === value}
                aria-labelledby={`fw-rentals-pool-${pool.inventory_id}`}
                aria-describedby={`fw-rentals-pool-${pool.inventory_id}-meta`}
                onChange={() => onChange(pool.inventory_id)}
              />
              <span
                id={`fw-rentals-pool-${pool.inventory_id}`}
                className={styles['fw-rentals-pool-name']}
              >
                {pool.item_name}
              </span>
            </span>
            <span
              id={`fw-rentals-pool-${pool.inventory_id}-meta`}
              className={styles['fw-rentals-pool-meta']}
            >
              {[pool.brand_name, tr('perDay', { price: money(pool.rental_price, null, f) })]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

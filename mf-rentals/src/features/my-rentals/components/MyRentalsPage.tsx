import {
  PageHeader,
  useCurrentUserId,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { useMyRentals } from '../hooks/useMyRentals';
import { myRentalsMessages } from '../i18n';
import { MyRentalsList } from './MyRentalsList';
import { RentForm } from './RentForm';
import styles from './MyRentals.module.css';

/** /rentals/mine (rentals:request): rent equipment, and the member's own rentals. */
export function MyRentalsPage() {
  const t = useT(myRentalsMessages);
  const tr = useT(rentalMessages);
  useDocumentTitle(t('title'), tr('sectionName'));
  const me = useCurrentUserId();
  const rentals = useMyRentals(me);

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="fw-rentals-rent" className={styles['fw-rentals-section']}>
        <h2 id="fw-rentals-rent" className={styles['fw-rentals-heading']}>
          {t('newRequest')}
        </h2>
        <RentForm onRequested={(rental) => rentals.setData((list) => [rental, ...(list ?? [])])} />
      </section>
      <section aria-labelledby="fw-rentals-mine" className={styles['fw-rentals-section']}>
        <h2 id="fw-rentals-mine" className={styles['fw-rentals-heading']}>
          {t('myRentals')}
        </h2>
        <MyRentalsList rentals={rentals} />
      </section>
    </div>
  );
}

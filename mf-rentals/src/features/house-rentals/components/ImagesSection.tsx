import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  errorText,
  notify,
  serverText,
  useT,
} from '@fairway/shared-ui';
import type { HouseRentalDetails, HouseRentalImage } from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages } from '../i18n';
import { AddImageDialog } from './AddImageDialog';
import { ListingImage } from './ListingImage';
import styles from './HouseRentals.module.css';

const byOrder = (a: HouseRentalImage, b: HouseRentalImage) =>
  Number(b.is_primary) - Number(a.is_primary) || a.sort_order - b.sort_order || a.id - b.id;

/** ?view=images: the listing's gallery, the primary image first and marked; add, set primary, delete. */
export function ImagesSection({ listing }: { listing: HouseRentalDetails }) {
  const t = useT(houseRentalsMessages);
  const store = useHouseRentals();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<HouseRentalImage | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The server's answer to a change on this page, until the listing's details load again.
  const [changed, setChanged] = useState<{
    of: HouseRentalImage[];
    images: HouseRentalImage[];
  } | null>(null);
  const current = changed && changed.of === listing.images ? changed.images : listing.images;
  const setImages = (images: HouseRentalImage[]) => setChanged({ of: listing.images, images });
  const shown = [...current].sort(byOrder);
  const nameOf = (image: HouseRentalImage, index: number) =>
    image.caption ?? t('imageNumber', { number: index + 1 });

  const handleSetPrimary = async (image: HouseRentalImage, name: string) => {
    setBusy(image.id);
    try {
      setImages(await houseRentalsApi().setPrimaryImage(listing.id, image.id));
      notify.success(t('primarySet', { name }));
      store.changed();
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const handleDelete = async (image: HouseRentalImage) => {
    try {
      await houseRentalsApi().removeImage(image.id);
    } catch (err) {
      throw new Error(serverText(err) ?? errorText(err));
    }
    setImages(shown.filter((i) => i.id !== image.id));
    setDeleting(null);
    notify.success(t('imageDeleted'));
    store.changed();
  };

  return (
    <section aria-labelledby="fw-hr-images" className={styles['fw-hr-section']}>
      <div className={styles['fw-hr-section-head']}>
        <h2 id="fw-hr-images">{t('images')}</h2>
        {store.canWrite ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            {t('addImage')}
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('noImages')} message={t('noImagesMessage')} />
      ) : (
        <ul
          className={styles['fw-hr-gallery']}
          aria-label={t('galleryOf', { title: listing.title })}
        >
          {shown.map((image, index) => {
            const name = nameOf(image, index);
            return (
              <li
                key={image.id}
                className={styles['fw-hr-gallery-item']}
                data-primary={image.is_primary || undefined}
                aria-label={image.is_primary ? t('primaryImageNamed', { name }) : name}
              >
                <ListingImage fileId={image.file_id} alt={name} />
                <p>
                  {name} {image.is_primary ? <Badge tone="success">{t('primary')}</Badge> : null}
                </p>
                <p className={styles['fw-hr-muted']}>
                  {t('sortOrderIs', { order: image.sort_order })}
                </p>
                {store.canWrite ? (
                  <div className={styles['fw-hr-actions']}>
                    {!image.is_primary ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy === image.id}
                        aria-label={t('setPrimaryNamed', { name })}
                        onClick={() => void handleSetPrimary(image, name)}
                      >
                        {t('setPrimary')}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('deleteImageNamed', { name })}
                      onClick={() => setDeleting(image)}
                    >
                      {t('delete')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <AddImageDialog
          listing={listing}
          nextOrder={shown.reduce((max, i) => Math.max(max, i.sort_order + 1), 0)}
          onClose={() => setAdding(false)}
          onAdded={(image) => {
            setAdding(false);
            const rest = image.is_primary
              ? current.map((i) => ({ ...i, is_primary: false }))
              : current;
            setImages([...rest, image]);
            store.changed();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          tone="danger"
          title={t('deleteImageTitle')}
          message={t('deleteImageMessage')}
          confirmLabel={t('deleteImage')}
          cancelLabel={t('keep')}
          onConfirm={() => handleDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

import { Badge, Button, FileUpload, usePermission, useT } from '@fairway/shared-ui';
import { ItemThumb } from '../../../shared/components/ItemThumb';
import { catalogueMessages } from '../i18n';
import {
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_TYPES,
  moveImage,
  uploadItemImage,
  type ImageEntry,
} from '../utils/images';
import styles from './Catalogue.module.css';

export type ItemImagesFieldProps = {
  itemName: string;
  images: readonly ImageEntry[];
  onChange: (update: (current: ImageEntry[]) => ImageEntry[]) => void;
};

/** The item's pictures in order (the first is the main one): move up/down, remove, upload more. */
export function ItemImagesField({ itemName, images, onChange }: ItemImagesFieldProps) {
  const t = useT(catalogueMessages);
  // Pictures are files: uploading them needs the files permission as well.
  const canUpload = usePermission('files:write');
  return (
    <fieldset className={styles['fw-shop-images']}>
      <legend>{t('images')}</legend>
      <p className={styles['fw-shop-images-hint']}>{t('imagesHint')}</p>
      {images.length === 0 ? (
        <p className={styles['fw-shop-images-hint']}>{t('noImages')}</p>
      ) : (
        <ol className={styles['fw-shop-image-list']} aria-label={t('images')}>
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={image.file_id} className={styles['fw-shop-image-row']}>
                <ItemThumb url={image.url} size="sm" />
                <span className={styles['fw-shop-image-label']}>
                  {t('imageAlt', { n, name: itemName || '…' })}{' '}
                  {index === 0 ? <Badge tone="info">{t('primary')}</Badge> : null}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('moveUp', { n })}
                  disabled={index === 0}
                  onClick={() => onChange((list) => moveImage(list, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('moveDown', { n })}
                  disabled={index === images.length - 1}
                  onClick={() => onChange((list) => moveImage(list, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('removeImage', { n })}
                  onClick={() =>
                    onChange((list) => list.filter((i) => i.file_id !== image.file_id))
                  }
                >
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {canUpload ? (
        <FileUpload<ImageEntry>
          accept={ITEM_IMAGE_TYPES}
          maxBytes={ITEM_IMAGE_MAX_BYTES}
          maxFiles={10}
          buttonLabel={t('uploadImages')}
          onUpload={uploadItemImage}
          onUploaded={(entry) =>
            onChange((list) =>
              list.some((i) => i.file_id === entry.file_id) ? list : [...list, entry],
            )
          }
        />
      ) : (
        <p className={styles['fw-shop-images-hint']}>{t('uploadNeedsFiles')}</p>
      )}
    </fieldset>
  );
}

import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  EmptyState,
  Notice,
  NumberField,
  ResourceStatus,
  TextField,
  errorText,
  notify,
  serverText,
  useResource,
  useT,
} from '@fairway/shared-ui';
import type { HouseRentalDetails, HouseRentalImage } from '@fairway/shared-api/house-rentals';
import { filesApi, houseRentalsApi } from '../../../shared/api/clients';
import { houseRentalsMessages } from '../i18n';
import { ListingImage } from './ListingImage';
import styles from './HouseRentals.module.css';

export type AddImageDialogProps = {
  listing: HouseRentalDetails;
  /** The sort order offered: after the last image. */
  nextOrder: number;
  onClose: () => void;
  onAdded: (image: HouseRentalImage) => void;
};

/** Adding a picture to the gallery from the club's image files, with a caption and its place. */
export function AddImageDialog({ listing, nextOrder, onClose, onAdded }: AddImageDialogProps) {
  const t = useT(houseRentalsMessages);
  const formId = useId();
  const legendId = useId();
  const files = useResource(() => filesApi().byType('image', { limit: 100 }), []);
  const used = new Set(listing.images.map((i) => i.file_id));
  const choices = (files.data?.items ?? []).filter((file) => !used.has(file.id));
  const [fileId, setFileId] = useState<number | null>(null);
  const [caption, setCaption] = useState('');
  const [order, setOrder] = useState<number | null>(nextOrder);
  const [primary, setPrimary] = useState(listing.images.length === 0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const badOrder = order === null || !Number.isInteger(order) || order < 0 || order > 10_000;
    setFileError(fileId === null ? t('imageRequired') : null);
    setOrderError(badOrder ? t('wholeNumberBetween', { min: 0, max: 10_000 }) : null);
    if (fileId === null || badOrder) return;
    setError(null);
    setSubmitting(true);
    try {
      const image = await houseRentalsApi().addImage(listing.id, {
        file_id: fileId,
        caption: caption.trim() || null,
        sort_order: order!,
        ...(primary ? { is_primary: true } : {}),
      });
      notify.success(t('imageAdded'));
      onAdded(image);
    } catch (err) {
      setError(serverText(err) ?? errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={t('addImageTitle', { title: listing.title })}
      description={t('addImageDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('addImage')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-hr-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <ResourceStatus
          resource={files}
          loadingLabel={t('loadingFiles')}
          errorTitle={t('filesError')}
        />
        {files.data && choices.length === 0 ? (
          <EmptyState title={t('noImageFiles')} message={t('noImageFilesMessage')} />
        ) : null}
        {choices.length > 0 ? (
          <fieldset
            className={styles['fw-hr-file-choices']}
            aria-labelledby={legendId}
            aria-describedby={fileError ? `${formId}-file-error` : undefined}
          >
            <legend id={legendId} className={styles['fw-hr-muted']}>
              {t('chooseImage')}
            </legend>
            {fileError ? (
              <p id={`${formId}-file-error`} role="alert">
                {fileError}
              </p>
            ) : null}
            {choices.map((file) => (
              <label
                key={file.id}
                className={styles['fw-hr-file-choice']}
                data-checked={file.id === fileId || undefined}
              >
                <ListingImage fileId={file.id} />
                <span>
                  <input
                    type="radio"
                    name={`${formId}-file`}
                    value={file.id}
                    checked={file.id === fileId}
                    onChange={() => {
                      setFileId(file.id);
                      setFileError(null);
                    }}
                  />{' '}
                  {file.original_name}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextField
          label={t('caption')}
          optionalLabel={t('optional')}
          maxLength={300}
          value={caption}
          onValueChange={setCaption}
        />
        <NumberField
          label={t('sortOrder')}
          hint={t('sortOrderHint')}
          min={0}
          max={10_000}
          step={1}
          value={order ?? ''}
          error={orderError}
          onValueChange={setOrder}
        />
        <Checkbox label={t('makePrimary')} checked={primary} onCheckedChange={setPrimary} />
      </form>
    </Dialog>
  );
}

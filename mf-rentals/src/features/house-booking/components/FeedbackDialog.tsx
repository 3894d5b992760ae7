import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  RadioGroup,
  TextArea,
  errorText,
  notify,
  serverText,
  useT,
} from '@fairway/shared-ui';
import type { HouseBooking } from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { houseBookingMessages } from '../i18n';
import styles from './HouseBooking.module.css';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Rating a stay (1–5) with a comment, once checked in or completed. */
export function FeedbackDialog({
  stay,
  onClose,
  onSent,
}: {
  stay: HouseBooking;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useT(houseBookingMessages);
  const formId = useId();
  const [rating, setRating] = useState<string>('');
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!rating) {
      setRatingError(t('ratingRequired'));
      return;
    }
    setRatingError(null);
    setError(null);
    setSubmitting(true);
    try {
      await houseRentalsApi().createFeedback({
        booking_id: stay.id,
        rating: Number(rating),
        comment: comment.trim() || null,
      });
      notify.success(t('feedbackSent'));
      onSent();
    } catch (err) {
      setError(serverText(err) ?? errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('rateStayTitle', { house: stay.house_name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('sendFeedback')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-hb-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <RadioGroup
          label={t('rating')}
          error={ratingError}
          options={RATINGS.map((r) => ({ value: String(r), label: t(`rating_${r}`) }))}
          value={rating}
          onChange={(v) => {
            setRating(v);
            setRatingError(null);
          }}
        />
        <TextArea
          label={t('comment')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={4}
          value={comment}
          onValueChange={setComment}
        />
      </form>
    </Dialog>
  );
}

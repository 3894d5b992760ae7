import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  Notice,
  TextArea,
  errorText,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { HouseBookingFeedback, HouseRentalDetails } from '@fairway/shared-api/house-rentals';
import { houseRentalsApi } from '../../../shared/api/clients';
import { useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages } from '../i18n';
import { ratingText } from './ListingsTab';
import { Stars } from './Stars';
import styles from './HouseRentals.module.css';

/** ?view=feedback: what guests said, newest first, with the office's response (written here). */
export function FeedbackSection({ listing }: { listing: HouseRentalDetails }) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const store = useHouseRentals();
  const [answering, setAnswering] = useState<HouseBookingFeedback | null>(null);
  const feedback = [...listing.feedback].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <section aria-labelledby="fw-hr-feedback" className={styles['fw-hr-section']}>
      <h2 id="fw-hr-feedback">{t('feedback')}</h2>
      <p className={styles['fw-hr-muted']}>{ratingText(listing, t, f)}</p>
      {feedback.length === 0 ? (
        <EmptyState title={t('noFeedback')} message={t('noFeedbackMessage')} />
      ) : (
        <ul className={styles['fw-hr-feedback']}>
          {feedback.map((item) => {
            const guest = item.guest_name ?? t('guestFallback', { id: item.booking_id });
            return (
              <li key={item.id}>
                <p>
                  <Stars rating={item.rating} /> <strong>{guest}</strong>{' '}
                  <span className={styles['fw-hr-muted']}>{f.date(item.created_at)}</span>
                </p>
                {item.comment ? <p className={styles['fw-hr-pre']}>{item.comment}</p> : null}
                {item.response ? (
                  <div className={styles['fw-hr-response']}>
                    <p className={styles['fw-hr-muted']}>{t('officeResponse')}</p>
                    <p className={styles['fw-hr-pre']}>{item.response}</p>
                  </div>
                ) : null}
                {store.canWrite ? (
                  <div className={styles['fw-hr-actions']}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t(item.response ? 'editResponseTo' : 'respondTo', { guest })}
                      onClick={() => setAnswering(item)}
                    >
                      {item.response ? t('editResponse') : t('respond')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {answering ? (
        <ResponseDialog
          feedback={answering}
          onClose={() => setAnswering(null)}
          onSaved={() => {
            setAnswering(null);
            store.changed();
          }}
        />
      ) : null}
    </section>
  );
}

function ResponseDialog({
  feedback,
  onClose,
  onSaved,
}: {
  feedback: HouseBookingFeedback;
  onClose: () => void;
  onSaved: (feedback: HouseBookingFeedback) => void;
}) {
  const t = useT(houseRentalsMessages);
  const formId = useId();
  const guest = feedback.guest_name ?? t('guestFallback', { id: feedback.booking_id });
  const [response, setResponse] = useState(feedback.response ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!response.trim()) {
      setProblem(t('responseRequired'));
      return;
    }
    setProblem(null);
    setError(null);
    setSubmitting(true);
    try {
      const saved = await houseRentalsApi().updateFeedback(feedback.id, {
        response: response.trim(),
      });
      notify.success(t('responseSaved', { guest }));
      onSaved(saved);
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('respondTo', { guest })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('saveResponse')}
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
        <p>
          <Stars rating={feedback.rating} />
        </p>
        {feedback.comment ? <p className={styles['fw-hr-pre']}>{feedback.comment}</p> : null}
        <TextArea
          label={t('response')}
          required
          maxLength={4000}
          rows={4}
          value={response}
          error={problem}
          onValueChange={setResponse}
        />
      </form>
    </Dialog>
  );
}

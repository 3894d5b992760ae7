import { useState } from 'react';
import {
  Button,
  Dialog,
  LoadingState,
  Notice,
  TextField,
  errorText,
  notify,
  useT,
} from '@fairway/shared-ui';
import { waitlistApi } from '../../../shared/api/clients';
import { bookingMessages } from '../i18n';
import styles from './BookingDetails.module.css';

/**
 * "Subscribe to my bookings calendar": fetches the member's personal feed address (making one the
 * first time) and shows it to copy into a calendar app.
 */
export function CalendarFeedButton() {
  const b = useT(bookingMessages);
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleOpen = async () => {
    setOpen(true);
    setFailure(null);
    try {
      const feed =
        (await waitlistApi().calendarFeed()) ?? (await waitlistApi().rotateCalendarFeed());
      setUrl(new URL(feed.url, window.location.origin).toString());
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  const handleCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(b('copied'));
    } catch {
      // No clipboard (an insecure page, an old browser): the address is there to copy by hand.
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void handleOpen()}>
        {b('subscribeCalendar')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={b('calendarFeedTitle')}
        description={b('subscribeCalendarHint')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {b('close')}
            </Button>
            {url ? <Button onClick={() => void handleCopy()}>{b('copyLink')}</Button> : null}
          </>
        }
      >
        <div className={styles['fw-courses-details-stack']}>
          {failure ? (
            <Notice tone="error" role="alert">
              {b('calendarFeedNotLoaded', { error: failure })}
            </Notice>
          ) : url ? (
            <>
              <TextField
                label={b('calendarFeedLink')}
                value={url}
                readOnly
                onValueChange={() => undefined}
              />
              <a href={url.replace(/^https?:/, 'webcal:')}>{b('subscribeCalendar')}</a>
            </>
          ) : (
            <LoadingState label={b('makingFeed')} />
          )}
        </div>
      </Dialog>
    </>
  );
}

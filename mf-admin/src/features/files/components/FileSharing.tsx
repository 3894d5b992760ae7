import { useState } from 'react';
import {
  Button,
  Notice,
  Select,
  TextField,
  errorText,
  notify,
  useFormat,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { filesApi, type FileRow, type ShareLink } from '../api/files';
import { SHARE_EXPIRY_CHOICES } from '../utils/categories';

/** A link anyone can open until it expires; copy it, or revoke every link of the file. */
export function FileSharing({ file }: { file: FileRow }) {
  const format = useFormat();
  const [expiresIn, setExpiresIn] = useState<string>(SHARE_EXPIRY_CHOICES[1].value);
  const [link, setLink] = useState<ShareLink | null>(null);
  const [busy, setBusy] = useState<'share' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (what: 'share' | 'revoke', action: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const handleShare = () =>
    run('share', async () => setLink(await filesApi.share(file.id, Number(expiresIn))));

  const handleRevoke = () =>
    run('revoke', async () => {
      await filesApi.revokeShares(file.id);
      setLink(null);
      notify.success(`Links to ${file.name} no longer work`);
    });

  const handleCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success('Link copied');
    } catch {
      notify.error('The link could not be copied; select it and copy it by hand');
    }
  };

  return (
    <section aria-labelledby="file-sharing-title" className={styles['fw-ui-page-section']}>
      <h3 id="file-sharing-title">Sharing</h3>
      <div className={styles['fw-ui-page-fields']}>
        <Select
          label="Link expires after"
          name="expires_in"
          value={expiresIn}
          options={SHARE_EXPIRY_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          onValueChange={setExpiresIn}
        />
      </div>
      <div className={styles['fw-ui-page-actions']}>
        <Button loading={busy === 'share'} onClick={() => void handleShare()}>
          Create link
        </Button>
        <Button variant="danger" loading={busy === 'revoke'} onClick={() => void handleRevoke()}>
          Revoke links
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {link ? (
        <div className={styles['fw-ui-page-fields']}>
          <TextField
            label="Share link"
            hint={`Works until ${format.dateTime(link.expiresAt)}`}
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void handleCopy()}>
            Copy link
          </Button>
        </div>
      ) : null}
    </section>
  );
}

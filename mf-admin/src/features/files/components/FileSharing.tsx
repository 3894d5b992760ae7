import { useState } from 'react';
import {
  Button,
  Notice,
  Select,
  TextField,
  errorText,
  notify,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { FileRecord, FileShare } from '@fairway/shared-api/files';
import { absoluteUrl, filesApi } from '../api/client';
import { SHARE_EXPIRY_CHOICES } from '../utils/categories';
import { messages } from '../utils/messages';

/** A link anyone can open until it expires; copy it, or revoke every link of the file. */
export function FileSharing({ file }: { file: FileRecord }) {
  const format = useFormat();
  const t = useT(messages);
  const [expiresIn, setExpiresIn] = useState<string>(SHARE_EXPIRY_CHOICES[1]!.value);
  const [link, setLink] = useState<FileShare | null>(null);
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
    run('share', async () => setLink(await filesApi().share(file.id, Number(expiresIn))));

  const handleRevoke = () =>
    run('revoke', async () => {
      await filesApi().revokeShares(file.id);
      setLink(null);
      notify.success(t('linksRevoked', { name: file.original_name }));
    });

  const handleCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(absoluteUrl(link.url));
      notify.success(t('linkCopied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  };

  return (
    <section aria-labelledby="file-sharing-title" className={styles['fw-ui-page-section']}>
      <h3 id="file-sharing-title">{t('sharing')}</h3>
      <div className={styles['fw-ui-page-fields']}>
        <Select
          label={t('expiresAfter')}
          name="expires_in"
          value={expiresIn}
          options={SHARE_EXPIRY_CHOICES.map((c) => ({ value: c.value, label: t(c.label) }))}
          onValueChange={setExpiresIn}
        />
      </div>
      <div className={styles['fw-ui-page-actions']}>
        <Button loading={busy === 'share'} onClick={() => void handleShare()}>
          {t('createLink')}
        </Button>
        <Button variant="danger" loading={busy === 'revoke'} onClick={() => void handleRevoke()}>
          {t('revokeLinks')}
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {link ? (
        <div className={styles['fw-ui-page-fields']}>
          <TextField
            label={t('shareLink')}
            hint={t('worksUntil', { date: format.dateTime(link.expires_at) })}
            value={absoluteUrl(link.url)}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void handleCopy()}>
            {t('copyLink')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  Button,
  Card,
  Notice,
  Stack,
  icons,
  errorText,
  fieldProblems,
  notify,
  getFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { displayStore, featuresStore } from '@fairway/shared-api';
import { type SettingsImport } from '@fairway/shared-api/settings';
import { messages } from '../../../i18n/messages';
import { settingsApi } from '../../../shared/api/clients';
import { downloadText } from '../../../shared/utils/download';
import { focusSoon } from '../../../shared/utils/focus';
import { readFileText } from '../../../shared/utils/readFile';
import { importProblemLines } from '../utils/importProblems';

/** The name of an exported settings document: today on the club's clock. */
export const exportFileName = (day = getFormat().today()) => `fairway-settings-${day}.json`;

type Outcome =
  | { tone: 'success'; text: string }
  | { tone: 'error'; title: string; text: string; lines: string[] };

/** Settings → Import and export: the whole configuration as one JSON document. */
export function TransferTab({ canWrite }: { canWrite: boolean }) {
  const t = useT(messages);
  const fileId = useId();
  const hintId = useId();
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const handleExport = async () => {
    setExporting(true);
    try {
      const doc = await settingsApi().exportSettings();
      const name = exportFileName();
      downloadText(name, `${JSON.stringify(doc, null, 2)}\n`);
      notify.success(t('settingsExportedTo', { file: name }));
    } catch (err) {
      notify.error(t('exportFailed', { error: errorText(err) }));
    } finally {
      setExporting(false);
    }
  };

  const show = (next: Outcome) => {
    setOutcome(next);
    focusSoon(outcomeRef);
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setOutcome(null);
  };

  const handleImport = async () => {
    if (!file) {
      show({
        tone: 'error',
        title: t('chooseFileFirst'),
        text: t('chooseFileFirstMessage'),
        lines: [],
      });
      return;
    }
    setImporting(true);
    try {
      let text: string;
      try {
        text = await readFileText(file);
      } catch {
        show({
          tone: 'error',
          title: t('nothingChanged'),
          text: t('fileUnreadable', { file: file.name }),
          lines: [],
        });
        return;
      }
      let doc: SettingsImport;
      try {
        doc = JSON.parse(text) as SettingsImport;
      } catch {
        show({
          tone: 'error',
          title: t('nothingChanged'),
          text: t('notJson', { file: file.name }),
          lines: [],
        });
        return;
      }
      try {
        const result = await settingsApi().importSettings(doc);
        featuresStore.getState().setFeatures(result.features);
        displayStore.getState().setClub(result.sections.app);
        notify.success(t('settingsImported'));
        show({ tone: 'success', text: t('settingsInUse', { file: file.name }) });
      } catch (err) {
        const lines = importProblemLines(fieldProblems(err), t);
        // The list names every bad field; the server's one-line summary only when there is no list.
        const text = lines.length
          ? t('importProblems', { file: file.name, count: lines.length })
          : errorText(err);
        show({ tone: 'error', title: t('nothingChanged'), text, lines });
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <Stack gap={5}>
      <Card title={t('exportTitle')} subtitle={t('exportSubtitle')}>
        <Button
          variant="secondary"
          iconStart={<icons.DownloadIcon />}
          loading={exporting}
          loadingLabel={t('exporting')}
          onClick={() => void handleExport()}
        >
          {t('exportSettings')}
        </Button>
      </Card>
      <Card title={t('importTitle')} subtitle={t('importSubtitle')}>
        {canWrite ? (
          <div className={styles['fw-ui-page-form']}>
            <div>
              <label htmlFor={fileId} className={styles['fw-ui-page-label']}>
                {t('settingsFile')}
              </label>
              <p id={hintId} className={styles['fw-ui-page-muted']}>
                {t('settingsFileHint')}
              </p>
              <input
                id={fileId}
                type="file"
                accept=".json,application/json"
                aria-describedby={hintId}
                className={styles['fw-ui-page-file-input']}
                onChange={handleFile}
              />
            </div>
            <div className={styles['fw-ui-page-actions']}>
              <Button
                loading={importing}
                loadingLabel={t('importing')}
                onClick={() => void handleImport()}
              >
                {t('importSettings')}
              </Button>
            </div>
            <div ref={outcomeRef} tabIndex={-1}>
              {outcome?.tone === 'success' ? (
                <Notice tone="success" title={t('settingsImported')}>
                  {outcome.text}
                </Notice>
              ) : outcome ? (
                <Notice tone="error" title={outcome.title}>
                  <p>{outcome.text}</p>
                  {outcome.lines.length ? (
                    <ul className={styles['fw-ui-page-problems']}>
                      {outcome.lines.map((l) => (
                        <li key={l}>{l}</li>
                      ))}
                    </ul>
                  ) : null}
                </Notice>
              ) : null}
            </div>
          </div>
        ) : (
          <p className={styles['fw-ui-page-muted']}>{t('importNeedsWrite')}</p>
        )}
      </Card>
    </Stack>
  );
}

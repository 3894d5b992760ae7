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
  pageStyles as styles,
} from '@fairway/shared-ui';
import { featuresStore } from '@fairway/shared-api';
import { type SettingsImport } from '@fairway/shared-api/settings';
import { settingsApi } from '../../../shared/api/clients';
import { downloadText } from '../../../shared/utils/download';
import { focusSoon } from '../../../shared/utils/focus';
import { isoDay, plural } from '../../../shared/utils/format';
import { readFileText } from '../../../shared/utils/readFile';
import { importProblemLines } from '../utils/importProblems';

/** The name of an exported settings document. */
export const exportFileName = (day = isoDay()) => `fairway-settings-${day}.json`;

type Outcome =
  | { tone: 'success'; text: string }
  | { tone: 'error'; title: string; text: string; lines: string[] };

/** Settings → Import and export: the whole configuration as one JSON document. */
export function TransferTab({ canWrite }: { canWrite: boolean }) {
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
      notify.success(`Settings exported to ${name}`);
    } catch (err) {
      notify.error(`The export did not work: ${errorText(err)}`);
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
        title: 'Choose a file first',
        text: 'Pick a settings file exported from Fairway (.json).',
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
          title: 'Nothing was changed',
          text: `${file.name} could not be read. Choose the file again.`,
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
          title: 'Nothing was changed',
          text: `${file.name} is not a settings document: it is not valid JSON.`,
          lines: [],
        });
        return;
      }
      try {
        const result = await settingsApi().importSettings(doc);
        featuresStore.getState().setFeatures(result.features);
        notify.success('Settings imported');
        show({ tone: 'success', text: `The settings from ${file.name} are now in use.` });
      } catch (err) {
        const lines = importProblemLines(fieldProblems(err));
        // The list names every bad field; the server's one-line summary only when there is no list.
        const text = lines.length
          ? `${file.name} has ${plural(lines.length, 'problem')}. Fix ${lines.length === 1 ? 'it' : 'them'} and import the file again.`
          : errorText(err);
        show({ tone: 'error', title: 'Nothing was changed', text, lines });
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <Stack gap={5}>
      <Card
        title="Export"
        subtitle="Every section and feature switch as one JSON file, to keep as a backup or to set up another club."
      >
        <Button
          variant="secondary"
          iconStart={<icons.DownloadIcon />}
          loading={exporting}
          loadingLabel="Exporting"
          onClick={() => void handleExport()}
        >
          Export settings
        </Button>
      </Card>
      <Card
        title="Import"
        subtitle="Sections in the file replace the current ones; switches in it are set. The file is checked as a whole first: if anything is wrong, nothing changes."
      >
        {canWrite ? (
          <div className={styles['fw-ui-page-form']}>
            <div>
              <label htmlFor={fileId} className={styles['fw-ui-page-label']}>
                Settings file
              </label>
              <p id={hintId} className={styles['fw-ui-page-muted']}>
                A .json file from “Export settings”.
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
                loadingLabel="Importing"
                onClick={() => void handleImport()}
              >
                Import settings
              </Button>
            </div>
            <div ref={outcomeRef} tabIndex={-1}>
              {outcome?.tone === 'success' ? (
                <Notice tone="success" title="Settings imported">
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
          <p className={styles['fw-ui-page-muted']}>
            Importing settings needs the settings:write permission.
          </p>
        )}
      </Card>
    </Stack>
  );
}

import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Badge,
  Button,
  DataTable,
  Dialog,
  Notice,
  TextArea,
  type DataTableColumn,
  errorText,
  fieldProblems,
  notify,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { USER_LIMITS } from '@fairway/shared-api/users';
import { messages, type AdminT } from '../../../i18n/messages';
import { usersApi } from '../../../shared/api/clients';
import { focusSoon } from '../../../shared/utils/focus';
import { readFileText } from '../../../shared/utils/readFile';
import {
  BULK_FORMAT,
  parseBulkUsers,
  problemsByRow,
  toUserCreate,
  type BulkRow,
} from '../utils/bulkUsers';

type Checked = BulkRow & { all: string[] };
type ServerRefusal = { message: string; byRow: Map<number, string[]> };

/** How many problems the summary lists before pointing at the preview. */
const SUMMARY_MAX = 10;

const columnsOf = (t: AdminT): DataTableColumn<Checked>[] => [
  { id: 'row', header: t('row'), value: (r) => r.row },
  { id: 'email', header: t('email'), value: (r) => r.email },
  { id: 'first_name', header: t('firstName'), value: (r) => r.first_name },
  { id: 'last_name', header: t('lastName'), value: (r) => r.last_name },
  {
    id: 'roles',
    header: t('role'),
    value: (r) => (r.roles.length ? r.roles.join(', ') : t('memberByDefault')),
  },
  {
    id: 'check',
    header: t('check'),
    wrap: true,
    value: (r) => (r.all.length ? r.all.join('; ') : t('ready')),
    render: (r) =>
      r.all.length ? (
        <>
          <Badge tone="danger">{t('problems', { count: r.all.length })}</Badge>
          <ul className={styles['fw-ui-page-problems']}>
            {r.all.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      ) : (
        <Badge tone="success">{t('ready')}</Badge>
      ),
  },
];

export type BulkCreateDialogProps = { open: boolean; onClose: () => void; onCreated: () => void };

/**
 * 'Add several users': paste lines `email,first_name,last_name,role` (or read a CSV file), check
 * them in a preview, send them in one call. The server creates all or nothing; its per-row
 * problems appear against the rows.
 */
export function BulkCreateDialog({ open, onClose, onCreated }: BulkCreateDialogProps) {
  const t = useT(messages);
  const columns = useMemo(() => columnsOf(t), [t]);
  const fileId = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const parsed = useMemo(() => parseBulkUsers(text, t), [text, t]);
  const rows: Checked[] = useMemo(
    () =>
      parsed.rows.map((r) => ({
        ...r,
        all: [...r.problems, ...(refusal?.byRow.get(r.row) ?? [])],
      })),
    [parsed, refusal],
  );
  const badRows = rows.filter((r) => r.all.length > 0);
  const localBad = parsed.rows.filter((r) => r.problems.length > 0).length;
  const ready = parsed.rows.length > 0 && localBad === 0 && !parsed.tooMany;

  const handleText = (value: string) => {
    setText(value);
    setRefusal(null);
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      handleText(await readFileText(file));
    } catch {
      notify.error(t('fileUnreadable', { file: file.name }));
    }
  };

  const handleClose = () => {
    if (sending) return;
    setText('');
    setRefusal(null);
    onClose();
  };

  const handleSend = async () => {
    if (!ready || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const created = await usersApi().bulkCreate(parsed.rows.map(toUserCreate));
      notify.success(t('usersAdded', { count: created.length }));
      setText('');
      onCreated();
    } catch (err) {
      setRefusal({ message: errorText(err), byRow: problemsByRow(fieldProblems(err), t) });
      focusSoon(summaryRef);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      size="lg"
      title={t('bulkTitle')}
      description={t('bulkDescription', { format: BULK_FORMAT, max: USER_LIMITS.bulkRows })}
      footer={
        <>
          <Button variant="secondary" onClick={handleClose} disabled={sending}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void handleSend()}
            disabled={!ready}
            loading={sending}
            loadingLabel={t('addingUsers')}
          >
            {parsed.rows.length ? t('addUsersCount', { count: parsed.rows.length }) : t('addUsers')}
          </Button>
        </>
      }
    >
      <div className={styles['fw-ui-page-form']}>
        <TextArea
          label={t('sectionUsers')}
          name="users"
          rows={8}
          spellCheck={false}
          placeholder={`${BULK_FORMAT}\nada@example.org,Ada,Lovelace,member`}
          value={text}
          onValueChange={handleText}
        />
        <div>
          <label htmlFor={fileId} className={styles['fw-ui-page-label']}>
            {t('readCsvFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={styles['fw-ui-page-file-input']}
            onChange={(e) => void handleFile(e)}
          />
        </div>

        <div ref={summaryRef} tabIndex={-1}>
          {refusal ? (
            <Notice tone="error" title={t('nothingCreated')}>
              {/* The per-row list says it all; the server's summary sentence only when it names no row. */}
              {badRows.length ? <ProblemList rows={badRows} /> : <p>{refusal.message}</p>}
            </Notice>
          ) : parsed.tooMany ? (
            <Notice tone="warning" title={t('tooManyUsers')}>
              {t('tooManyUsersMessage', {
                max: USER_LIMITS.bulkRows,
                count: parsed.rows.length,
              })}
            </Notice>
          ) : localBad > 0 ? (
            <Notice tone="warning" title={t('fixRows', { count: localBad })}>
              <ProblemList rows={badRows} />
            </Notice>
          ) : parsed.rows.length > 0 ? (
            <Notice tone="info" role="status">
              {t('usersReady', { count: parsed.rows.length })}
              {parsed.headerSkipped ? ` ${t('headerSkipped')}` : ''}
            </Notice>
          ) : null}
        </div>

        {parsed.rows.length > 0 ? (
          <DataTable
            caption={t('preview')}
            columns={columns}
            rows={rows}
            getRowId={(r) => String(r.row)}
            filterable={false}
            exportFileName={false}
            pageSizeOptions={[25, 100, 500]}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

function ProblemList({ rows }: { rows: Checked[] }) {
  const t = useT(messages);
  const items = rows.flatMap((r) =>
    r.all.map((p) => ({
      key: `${r.row}-${p}`,
      text: r.email
        ? t('rowProblemEmail', { row: String(r.row), email: r.email, problem: p })
        : t('rowProblem', { row: String(r.row), problem: p }),
    })),
  );
  return (
    <ul className={styles['fw-ui-page-problems']}>
      {items.slice(0, SUMMARY_MAX).map((i) => (
        <li key={i.key}>{i.text}</li>
      ))}
      {items.length > SUMMARY_MAX ? (
        <li>{t('moreProblems', { count: items.length - SUMMARY_MAX })}</li>
      ) : null}
    </ul>
  );
}

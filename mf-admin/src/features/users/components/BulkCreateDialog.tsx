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
  pageStyles as styles,
} from '@fairway/shared-ui';
import { USER_LIMITS } from '@fairway/shared-api/users';
import { usersApi } from '../../../shared/api/clients';
import { focusSoon } from '../../../shared/utils/focus';
import { plural } from '../../../shared/utils/format';
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

const columns: DataTableColumn<Checked>[] = [
  { id: 'row', header: 'Row', value: (r) => r.row },
  { id: 'email', header: 'E-mail', value: (r) => r.email },
  { id: 'first_name', header: 'First name', value: (r) => r.first_name },
  { id: 'last_name', header: 'Last name', value: (r) => r.last_name },
  {
    id: 'roles',
    header: 'Role',
    value: (r) => (r.roles.length ? r.roles.join(', ') : 'member (default)'),
  },
  {
    id: 'check',
    header: 'Check',
    wrap: true,
    value: (r) => (r.all.length ? r.all.join('; ') : 'Ready'),
    render: (r) =>
      r.all.length ? (
        <>
          <Badge tone="danger">{r.all.length === 1 ? 'Problem' : `${r.all.length} problems`}</Badge>
          <ul className={styles['fw-ui-page-problems']}>
            {r.all.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      ) : (
        <Badge tone="success">Ready</Badge>
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
  const fileId = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const [sending, setSending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const parsed = useMemo(() => parseBulkUsers(text), [text]);
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
      notify.error(`${file.name} could not be read. Choose the file again.`);
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
      notify.success(`${plural(created.length, 'user was', 'users were')} added`);
      setText('');
      onCreated();
    } catch (err) {
      setRefusal({ message: errorText(err), byRow: problemsByRow(fieldProblems(err)) });
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
      title="Add several users"
      description={`One user per line: ${BULK_FORMAT}. A header line is optional; leave the role empty for a member, or give several separated by ';'. Up to ${USER_LIMITS.bulkRows} users at a time.`}
      footer={
        <>
          <Button variant="secondary" onClick={handleClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            onClick={() => void handleSend()}
            disabled={!ready}
            loading={sending}
            loadingLabel="Adding users"
          >
            {parsed.rows.length ? `Add ${plural(parsed.rows.length, 'user')}` : 'Add users'}
          </Button>
        </>
      }
    >
      <div className={styles['fw-ui-page-form']}>
        <TextArea
          label="Users"
          name="users"
          rows={8}
          spellCheck={false}
          placeholder={`${BULK_FORMAT}\nada@example.org,Ada,Lovelace,member`}
          value={text}
          onValueChange={handleText}
        />
        <div>
          <label htmlFor={fileId} className={styles['fw-ui-page-label']}>
            Or read a CSV file
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
            <Notice tone="error" title="Nothing was created">
              {/* The per-row list says it all; the server's summary sentence only when it names no row. */}
              {badRows.length ? <ProblemList rows={badRows} /> : <p>{refusal.message}</p>}
            </Notice>
          ) : parsed.tooMany ? (
            <Notice tone="warning" title="Too many users">
              {`Send at most ${USER_LIMITS.bulkRows} users at a time; this list has ${parsed.rows.length}.`}
            </Notice>
          ) : localBad > 0 ? (
            <Notice tone="warning" title={`Fix ${plural(localBad, 'row')} before adding`}>
              <ProblemList rows={badRows} />
            </Notice>
          ) : parsed.rows.length > 0 ? (
            <Notice tone="info" role="status">
              {`${plural(parsed.rows.length, 'user')} ready to add.`}
              {parsed.headerSkipped ? ' The header line is skipped.' : ''}
            </Notice>
          ) : null}
        </div>

        {parsed.rows.length > 0 ? (
          <DataTable
            caption="Preview"
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
  const items = rows.flatMap((r) =>
    r.all.map((p) => ({
      key: `${r.row}-${p}`,
      text: `Row ${r.row}${r.email ? ` (${r.email})` : ''}: ${p}`,
    })),
  );
  return (
    <ul className={styles['fw-ui-page-problems']}>
      {items.slice(0, SUMMARY_MAX).map((i) => (
        <li key={i.key}>{i.text}</li>
      ))}
      {items.length > SUMMARY_MAX ? (
        <li>{`…and ${items.length - SUMMARY_MAX} more: see the preview below.`}</li>
      ) : null}
    </ul>
  );
}

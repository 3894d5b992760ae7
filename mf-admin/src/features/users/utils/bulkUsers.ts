import { USER_LIMITS, userCreate, type UserCreate } from '@fairway/shared-api/users';
import { getT, type FieldProblem } from '@fairway/shared-ui';
import { messages, type AdminT } from '../../../i18n/messages';
import { splitCsvLine } from './csvLine';
import { fieldLabel } from './userText';

/** One line of the pasted list, what it becomes, and what is wrong with it. */
export type BulkRow = {
  /** 1-based position among the users sent (the server's `row`). */
  row: number;
  /** Line number in the pasted text (a header line and blank lines are skipped). */
  line: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  problems: string[];
};

export type BulkParse = { rows: BulkRow[]; headerSkipped: boolean; tooMany: boolean };

export const BULK_FORMAT = 'email,first_name,last_name,role';

function isHeader(fields: string[]): boolean {
  return fields[0]?.toLowerCase().replace(/[^a-z]/g, '') === 'email';
}

/** Several roles in one cell are separated by ';' or '|' ('staff;member'). */
function rolesOf(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(/[;|]/)
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Reads `email,first_name,last_name,role` lines (a header line is optional, role may be empty:
 * the server then makes the user a member) and checks each row against the API contract, so
 * most mistakes show before anything is sent.
 */
export function parseBulkUsers(text: string, t: AdminT = getT(messages)): BulkParse {
  const rows: BulkRow[] = [];
  let headerSkipped = false;
  const seen = new Map<string, number>();
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const fields = splitCsvLine(raw);
    if (rows.length === 0 && !headerSkipped && isHeader(fields)) {
      headerSkipped = true;
      return;
    }
    const [email = '', first_name = '', last_name = '', role] = fields;
    const row: BulkRow = {
      row: rows.length + 1,
      line: index + 1,
      email,
      first_name,
      last_name,
      roles: rolesOf(role),
      problems: [],
    };
    if (fields.length < 3 || fields.length > 4) {
      row.problems.push(t('expectedValues', { format: BULK_FORMAT, count: fields.length }));
    } else {
      const check = userCreate.safeParse(toUserCreate(row));
      if (!check.success) {
        for (const issue of check.error.issues) {
          const field = String(issue.path[0] ?? '');
          row.problems.push(
            t('fieldProblem', { field: fieldLabel(field, t), problem: issue.message }),
          );
        }
      }
      const key = email.toLowerCase();
      const first = seen.get(key);
      if (key && first !== undefined)
        row.problems.push(t('duplicateEmail', { row: String(first) }));
      else if (key) seen.set(key, row.row);
    }
    rows.push(row);
  });
  return { rows, headerSkipped, tooMany: rows.length > USER_LIMITS.bulkRows };
}

export function toUserCreate(row: BulkRow): UserCreate {
  return {
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    ...(row.roles.length ? { roles: row.roles } : {}),
  };
}

/**
 * The server's per-row problems of an all-or-nothing 400, as row number → messages. Rows are
 * named by `row` (1-based, the service's checks) or by the field path 'body.users.<i>.<field>'
 * (the contract's checks).
 */
export function problemsByRow(
  problems: FieldProblem[],
  t: AdminT = getT(messages),
): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const p of problems) {
    const match = /^body\.users\.(\d+)(?:\.([a-z_]+))?/.exec(p.field);
    const row = p.row ?? (match ? Number(match[1]) + 1 : null);
    if (row === null) continue;
    const field = match?.[2];
    const text = field
      ? t('fieldProblem', { field: fieldLabel(field, t), problem: p.message })
      : p.message;
    out.set(row, [...(out.get(row) ?? []), text]);
  }
  return out;
}

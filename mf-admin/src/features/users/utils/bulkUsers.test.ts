import { splitCsvLine } from './csvLine';
import { parseBulkUsers, problemsByRow } from './bulkUsers';

describe('splitCsvLine', () => {
  it('splits plain and quoted fields', () => {
    expect(splitCsvLine('a@example.org, Ada ,Lovelace,admin')).toEqual([
      'a@example.org',
      'Ada',
      'Lovelace',
      'admin',
    ]);
    expect(splitCsvLine('"o\'neil@example.org","O""Neil, Jr.",Smith,')).toEqual([
      "o'neil@example.org",
      'O"Neil, Jr.',
      'Smith',
      '',
    ]);
  });
});

describe('parseBulkUsers', () => {
  it('skips a header and blank lines, numbers rows as the server does and reads several roles', () => {
    const { rows, headerSkipped } = parseBulkUsers(
      'Email,First name,Last name,Role\n\nada@example.org,Ada,Lovelace,staff;member\r\ngrace@example.org,Grace,Hopper',
    );
    expect(headerSkipped).toBe(true);
    expect(rows.map((r) => [r.row, r.line, r.roles, r.problems])).toEqual([
      [1, 3, ['staff', 'member'], []],
      [2, 4, [], []],
    ]);
  });

  it('checks each row against the contract and finds repeated addresses', () => {
    const { rows } = parseBulkUsers(
      'bad,Ada,Lovelace\nada@example.org,,Lovelace\nada@example.org,Ada,Lovelace\nADA@example.org,Ada,Again',
    );
    expect(rows[0]!.problems).toEqual(['E-mail: Email must be a valid address']);
    expect(rows[1]!.problems).toEqual(['First name: First name is required']);
    expect(rows[3]!.problems).toEqual(['E-mail: appears twice in the list (same as row 2)']);
  });

  it('refuses more rows than the API takes at once', () => {
    const text = Array.from({ length: 501 }, (_, i) => `u${i}@example.org,U,${i}`).join('\n');
    expect(parseBulkUsers(text).tooMany).toBe(true);
  });
});

describe('problemsByRow', () => {
  it('places service problems (row) and contract problems (field path) on their rows', () => {
    const map = problemsByRow([
      { row: 2, field: 'body.users.1.email', message: 'A user with this email already exists' },
      { field: 'body.users.4.first_name', message: 'First name is required' },
      { field: 'body.users', message: 'At most 500 users at a time' },
    ]);
    expect([...map]).toEqual([
      [2, ['E-mail: A user with this email already exists']],
      [5, ['First name: First name is required']],
    ]);
  });
});

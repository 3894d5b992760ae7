import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_DEFAULTS, displayStore } from '@fairway/shared-api';
import {
  apiError,
  json,
  startApiServer,
  type ApiRequest,
  type ApiServer,
} from '@fairway/shared-api/testing';
import { captureDownloads, readBlob } from '../../test/download';
import { ROLES, makeUser } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { UsersPage } from './components/UsersPage';
import { useUsersListStore } from './stores/usersListStore';

const ADA = makeUser({
  id: 1,
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  roles: ['admin'],
});
const GRACE = makeUser({
  id: 2,
  email: 'grace@example.org',
  first_name: 'Grace',
  last_name: 'Hopper',
  roles: ['staff'],
});
const ALAN = makeUser({
  id: 3,
  email: 'alan@example.org',
  first_name: 'Alan',
  last_name: 'Turing',
  roles: ['member'],
  status: 'suspended',
});
const MANY = Array.from({ length: 27 }, (_, i) =>
  makeUser({ id: 10 + i, first_name: 'Member', last_name: `No ${i + 1}` }),
);

let api: ApiServer;
let people = [ADA, GRACE, ALAN];

/** GET /api/settings/users as the server answers it: q, role and status filters, limit/offset, X-Total-Count. */
function listUsers(req: ApiRequest) {
  const q = req.query.get('q')?.toLowerCase();
  const role = req.query.get('role');
  const status = req.query.get('status');
  const matches = people.filter(
    (u) =>
      (!q || `${u.email} ${u.first_name} ${u.last_name}`.toLowerCase().includes(q)) &&
      (!role || u.roles.includes(role)) &&
      (!status || u.status === status),
  );
  const limit = Number(req.query.get('limit') ?? 50);
  const offset = Number(req.query.get('offset') ?? 0);
  return json(matches.slice(offset, offset + limit), 200, {
    'x-total-count': String(matches.length),
  });
}

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  useUsersListStore.getState().reset();
  signInWith(['users:read', 'users:write', 'roles:read']);
  people = [ADA, GRACE, ALAN];
  api.on('GET', '/api/settings/users', listUsers);
  api.on('GET', '/api/settings/users/roles', json(ROLES));
});

const listCalls = () => api.calls('GET', '/api/settings/users');
const table = () => screen.getByRole('table', { name: 'Users' });

describe('users list', () => {
  it('shows the users the server answers, with their roles and status', async () => {
    renderAt('/admin/users', <UsersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/users/1',
    );
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByText('Suspended')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Staff')).toBeInTheDocument();
    expect(screen.getByText('3 users in all')).toBeInTheDocument();
    expect(listCalls()[0]!.query.get('limit')).toBe('25');
    expect(listCalls()[0]!.query.get('offset')).toBe('0');
    expect(screen.getByText('Showing 1–3 of 3 rows')).toBeInTheDocument();
    // Every match is on this page, so sorting it here is sorting them all.
    expect(screen.getByRole('button', { name: /Name/ })).toBeInTheDocument();
  });

  it('searches on the server: typing sends q and shows what it answers', async () => {
    const user = userEvent.setup();
    renderAt('/admin/users', <UsersPage />);
    await screen.findByRole('link', { name: 'Grace Hopper' });

    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'ada');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Grace Hopper' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('1 user found for “ada”')).toBeInTheDocument();
    // Typing pauses before sending: one search request, not one per letter.
    expect(listCalls().map((r) => r.query.get('q'))).toEqual([null, 'ada']);
  });

  it('filters by role', async () => {
    const user = userEvent.setup();
    renderAt('/admin/users', <UsersPage />);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'staff');

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(listCalls().at(-1)!.query.get('role')).toBe('staff');
  });

  it('says so when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    renderAt('/admin/users', <UsersPage />);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');

    expect(await screen.findByText('No users match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('pages with limit and offset under one pager, using the total from X-Total-Count', async () => {
    people = MANY;
    const user = userEvent.setup();
    renderAt('/admin/users', <UsersPage />);
    expect(await screen.findByText('Showing 1–25 of 27 rows')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: /pages/i })).toHaveLength(1);
    expect(screen.getAllByRole('combobox', { name: /per page/i })).toHaveLength(1);
    // Sorting one page of several would only sort that page.
    expect(screen.queryByRole('button', { name: /Name/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Showing 26–27 of 27 rows')).toBeInTheDocument();
    expect(listCalls().at(-1)!.query.get('offset')).toBe('25');
    expect(screen.getByRole('link', { name: 'Member No 27' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('Showing 1–27 of 27 rows')).toBeInTheDocument();
    expect(listCalls().at(-1)!.query.get('limit')).toBe('50');
    expect(listCalls().at(-1)!.query.get('offset')).toBe('0');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    api.on(
      'GET',
      '/api/settings/users',
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    const user = userEvent.setup();
    renderAt('/admin/users', <UsersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side; it has been logged');

    api.on('GET', '/api/settings/users', listUsers);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('exports every matching user as CSV, all pages', async () => {
    people = MANY;
    const downloads = captureDownloads();
    try {
      const user = userEvent.setup();
      renderAt('/admin/users', <UsersPage />);
      await screen.findByText('Showing 1–25 of 27 rows');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      expect(await screen.findByText('Exported 27 users to a CSV file')).toBeInTheDocument();
      expect(listCalls().at(-1)!.query.get('limit')).toBe('500');
      expect(downloads.files[0]!.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readBlob(downloads.files[0]!.blob)).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines).toHaveLength(28);
      expect(lines[0]).toBe(
        'ID,E-mail,First name,Last name,Phone,Roles,Status,E-mail verified,Last sign-in,Created',
      );
    } finally {
      downloads.restore();
    }
  });

  it('writes sign-ins in the club’s date format and time zone, on a 24-hour clock', async () => {
    renderAt('/admin/users', <UsersPage />);
    const ada = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    // 2026-03-01T09:30Z on the club's clock (Europe/London by default).
    expect(within(ada).getByText('01/03/2026 09:30')).toBeInTheDocument();
  });

  it('speaks Spanish when the club does, with its dates and times', async () => {
    displayStore.getState().adopt({
      ...DISPLAY_DEFAULTS,
      locale: 'es-ES',
      time_zone: 'Europe/Madrid',
    });
    renderAt('/admin/users', <UsersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    const ada = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    expect(within(ada).getByText('01/03/2026 10:30')).toBeInTheDocument();
    expect(within(ada).getByText('Administrador')).toBeInTheDocument();
    const alan = screen.getByRole('link', { name: 'Alan Turing' }).closest('tr')!;
    expect(within(alan).getByText('Suspendido')).toBeInTheDocument();
    expect(screen.getByText('3 usuarios en total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo usuario' })).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: /Último inicio de sesión/ }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Usuarios · Administración/);
  });

  it('hides the create buttons without users:write', async () => {
    signInWith(['users:read']);
    renderAt('/admin/users', <UsersPage />);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { ROLES, makeUser } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { UsersPage } from './components/UsersPage';
import { useUsersListStore } from './stores/usersListStore';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  useUsersListStore.getState().reset();
  signInWith(['users:read', 'users:write', 'roles:read']);
  api.on(
    'GET',
    '/api/settings/users',
    json([makeUser({ id: 1, first_name: 'Ada', last_name: 'Lovelace' })], 200, {
      'x-total-count': '1',
    }),
  );
  api.on('GET', '/api/settings/users/roles', json(ROLES));
});

async function openPage() {
  const user = userEvent.setup();
  renderAt('/admin/users', <UsersPage />);
  await screen.findByRole('link', { name: 'Ada Lovelace' });
  return user;
}

describe('new user', () => {
  it('validates inline before sending anything', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /e-mail/i }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(within(dialog).getByRole('textbox', { name: /e-mail/i })).toHaveAccessibleDescription(
      'Email must be a valid address',
    );
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /e-mail/i })).toHaveFocus();
    expect(api.calls('POST', '/api/settings/users')).toHaveLength(0);
  });

  it("shows the server's 409 at the e-mail field and keeps the dialog open", async () => {
    api.on(
      'POST',
      '/api/settings/users',
      apiError(409, 'conflict', 'A user with this email already exists'),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /e-mail/i }), 'ada@example.org');
    await user.type(within(dialog).getByRole('textbox', { name: /first name/i }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: /last name/i }), 'Lovelace');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Staff' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    const email = within(dialog).getByRole('textbox', { name: /e-mail/i });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('A user with this email already exists'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(api.calls('POST', '/api/settings/users')[0]!.body).toEqual({
      email: 'ada@example.org',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: null,
      roles: ['member', 'staff'],
    });
  });

  it('creates the user with an initial password, says so and reloads the list', async () => {
    api.on('POST', '/api/settings/users', (req) =>
      json(makeUser({ id: 9, ...(req.body as object), roles: ['member'] }), 201),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    expect(
      within(dialog).getByText(/8 to 128 characters; very common passwords are refused/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /e-mail/i }), 'grace@example.org');
    await user.type(within(dialog).getByRole('textbox', { name: /first name/i }), 'Grace');
    await user.type(within(dialog).getByRole('textbox', { name: /last name/i }), 'Hopper');
    await user.type(
      within(dialog).getByLabelText(/initial password/i, { selector: 'input' }),
      'Correct-Horse-7',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Grace Hopper was added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/users')[0]!.body).toMatchObject({
      password: 'Correct-Horse-7',
      must_change_password: true,
    });
    await waitFor(() => expect(api.calls('GET', '/api/settings/users')).toHaveLength(2));
  });
});

describe('add several users', () => {
  const LINES = [
    'email,first_name,last_name,role',
    'ada@example.org,Ada,Lovelace,admin',
    'grace@example.org,Grace,Hopper,',
    'alan@example.org,Alan,Turing,wizard',
  ].join('\n');

  it('previews the rows and shows the server’s per-row problems of a 400: nothing is created', async () => {
    api.on(
      'POST',
      '/api/settings/users/bulk',
      apiError(
        400,
        'bad_request',
        'Row 1: A user with this email already exists (2 problem(s); nothing was created)',
        [
          { row: 1, field: 'body.users.0.email', message: 'A user with this email already exists' },
          { row: 3, field: 'body.users.2.roles', message: 'Unknown role: wizard' },
        ],
      ),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add several users' }));
    const dialog = screen.getByRole('dialog', { name: 'Add several users' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Users' }));
    await user.paste(LINES);

    const preview = within(dialog).getByRole('table', { name: 'Preview' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).getByText(/3 users ready to add/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 users' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was created');
    expect(alert).toHaveTextContent(
      'Row 1 (ada@example.org): E-mail: A user with this email already exists',
    );
    expect(alert).toHaveTextContent('Row 3 (alan@example.org): Role: Unknown role: wizard');
    const rows = within(preview).getAllByRole('row');
    expect(
      within(rows[1]!).getByText('E-mail: A user with this email already exists'),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Ready')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Role: Unknown role: wizard')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/users/bulk')[0]!.body).toEqual({
      users: [
        { email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace', roles: ['admin'] },
        { email: 'grace@example.org', first_name: 'Grace', last_name: 'Hopper' },
        { email: 'alan@example.org', first_name: 'Alan', last_name: 'Turing', roles: ['wizard'] },
      ],
    });
  });

  it('marks rows it can check itself and sends nothing until they are fixed', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add several users' }));
    const dialog = screen.getByRole('dialog', { name: 'Add several users' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Users' }));
    await user.paste('ada@example,Ada,Lovelace\nonly-two,fields');

    expect(within(dialog).getByText('Fix 2 rows before adding')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Row 1 (ada@example): E-mail: Email must be a valid address'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Row 2 \(only-two\): Expected 3 or 4 values/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add 2 users' })).toBeDisabled();
  });

  it('creates them all and says how many', async () => {
    api.on('POST', '/api/settings/users/bulk', (req) =>
      json(
        (req.body as { users: object[] }).users.map((u, i) => makeUser({ id: 50 + i, ...u })),
        201,
      ),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add several users' }));
    const dialog = screen.getByRole('dialog', { name: 'Add several users' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Users' }));
    await user.paste('a@example.org,A,One,member\nb@example.org,B,Two,staff');
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 users' }));

    expect(await screen.findByText('2 users were added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

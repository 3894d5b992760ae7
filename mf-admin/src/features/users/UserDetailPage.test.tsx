import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserStats } from '@fairway/shared-api/users';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { ROLES, makeUser, role } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { UserDetailPage } from './components/UserDetailPage';

let api: ApiServer;
let grace: User;

const STATS: UserStats = {
  user_id: 7,
  status: 'active',
  roles: ['admin', 'staff'],
  email_verified: true,
  must_change_password: false,
  created_at: '2025-01-10T08:00:00.000Z',
  last_login_at: '2026-03-01T09:30:00.000Z',
  last_active_at: '2026-03-02T10:00:00.000Z',
  login_count: 42,
  failed_login_count: 3,
  last_failed_login_at: '2026-02-01T09:30:00.000Z',
  active_sessions: 2,
  activity_count: 5,
};

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['users:read', 'users:write', 'roles:read', 'roles:write']);
  grace = makeUser({
    id: 7,
    email: 'grace@example.org',
    first_name: 'Grace',
    last_name: 'Hopper',
    roles: ['admin', 'staff'],
  });
  api.on('GET', '/api/settings/users/:id', (req) =>
    req.params.id === '7' ? json(grace) : apiError(404, 'not_found', 'User not found'),
  );
  api.on('GET', '/api/settings/users/:id/stats', json(STATS));
  api.on(
    'GET',
    '/api/settings/users/:id/activity',
    json([
      {
        id: 1,
        user_id: 7,
        actor_id: 1,
        action: 'suspended',
        details: { reason: 'Unpaid fees' },
        created_at: '2026-03-01T09:30:00.000Z',
      },
    ]),
  );
  api.on(
    'GET',
    '/api/settings/users/:id/login-history',
    json([
      {
        id: 1,
        user_id: 7,
        success: false,
        ip: '203.0.113.9',
        user_agent: 'Firefox',
        created_at: '2026-03-01T09:30:00.000Z',
      },
    ]),
  );
  api.on('GET', '/api/settings/users/:id/roles', json([role('admin'), role('staff')]));
  api.on('GET', '/api/settings/users/roles', json(ROLES));
});

async function openGrace() {
  const user = userEvent.setup();
  renderAt('/admin/users/7', <UserDetailPage />, '/admin/users/:id');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }),
  ).toBeInTheDocument();
  return user;
}

describe('user detail', () => {
  it('shows the figures, sign-in history and activity', async () => {
    await openGrace();
    expect(await screen.findByRole('group', { name: 'Sign-ins' })).toHaveTextContent('42');
    expect(screen.getByRole('group', { name: 'Active sessions' })).toHaveTextContent('2');
    const history = await screen.findByRole('table', { name: 'Sign-in history' });
    expect(within(history).getByText('Failed')).toBeInTheDocument();
    expect(within(history).getByText('203.0.113.9')).toBeInTheDocument();
    expect(await screen.findByText('Suspended: “Unpaid fees”')).toBeInTheDocument();
    expect(screen.getByText(/by you/)).toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    renderAt('/admin/users/99', <UserDetailPage />, '/admin/users/:id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User not found' }),
    ).toBeInTheDocument();
  });

  it('will not suspend without a reason, then sends the reason', async () => {
    api.on('POST', '/api/settings/users/:id/suspend', (req) => {
      grace = {
        ...grace,
        status: 'suspended',
        suspended_reason: (req.body as { reason: string }).reason,
      };
      return json(grace);
    });
    const user = await openGrace();
    await user.click(screen.getByRole('button', { name: 'Suspend…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));

    const reason = within(dialog).getByRole('textbox', { name: /reason/i });
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Reason is required to suspend a user'),
    );
    expect(reason).toHaveFocus();
    expect(api.calls('POST', '/api/settings/users/:id/suspend')).toHaveLength(0);

    await user.type(reason, 'Membership fees unpaid');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));

    expect(
      await screen.findByText('Grace Hopper is suspended; their sessions have ended'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/users/:id/suspend')[0]!.body).toEqual({
      reason: 'Membership fees unpaid',
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Membership fees unpaid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('explains a 409 (last administrator) inside the dialog', async () => {
    const message =
      'The last active administrator cannot be suspended; make another user an administrator first';
    api.on('POST', '/api/settings/users/:id/suspend', apiError(409, 'conflict', message));
    const user = await openGrace();
    await user.click(screen.getByRole('button', { name: 'Suspend…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Grace Hopper?' });
    await user.type(within(dialog).getByRole('textbox', { name: /reason/i }), 'Leaving the club');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alertdialog', { name: 'Suspend Grace Hopper?' })).toBeInTheDocument();
  });

  it('takes a role away with its checkbox, and keeps it when the server refuses', async () => {
    api.on('DELETE', '/api/settings/users/:id/roles/:roleId', (req) =>
      req.params.roleId === String(role('admin').id)
        ? apiError(
            409,
            'conflict',
            'The last active administrator cannot be removed from the admin role; make another user an administrator first',
          )
        : json([role('admin')]),
    );
    const user = await openGrace();
    const card = await screen.findByRole('group', { name: 'Roles of Grace Hopper' });
    const staff = await within(card).findByRole('checkbox', { name: /^staff/i });
    expect(staff).toBeChecked();
    await user.click(staff);
    expect(
      await screen.findByText('Grace Hopper no longer has the Staff role'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('checkbox', { name: /^staff/i })).not.toBeChecked(),
    );

    await user.click(within(card).getByRole('checkbox', { name: /^admin/i }));
    expect(
      await within(card).findByText(/cannot be removed from the admin role/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /^admin/i })).toBeChecked();
  });

  it('shows the password rules and the server’s refusal of a common password', async () => {
    api.on(
      'POST',
      '/api/settings/users/:id/reset-password',
      apiError(400, 'bad_request', 'This password is too common; choose another', [
        { field: 'body.password', message: 'This password is too common; choose another' },
      ]),
    );
    const user = await openGrace();
    await user.click(screen.getByRole('button', { name: 'Set a password…' }));
    const dialog = screen.getByRole('dialog', { name: 'Set a password for Grace Hopper' });
    const field = within(dialog).getByLabelText(/^new password/i, { selector: 'input' });
    await user.type(field, 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common; choose another'),
      ),
    );
    expect(api.calls('POST', '/api/settings/users/:id/reset-password')[0]!.body).toEqual({
      password: 'password123',
      must_change_password: true,
    });
  });

  it('marks the e-mail address as not verified', async () => {
    api.on('POST', '/api/settings/users/:id/unverify-email', () =>
      json({ ...grace, email_verified: false }),
    );
    const user = await openGrace();
    await user.click(screen.getByRole('button', { name: 'Mark e-mail as not verified' }));
    expect(
      await screen.findByText('The e-mail address is marked as not verified'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark e-mail as verified' })).toBeInTheDocument();
  });

  it('is read-only without users:write and roles:write', async () => {
    signInWith(['users:read', 'roles:read']);
    await openGrace();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend…' })).not.toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Roles of Grace Hopper' });
    expect(within(card).getByRole('checkbox', { name: /^staff/i })).toBeDisabled();
  });
});

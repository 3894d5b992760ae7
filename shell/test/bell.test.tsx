import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featuresStore, type CurrentUser } from '@fairway/shared-api';
import type { Notification } from '@fairway/shared-api/notifications';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInAs } from '@fairway/shared-ui/testing';
import { Chrome } from '../src/chrome/Chrome';
import { emitLive, reconnectLive } from './live';
import { remotesFrom } from './remotes-json';

/** The API at the network boundary: a loopback server answering like /api/settings/notifications. */
let api: ApiServer;
let stored: Notification[];

const LIST = '/api/settings/notifications/:userId';
const COUNT = '/api/settings/notifications/:userId/unread-count';

const member: CurrentUser = {
  id: 3,
  organization_id: 1,
  email: 'grace@example.org',
  first_name: 'Grace',
  last_name: 'Hopper',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: ['member'],
  permissions: ['self:use'],
  session_kind: 'password',
};

const remotes = remotesFrom([
  {
    name: 'mf_auth',
    label: 'Account',
    manifest: '/a.json',
    routes: ['/login', '/profile', '/notifications'],
    publicRoutes: ['/login'],
  },
]);

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    notification_type_id: 2,
    user_id: member.id,
    title: `Notice ${id}`,
    body: `Body of notice ${id}`,
    link: null,
    data: {},
    read_at: null,
    created_at: new Date(Date.now() - (11 - id) * 3_600_000 - 60_000).toISOString(),
    ...overrides,
  };
}
const unread = () => stored.filter((n) => n.read_at === null).length;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInAs(member);
  featuresStore.setState({ siteName: 'Royal Fairway Golf Club', status: 'ready' });
  stored = [];
  api.on('GET', LIST, ({ query }) => {
    const limit = Number(query.get('limit') ?? 20);
    return json([...stored].sort((a, b) => b.id - a.id).slice(0, limit));
  });
  api.on('GET', COUNT, () => json({ unread_count: unread() }));
  api.on('PUT', '/api/settings/notifications/read/:id', ({ params }) => {
    const n = stored.find((s) => s.id === Number(params.id));
    if (!n) return apiError(404, 'not_found', 'Notification not found');
    n.read_at ??= '2030-01-01T10:00:00.000Z';
    return json(n);
  });
  api.on('PUT', '/api/settings/notifications/read-all/:userId', () => {
    const updated = unread();
    for (const n of stored) n.read_at ??= '2030-01-01T10:00:00.000Z';
    return json({ updated, unread_count: 0 });
  });
});

function renderChrome() {
  const navigate = jest.fn();
  renderAt('/', <Chrome remotes={remotes} navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
}

const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const itemTitles = () =>
  within(panel())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the bell', () => {
  it('says how many are unread, and opens on the latest eight', async () => {
    stored = Array.from({ length: 10 }, (_, i) => notification(i + 1));
    stored[9]!.read_at = '2030-01-01T09:00:00.000Z';
    const { user } = renderChrome();
    const bell = await screen.findByRole('button', { name: 'Notifications, 9 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(itemTitles()).toHaveLength(8));
    expect(itemTitles().slice(0, 2)).toEqual(['Notice 10', 'Unread: Notice 9']);
    expect(within(panel()).getByText('Body of notice 9')).toBeInTheDocument();
    expect(within(panel()).getByText('2 hours ago')).toBeInTheDocument();
    expect(api.calls('GET', LIST).map((r) => r.query.get('limit'))).toEqual(['8']);
    expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    stored = [notification(1)];
    const { user } = renderChrome();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    await within(panel()).findByRole('heading', { name: 'Unread: Notice 1' });
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('marks one read, then all: the count on the bell follows', async () => {
    stored = [notification(1), notification(2), notification(3)];
    const { user } = renderChrome();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Mark “Notice 3” read' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()[0]).toBe('Notice 3'));

    await user.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()).toEqual(['Notice 3', 'Notice 2', 'Notice 1']));
    expect(stored.every((n) => n.read_at !== null)).toBe(true);
  });

  it("goes to a notification's screen, and to the full page, closing the panel", async () => {
    stored = [notification(1, { title: 'Tee time booked', link: '/courses/my-bookings' })];
    const { user, navigate } = renderChrome();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await within(panel()).findByRole('link', { name: 'Tee time booked' }));
    expect(navigate).toHaveBeenCalledWith('/courses/my-bookings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(stored[0]!.read_at).not.toBeNull());

    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await user.click(within(panel()).getByRole('link', { name: 'All notifications' }));
    expect(navigate).toHaveBeenLastCalledWith('/notifications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    const { user } = renderChrome();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(api.calls('GET', COUNT)).toHaveLength(1));
    await user.click(bell);
    expect(await within(panel()).findByText('No notifications yet')).toBeInTheDocument();
    await user.click(bell);

    api.on('GET', LIST, apiError(500, 'internal', 'Database unavailable'));
    await user.click(bell);
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Notifications could not be loaded');
    stored = [notification(1)];
    api.on('GET', LIST, () => json(stored));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel()).findByRole('heading', { name: 'Unread: Notice 1' }),
    ).toBeInTheDocument();
  });

  it('follows new and read notifications live, and asks again after a reconnect', async () => {
    stored = [notification(1)];
    const { user } = renderChrome();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    await within(panel()).findByRole('heading', { name: 'Unread: Notice 1' });

    stored.push(notification(2, { title: 'Tee time booked: Old Course' }));
    act(() => emitLive('notification.created', { id: 2, unread_count: 2 }));
    expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    // The open panel shows the new one on top.
    expect(
      await within(panel()).findByRole('heading', { name: 'Unread: Tee time booked: Old Course' }),
    ).toBeInTheDocument();

    act(() => emitLive('notifications.read', { unread_count: 0 }));
    expect(bell).toHaveAccessibleName('Notifications');

    stored.push(notification(3));
    act(() => reconnectLive());
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 3 unread'));
  });

  it('is not there while the club requires a new password', () => {
    signInAs({ ...member, must_change_password: true });
    renderChrome();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

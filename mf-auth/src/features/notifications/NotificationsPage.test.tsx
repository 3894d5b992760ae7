import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@fairway/shared-api';
import type { Notification } from '@fairway/shared-api/notifications';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { MEMBER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { captureToasts } from '../../test/toasts';
import { emitLive, reconnectLive } from './liveTesting';

/** Answers like /api/settings/notifications for MEMBER: newest first, `limit` and `before`. */
let api: ApiServer;
let stored: Notification[];
let toasts: ReturnType<typeof captureToasts>;

const LIST = '/api/settings/notifications/:userId';
const COUNT = '/api/settings/notifications/:userId/unread-count';

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    notification_type_id: 1,
    user_id: MEMBER.id,
    title: `Notice ${id}`,
    body: `Body of notice ${id}`,
    link: null,
    data: {},
    read_at: null,
    created_at: new Date(Date.now() - (100 - id) * 60_000).toISOString(),
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
  toasts = captureToasts();
  sessionStore.setState({ user: { ...MEMBER }, status: 'authenticated', error: null });
  stored = [];
  api.on('GET', LIST, ({ query }) => {
    const limit = Number(query.get('limit') ?? 20);
    const before = query.get('before');
    const rows = [...stored]
      .sort((a, b) => b.id - a.id)
      .filter((n) => before === null || n.id < Number(before));
    return json(rows.slice(0, limit));
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
afterEach(() => toasts.stop());

const list = () => screen.getByRole('list', { name: 'Your notifications' });
const titles = () =>
  within(list())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('notifications page', () => {
  it('lists the newest first, unread ones marked, with a link to their screen', async () => {
    stored = [
      notification(1, { read_at: '2030-01-01T09:00:00.000Z' }),
      notification(2, {
        title: 'Tee time booked: Old Course',
        link: '/courses/my-bookings',
        created_at: new Date(Date.now() - 125_000).toISOString(),
      }),
    ];
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(titles()).toEqual(['Unread: Tee time booked: Old Course', 'Notice 1']);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByText('Body of notice 1')).toBeInTheDocument();
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(screen.getByRole('link', { name: 'Tee time booked: Old Course' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/courses/my-bookings',
    );
    await waitFor(() => expect(stored[1]!.read_at).not.toBeNull());
  });

  it('marks one read: the button goes, the count follows and focus stays on the notification', async () => {
    stored = [notification(1), notification(2)];
    const user = userEvent.setup();
    renderApp('/notifications');
    await screen.findByText('2 unread');
    await user.click(screen.getByRole('button', { name: 'Mark “Notice 2” read' }));
    await screen.findByText('1 unread');
    expect(titles()).toEqual(['Notice 2', 'Unread: Notice 1']);
    expect(screen.queryByRole('button', { name: 'Mark “Notice 2” read' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notice 2' })).toHaveFocus());
    expect(api.calls('PUT', '/api/settings/notifications/read/:id').map((r) => r.path)).toEqual([
      '/api/settings/notifications/read/2',
    ]);
  });

  it('marks all read with one call', async () => {
    stored = [notification(1), notification(2), notification(3)];
    const user = userEvent.setup();
    renderApp('/notifications');
    await screen.findByText('3 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByText('All read');
    expect(titles()).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(toasts.toasts).toContainEqual({
      message: 'All notifications marked read',
      tone: 'success',
    });
    expect(api.calls('PUT', '/api/settings/notifications/read-all/:userId')).toHaveLength(1);
  });

  it('pages on with "Load more" until there are no older ones', async () => {
    stored = Array.from({ length: 45 }, (_, i) => notification(i + 1));
    const user = userEvent.setup();
    renderApp('/notifications');
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Unread: Notice 45');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(40));
    // The keyboard carries on at the first of the older ones.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Unread: Notice 25' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(45));
    expect(titles().at(-1)).toBe('Unread: Notice 1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is all your notifications.')).toBeInTheDocument();
    expect(
      api.calls('GET', LIST).map((r) => [r.query.get('limit'), r.query.get('before')]),
    ).toEqual([
      ['21', null],
      ['21', '26'],
      ['21', '6'],
    ]);
  });

  it('shows a new one as it arrives, announced, and follows reads made elsewhere', async () => {
    stored = [notification(1), notification(2)];
    renderApp('/notifications');
    await screen.findByText('2 unread');

    stored.push(notification(3, { title: 'Tee time booked: Old Course' }));
    act(() => emitLive('notification.created', { id: 3, unread_count: 3 }));
    await screen.findByText('3 unread');
    expect(titles()).toEqual([
      'Unread: Tee time booked: Old Course',
      'Unread: Notice 2',
      'Unread: Notice 1',
    ]);
    // Said politely to screen readers (a LiveMessage), not shown.
    expect(await screen.findByText('Notifications updated')).toHaveAttribute('role', 'status');

    // Read in the bell (another application) or another tab.
    stored[0]!.read_at = '2030-01-01T10:00:00.000Z';
    act(() => emitLive('notifications.read', { unread_count: 2 }));
    await screen.findByText('2 unread');
    expect(titles()).toEqual([
      'Unread: Tee time booked: Old Course',
      'Unread: Notice 2',
      'Notice 1',
    ]);

    for (const n of stored) n.read_at ??= '2030-01-01T10:00:00.000Z';
    act(() => reconnectLive());
    await screen.findByText('All read');
  });

  it('says when there are none yet', async () => {
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that loads them', async () => {
    api.on('GET', LIST, apiError(500, 'internal', 'Database unavailable'));
    renderApp('/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');

    stored = [notification(1)];
    api.on('GET', LIST, () => json(stored));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your notifications' })).toBeInTheDocument();
    expect(titles()).toEqual(['Unread: Notice 1']);
  });

  it('keeps the notification unread and says why when marking it fails', async () => {
    stored = [notification(1)];
    api.on(
      'PUT',
      '/api/settings/notifications/read/:id',
      apiError(404, 'not_found', 'Notification not found'),
    );
    renderApp('/notifications');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Mark “Notice 1” read' }));
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({
        message: 'Failed to mark notification as read: Notification not found',
        tone: 'error',
      }),
    );
    expect(titles()).toEqual(['Unread: Notice 1']);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });
});

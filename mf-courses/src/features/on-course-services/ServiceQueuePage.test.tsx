import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnCourseService } from '@fairway/shared-api/courses';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { OLD_COURSE, PARK_COURSE } from '../../test/courses';
import { makeService } from '../../test/services';
import { ServiceQueuePage } from './components/ServiceQueuePage';
import { QUEUE_REFRESH_MS } from './hooks/useServiceQueue';

const STAFF = ['self:use', 'courses:read', 'course_services:manage'];
const UNRESOLVED = '/api/settings/on-course-services/unresolved';
const RESOLVE = '/api/settings/on-course-services/:id/resolve';

let api: ApiServer;
let open: OnCourseService[];

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(STAFF, 5);
  open = [
    makeService(2, { created_at: minutesAgo(12), course_id: 2, hole_number: 4 }),
    makeService(1, {
      created_at: minutesAgo(65),
      service_type: 'first_aid',
      requested_by_name: 'Kim Lee',
      description: 'Twisted ankle near the green',
    }),
  ];
  api.on('GET', '/api/settings/courses', json([OLD_COURSE, PARK_COURSE]));
  api.on('GET', UNRESOLVED, () => json(open));
});

describe('service queue', () => {
  it('lists open requests oldest first with type, course, hole, requester and age', async () => {
    renderAt('/courses/services', <ServiceQueuePage />);
    await screen.findByRole('heading', { name: 'First aid · Old Course, hole 7' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'First aid · Old Course, hole 7',
      'Refreshments · Park Course, hole 4',
    ]);
    expect(within(cards[0]!).getByText(/Kim Lee/)).toHaveTextContent('Kim Lee · 1 h 5 min ago');
    expect(within(cards[0]!).getByText('Twisted ankle near the green')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/Sam Smith/)).toHaveTextContent('Sam Smith · 12 min ago');
    expect(screen.getByRole('heading', { name: 'Open requests (2)' })).toBeInTheDocument();
  });

  it('resolves one: it leaves the list and screen readers hear so', async () => {
    api.on('PUT', RESOLVE, (req) =>
      json({
        ...open.find((s) => s.id === Number(req.params.id))!,
        is_resolved: true,
        resolved_by_user_id: 5,
        resolved_at: new Date().toISOString(),
      }),
    );
    const user = userEvent.setup();
    renderAt('/courses/services', <ServiceQueuePage />);
    await user.click(await screen.findByRole('button', { name: 'Resolve First aid for Kim Lee' }));

    expect(
      await screen.findByText('Resolved: First aid for Kim Lee. 1 open request left.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Open requests (1)' })).toHaveFocus();
    const [put] = api.calls('PUT', RESOLVE);
    expect(put!.params.id).toBe('1');
    expect(put!.body).toEqual({});
  });

  it('drops a request someone else resolved meanwhile', async () => {
    api.on('PUT', RESOLVE, apiError(404, 'not_found', 'On-course service not found'));
    const user = userEvent.setup();
    renderAt('/courses/services', <ServiceQueuePage />);
    await user.click(
      await screen.findByRole('button', { name: 'Resolve Refreshments for Sam Smith' }),
    );
    expect(
      await screen.findByText('Refreshments for Sam Smith was already resolved.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("says 'No open requests' when the queue is empty", async () => {
    open = [];
    renderAt('/courses/services', <ServiceQueuePage />);
    expect(await screen.findByText('No open requests')).toBeInTheDocument();
  });

  it('refreshes every 30 seconds while the page is visible', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      renderAt('/courses/services', <ServiceQueuePage />);
      await screen.findAllByRole('article');
      expect(api.calls('GET', UNRESOLVED)).toHaveLength(1);
      open = [...open, makeService(3, { created_at: minutesAgo(0), service_type: 'marshal' })];
      act(() => {
        jest.advanceTimersByTime(QUEUE_REFRESH_MS);
      });
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
      expect(api.calls('GET', UNRESOLVED)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says why the queue could not be loaded', async () => {
    api.on('GET', UNRESOLVED, apiError(500, 'internal', 'Something went wrong on our side'));
    renderAt('/courses/services', <ServiceQueuePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The requests could not be loaded');
  });
});

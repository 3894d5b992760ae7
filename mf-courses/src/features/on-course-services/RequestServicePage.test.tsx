import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnCourseService } from '@fairway/shared-api/courses';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { OLD_COURSE, PARK_COURSE } from '../../test/courses';
import { makeService } from '../../test/services';
import { makeBooking } from '../../test/teeTimes';
import { clubWallClock } from '../booking/utils/clock';
import { RequestServicePage } from './components/RequestServicePage';
import { estimateHole } from './utils/holeEstimate';

const MEMBER = ['self:use', 'courses:read', 'tee_times:book', 'course_services:request'];
const REQUESTS = '/api/settings/on-course-services';
const MINE = `${REQUESTS}/mine`;
const CURRENT = '/api/settings/tee-time-bookings/current-tee-time';

let api: ApiServer;
let saved: Map<number, OnCourseService>;

/** GET /on-course-services/mine as the server answers it: Morgan's (user 1) only, open first. */
function mineOf(rows: Iterable<OnCourseService>): OnCourseService[] {
  return [...rows]
    .filter((s) => s.requested_by_user_id === 1)
    .sort(
      (a, b) =>
        Number(a.is_resolved) - Number(b.is_resolved) ||
        b.created_at.localeCompare(a.created_at) ||
        b.id - a.id,
    );
}

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  localStorage.clear();
  signInWith(MEMBER, 1);
  saved = new Map();
  let nextId = 30;
  api.on('GET', '/api/settings/courses', json([OLD_COURSE, PARK_COURSE]));
  api.on('GET', CURRENT, json(null));
  api.on('POST', REQUESTS, (req) => {
    const body = req.body as Partial<OnCourseService>;
    const row = makeService(nextId++, {
      ...body,
      requested_by_user_id: 1,
      requested_by_name: 'Morgan Member',
      created_at: new Date().toISOString(),
    });
    saved.set(row.id, row);
    return json(row, 201);
  });
  api.on('GET', MINE, () => json(mineOf(saved.values())));
});

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('a member requests an on-course service (defect 12)', () => {
  it('sends the service, the course and hole of their round under way, and a note', async () => {
    const now = clubWallClock(new Date(), 'UTC');
    const start = Math.max(0, now.minutes - 60);
    const round = makeBooking({
      course_id: 2,
      course_name: 'Park Course',
      date: now.date,
      start_time: hhmm(start),
    });
    api.on('GET', CURRENT, json({ booking: round, state: 'in_progress' }));
    const hole = estimateHole(round, clubWallClock(new Date(), 'UTC'), 18);
    const user = userEvent.setup();
    renderAt('/courses/request-service', <RequestServicePage />);

    const form = await screen.findByRole('region', { name: 'New request' }, { timeout: 5000 });
    expect(within(form).getByRole('combobox', { name: 'Course' })).toHaveDisplayValue(
      'Park Course',
    );
    expect(within(form).getByRole('combobox', { name: 'Course' })).toHaveAccessibleDescription(
      `From your tee time at ${hhmm(start)}.`,
    );
    expect(within(form).getByRole('spinbutton', { name: /hole number/i })).toHaveValue(hole);

    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByRole('combobox', { name: /service/i })).toHaveAccessibleDescription(
      'Choose a service',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /service/i }),
      'Refreshments',
    );
    await user.type(within(form).getByRole('textbox', { name: /description/i }), 'Two waters');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText('Refreshments requested: the staff have been told'),
    ).toBeInTheDocument();
    expect(api.calls('POST', REQUESTS)[0]!.body).toEqual({
      course_id: 2,
      service_type: 'refreshments',
      hole_number: hole,
      description: 'Two waters',
    });
    // Her request, with its state.
    const mine = screen.getByRole('region', { name: 'My requests' });
    expect(await within(mine).findByText(`Park Course, hole ${hole}`)).toBeInTheDocument();
    expect(within(mine).getByText('Waiting for the staff')).toBeInTheDocument();
    expect(within(mine).getByText('Two waters')).toBeInTheDocument();
  });

  it('lets a member without a round choose the course, and shows when the staff are done', async () => {
    const user = userEvent.setup();
    renderAt('/courses/request-service', <RequestServicePage />);
    const form = await screen.findByRole('region', { name: 'New request' }, { timeout: 5000 });
    expect(within(form).getByRole('combobox', { name: 'Course' })).toHaveAccessibleDescription(
      'You have no tee time under way: choose the course you are on.',
    );
    expect(within(form).getByRole('spinbutton', { name: /hole number/i })).toHaveValue(null);
    expect(
      within(screen.getByRole('region', { name: 'My requests' })).getByText('No requests yet'),
    ).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: /service/i }), 'First aid');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Course' }), 'Old Course');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.calls('POST', REQUESTS)).toHaveLength(1));
    expect(api.calls('POST', REQUESTS)[0]!.body).toEqual({
      course_id: 1,
      service_type: 'first_aid',
      hole_number: null,
      description: null,
    });
    const mine = screen.getByRole('region', { name: 'My requests' });
    expect(await within(mine).findByText('Waiting for the staff')).toBeInTheDocument();

    // The staff resolve it; the member refreshes.
    const [id] = [...saved.keys()];
    saved.set(id!, {
      ...saved.get(id!)!,
      is_resolved: true,
      resolved_at: new Date().toISOString(),
    });
    await user.click(within(mine).getByRole('button', { name: 'Refresh' }));
    expect(await within(mine).findByText('Done')).toBeInTheDocument();
  });

  it('shows her requests sent from any device: open ones first, then the resolved', async () => {
    // Sent from her phone earlier: this browser has never seen them.
    saved.set(
      12,
      makeService(12, {
        requested_by_user_id: 1,
        service_type: 'first_aid',
        hole_number: 3,
        course_id: 1,
        is_resolved: true,
        resolved_by_user_id: 5,
        resolved_at: '2026-03-03T11:40:00.000Z',
        created_at: '2026-03-03T11:30:00.000Z',
      }),
    );
    saved.set(
      14,
      makeService(14, {
        requested_by_user_id: 1,
        course_id: 2,
        hole_number: null,
        description: 'Ice please',
        created_at: '2026-03-03T11:50:00.000Z',
      }),
    );
    // Another member's request is not hers.
    saved.set(13, makeService(13, { requested_by_user_id: 12, hole_number: 9 }));
    renderAt('/courses/request-service', <RequestServicePage />);

    const mine = await screen.findByRole('region', { name: 'My requests' });
    const items = await within(mine).findAllByRole('listitem', {}, { timeout: 5000 });
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Refreshments Waiting for the staff',
      'First aid Done',
    ]);
    expect(within(items[0]!).getByText('Park Course')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Ice please')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Old Course, hole 3')).toBeInTheDocument();
    expect(within(mine).queryByText('Old Course, hole 9')).not.toBeInTheDocument();
    expect(within(mine).getByRole('status')).toHaveTextContent('1 open request');
  });

  it('says when her requests could not be loaded, and tries again', async () => {
    saved.set(12, makeService(12, { requested_by_user_id: 1, hole_number: 3, course_id: 1 }));
    api.on('GET', MINE, apiError(500, 'internal', 'Something went wrong on our side'));
    const user = userEvent.setup();
    renderAt('/courses/request-service', <RequestServicePage />);

    const mine = await screen.findByRole('region', { name: 'My requests' });
    expect(
      await within(mine).findByText('Your requests could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The form still works meanwhile.
    expect(await screen.findByRole('region', { name: 'New request' })).toBeInTheDocument();

    api.on('GET', MINE, () => json(mineOf(saved.values())));
    await user.click(within(mine).getByRole('button', { name: 'Try again' }));
    expect(await within(mine).findByText('Old Course, hole 3')).toBeInTheDocument();
  });
});

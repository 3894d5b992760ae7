import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attendance } from '@fairway/shared-api/academy';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import {
  ACADEMY,
  makeAttendance,
  makeSchedule,
  makeSession,
  makeSummary,
} from '../../shared/testing/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { ReportsPage } from './components/ReportsPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['academy:read']);
});

const schedule = makeSchedule();
const sessions = [
  makeSession({
    id: 1,
    session_number: 1,
    status: 'completed',
    expected_count: 4,
    attended_count: 3,
    marked_count: 4,
  }),
  makeSession({
    id: 2,
    session_number: 2,
    session_date: '2026-12-08',
    status: 'completed',
    expected_count: 4,
    attended_count: 2,
    marked_count: 4,
  }),
  makeSession({ id: 3, session_number: 3, session_date: '2026-12-15', status: 'cancelled' }),
];
const marks: Attendance[] = [
  makeAttendance({ id: 1, status: 'present', progress_rating: 4 }),
  makeAttendance({ id: 2, session_id: 2, status: 'late', progress_rating: 2 }),
  makeAttendance({
    id: 3,
    candidate_id: 2,
    candidate_name: 'Ben Ortiz',
    enrollment_id: 2,
    status: 'absent',
    progress_rating: null,
  }),
];

function serve() {
  api.on('GET', `${ACADEMY}/schedules`, json([schedule]));
  api.on('GET', `${ACADEMY}/schedules/:id/sessions`, json(sessions));
  api.on(
    'GET',
    `${ACADEMY}/schedules/:id/summary`,
    json(makeSummary({ attendance_rate: 0.625, average_progress: 3, revenue: 18000 })),
  );
  api.on('GET', `${ACADEMY}/schedules/date-range`, json([schedule]));
  api.on('GET', `${ACADEMY}/sessions/date-range`, json(sessions));
  // Two pages: the report reads them all.
  api.on('GET', `${ACADEMY}/attendance`, (req) => {
    const offset = Number(req.query.get('offset') ?? 0);
    const page = offset === 0 ? marks.slice(0, 2) : marks.slice(2);
    return json(page, 200, { 'x-total-count': String(marks.length) });
  });
}

describe('the academy reports', () => {
  it("shows a schedule's tiles, attendance per session, statuses and candidates", async () => {
    serve();
    // Answers one page at a time: a client asking for 500 gets 2, then the rest.
    renderAt('/academy/reports?schedule=1', <ReportsPage />);

    const bars = await screen.findByRole('table', { name: 'Attendance rate per session' });
    const rows = within(bars).getAllByRole('row');
    // The header and the two sessions held; the cancelled one is left out.
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('75%');
    expect(rows[2]).toHaveTextContent('50%');

    const donut = screen.getByRole('table', { name: 'Attendance statuses' });
    expect(within(donut).getByRole('row', { name: /Present/ })).toHaveTextContent('1');
    expect(within(donut).getByRole('row', { name: /Absent/ })).toHaveTextContent('1');

    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByRole('group', { name: 'Attendance rate' })).toHaveTextContent(
      '63%',
    );
    expect(within(figures).getByRole('group', { name: 'Revenue' })).toHaveTextContent('£180.00');
    expect(within(figures).getByRole('group', { name: 'Places taken' })).toHaveTextContent(
      '3 of 8',
    );

    const candidates = screen.getByRole('table', { name: 'Candidates' });
    const ana = within(candidates).getByRole('row', { name: /Ana López/ });
    expect(ana).toHaveTextContent('2');
    expect(ana).toHaveTextContent('3 / 5');
    expect(within(candidates).getByRole('row', { name: /Ben Ortiz/ })).toHaveTextContent('—');

    const reads = api.calls('GET', `${ACADEMY}/attendance`);
    expect(reads.map((r) => r.query.get('offset'))).toEqual(['0', '2']);
    expect(reads[0]!.query.get('schedule_id')).toBe('1');
  });

  it('reports every schedule over the period in the URL', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/academy/reports?from=2026-12-01&to=2026-12-31', <ReportsPage />);

    expect(
      await screen.findByRole('table', { name: 'Attendance rate per session' }),
    ).toHaveTextContent('Winter short game #1');
    expect(api.calls('GET', `${ACADEMY}/sessions/date-range`)[0]!.query.toString()).toBe(
      'start_date=2026-12-01&end_date=2026-12-31',
    );
    expect(api.calls('GET', `${ACADEMY}/attendance`)[0]!.query.get('start_date')).toBe(
      '2026-12-01',
    );
    const figures = screen.getByRole('region', { name: 'Figures' });
    // From the marks: 2 of 3 attended.
    expect(within(figures).getByRole('group', { name: 'Attendance rate' })).toHaveTextContent(
      '67%',
    );

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Schedule' }),
      await screen.findByRole('option', { name: /Winter short game/ }),
    );
    await waitFor(() =>
      expect(api.calls('GET', `${ACADEMY}/schedules/1/sessions`)).toHaveLength(1),
    );
  });

  it('says so when nothing was marked', async () => {
    api.on('GET', `${ACADEMY}/schedules`, json([schedule]));
    api.on('GET', `${ACADEMY}/schedules/:id/sessions`, json([]));
    api.on(
      'GET',
      `${ACADEMY}/schedules/:id/summary`,
      json(makeSummary({ attendance_rate: null, average_progress: null })),
    );
    api.on('GET', `${ACADEMY}/attendance`, json([], 200, { 'x-total-count': '0' }));
    renderAt('/academy/reports?schedule=1', <ReportsPage />);

    expect(await screen.findByText('No attendance marked yet')).toBeInTheDocument();
    expect(screen.getByText('No sessions to report')).toBeInTheDocument();
    expect(screen.getByText('No candidates to report')).toBeInTheDocument();
  });
});

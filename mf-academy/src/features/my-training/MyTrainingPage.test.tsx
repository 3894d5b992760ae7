import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFormat } from '@fairway/shared-ui';
import type { Session } from '@fairway/shared-api/academy';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import {
  ACADEMY,
  TRAININGS,
  makeAttendance,
  makeCandidate,
  makeEnrollment,
  makeSession,
  makeTraining,
  makeTrainingRequest,
} from '../../shared/testing/fixtures';
import { addDays } from '../../shared/utils/days';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { MyTrainingPage } from './components/MyTrainingPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const ME = 7;
const today = () => getFormat().today();

/** A session of schedule 1 on `day` (club clock 10:00–11:00, London in winter is UTC). */
function sessionOn(day: string, overrides: Partial<Session> = {}): Session {
  return makeSession({
    session_date: day,
    starts_at: `${day}T10:00:00.000Z`,
    ends_at: `${day}T11:00:00.000Z`,
    ...overrides,
  });
}

const approved = makeEnrollment({ id: 1, status: 'approved' });
const pending = makeEnrollment({
  id: 2,
  schedule_id: 2,
  schedule_name: 'Putting clinic',
  schedule_start_date: '2027-01-10',
  schedule_end_date: '2027-02-10',
  status: 'pending',
  approved_by: null,
  approved_at: null,
});
const withdrawn = makeEnrollment({
  id: 3,
  schedule_id: 3,
  schedule_name: 'Summer range',
  schedule_start_date: '2026-06-01',
  schedule_end_date: '2026-06-30',
  status: 'withdrawn',
  withdrawn_at: '2026-06-02T09:00:00.000Z',
  withdraw_reason: 'Injured',
});

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['academy:enrol'], ME);
  api.on('GET', `${ACADEMY}/candidates`, json([makeCandidate()]));
  api.on('GET', `${ACADEMY}/enrollments/candidate/1`, json([approved, pending, withdrawn]));
  api.on('GET', `${ACADEMY}/attendance/candidate/1`, json([]));
  api.on('GET', `${ACADEMY}/schedules/1/sessions`, json([]));
  api.on(
    'GET',
    TRAININGS,
    json([makeTraining(), makeTraining({ id: 2, name: 'Old lesson', is_active: false })]),
  );
  api.on('GET', `${TRAININGS}/users`, json([]));
});

const renderPage = () => renderAt('/academy/mine', <MyTrainingPage />);

describe('my training', () => {
  it('lists my courses with their status, and withdraws with my reason', async () => {
    api.on('POST', `${ACADEMY}/enrollments/:id/withdraw`, (req) =>
      json({
        ...pending,
        status: 'withdrawn',
        withdrawn_at: '2026-11-25T09:00:00.000Z',
        withdraw_reason: (req.body as { reason: string }).reason,
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'My courses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Putting clinic');
    expect(items[0]).toHaveTextContent('Awaiting approval');
    expect(within(list).getByText('Winter short game').closest('li')).toHaveTextContent('Approved');
    expect(list).toHaveTextContent('Withdrawn: Injured');
    // Withdraw only while pending or approved.
    expect(within(list).getAllByRole('button', { name: /^Withdraw from/ })).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: 'Withdraw from Putting clinic' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw from Putting clinic?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Clashes with work');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('You have withdrawn from Putting clinic')).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/enrollments/2/withdraw`)[0]!.body).toEqual({
      reason: 'Clashes with work',
    });
    await waitFor(() => expect(list).toHaveTextContent('Withdrawn: Clashes with work'));
    expect(within(list).getAllByRole('button', { name: /^Withdraw from/ })).toHaveLength(1);
  });

  it('shows my next sessions in time order, cancelled ones struck through, past ones gone', async () => {
    const day = today();
    api.on(
      'GET',
      `${ACADEMY}/schedules/1/sessions`,
      json([
        sessionOn(addDays(day, -7), { id: 1, session_number: 1, status: 'completed' }),
        sessionOn(addDays(day, 9), { id: 3, session_number: 3 }),
        sessionOn(addDays(day, 2), {
          id: 2,
          session_number: 2,
          status: 'cancelled',
          cancel_reason: 'Course flooded',
        }),
      ]),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'My next sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Winter short game · Session 2');
    expect(items[0]).toHaveTextContent('10:00–11:00');
    expect(items[0]).toHaveTextContent('Course flooded');
    expect(
      within(items[0]!)
        .getByText(/10:00–11:00/)
        .closest('s'),
    ).not.toBeNull();
    expect(items[1]).toHaveTextContent('Session 3');
    expect(
      within(items[1]!)
        .getByText(/10:00–11:00/)
        .closest('s'),
    ).toBeNull();
    // Only the approved enrolment's schedule is read.
    expect(api.calls('GET', `${ACADEMY}/schedules/2/sessions`)).toHaveLength(0);
  });

  it('charts my progress ratings, with a table of the same numbers for screen readers', async () => {
    api.on(
      'GET',
      `${ACADEMY}/attendance/candidate/1`,
      json([
        makeAttendance({
          id: 2,
          session_id: 2,
          session_number: 2,
          session_date: '2026-12-08',
          status: 'late',
          progress_rating: 4,
          participation_level: 5,
        }),
        makeAttendance({
          id: 1,
          progress_rating: 2,
          participation_level: 3,
          trainer_notes: 'Good start',
        }),
        makeAttendance({
          id: 3,
          session_id: 3,
          session_number: 3,
          session_date: '2026-12-15',
          status: 'absent',
          progress_rating: null,
          participation_level: null,
        }),
      ]),
    );
    renderPage();
    const chart = await screen.findByRole('table', { name: 'Progress rating by session' });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('#1 Tue 1 Dec');
    expect(rows[0]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('#2 Tue 8 Dec');
    expect(rows[1]).toHaveTextContent('4');

    const table = screen.getByRole('table', { name: 'Attendance and ratings' });
    expect(within(table).getByRole('row', { name: /Late/ })).toHaveTextContent('5');
    expect(within(table).getByRole('row', { name: /Absent/ })).toBeInTheDocument();
    expect(table).toHaveTextContent('Good start');
  });

  it('requests a lesson with a preferred date', async () => {
    const wanted = addDays(today(), 3);
    api.on('POST', `${TRAININGS}/users`, (req) =>
      json(
        makeTrainingRequest({
          id: 8,
          preferred_date: (req.body as { preferred_date: string }).preferred_date,
        }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const lesson = await screen.findByRole('combobox', { name: /Lesson/ });
    expect(within(lesson).queryByRole('option', { name: /Old lesson/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No lesson requests yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a lesson first')).toBeInTheDocument();
    expect(api.calls('POST', `${TRAININGS}/users`)).toHaveLength(0);

    await user.selectOptions(lesson, 'Putting lesson · Old Course · £40.00');
    await user.type(screen.getByLabelText(/Preferred date/), wanted);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Putting lesson requested. The academy will confirm a date.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${TRAININGS}/users`)[0]!.body).toEqual({
      training_id: 1,
      preferred_date: wanted,
    });
    const mine = screen.getByRole('list', { name: 'My lessons' });
    expect(mine).toHaveTextContent('Requested');
  });

  it('accepts a proposed date, and cancels a request', async () => {
    const proposed = makeTrainingRequest({
      id: 5,
      proposed_date: '2026-12-04T15:00:00.000Z',
      proposal_note: 'Bring your putter',
    });
    const other = makeTrainingRequest({ id: 6, training_id: 2, training_name: 'Chipping lesson' });
    api.on('GET', `${TRAININGS}/users`, json([proposed, other]));
    api.on('PUT', `${TRAININGS}/users/:id`, (req) => {
      const { status_id } = req.body as { status_id: number };
      return status_id === 2
        ? json({
            ...proposed,
            status_id: 2,
            status: 'CONFIRMED',
            status_name: 'Confirmed',
            training_date: proposed.proposed_date,
          })
        : json({ ...other, status_id: 3, status: 'CANCELLED', status_name: 'Cancelled' });
    });
    const user = userEvent.setup();
    renderPage();
    const mine = await screen.findByRole('list', { name: 'My lessons' });
    expect(mine).toHaveTextContent('The academy proposes 04/12/2026 15:00 · Bring your putter');
    await user.click(
      within(mine).getByRole('button', { name: 'Accept 04/12/2026 15:00 for Putting lesson' }),
    );
    expect(
      await screen.findByText('Putting lesson confirmed for 04/12/2026 15:00'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${TRAININGS}/users/5`)[0]!.body).toEqual({ status_id: 2 });
    await waitFor(() => expect(mine).toHaveTextContent('Confirmed for 04/12/2026 15:00'));

    await user.click(
      within(mine).getByRole('button', { name: 'Cancel request for Chipping lesson' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Cancel your request for Chipping lesson?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Cancel request for Chipping lesson' }),
    );
    expect(
      await screen.findByText('Your request for Chipping lesson is cancelled'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${TRAININGS}/users/6`)[0]!.body).toEqual({ status_id: 3 });
  });

  it('shows a refusal of an acceptance', async () => {
    api.on(
      'GET',
      `${TRAININGS}/users`,
      json([makeTrainingRequest({ id: 5, proposed_date: '2026-12-04T15:00:00.000Z' })]),
    );
    api.on(
      'PUT',
      `${TRAININGS}/users/:id`,
      apiError(409, 'conflict', 'A Cancelled request cannot become Confirmed'),
    );
    const user = userEvent.setup();
    renderPage();
    const mine = await screen.findByRole('list', { name: 'My lessons' });
    await user.click(within(mine).getByRole('button', { name: /^Accept/ }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent(
      'A Cancelled request cannot become Confirmed',
    );
  });

  it('shows empty states before I first enrol (no candidate yet)', async () => {
    api.on('GET', `${ACADEMY}/candidates`, json([]));
    renderPage();
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
    expect(await screen.findByText('No sessions coming up')).toBeInTheDocument();
    expect(screen.getByText('No sessions attended yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/academy',
    );
    expect(api.calls('GET', `${ACADEMY}/enrollments/candidate/:id`)).toHaveLength(0);
  });

  it('offers to try again when my training cannot be loaded', async () => {
    api.on('GET', `${ACADEMY}/candidates`, apiError(500, 'internal', 'Database unavailable'));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your training could not be loaded');
    api.on('GET', `${ACADEMY}/candidates`, json([makeCandidate()]));
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('list', { name: 'My courses' })).toBeInTheDocument();
  });
});

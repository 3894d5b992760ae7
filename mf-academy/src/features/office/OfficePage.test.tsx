import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Enrollment, Schedule } from '@fairway/shared-api/academy';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import {
  ACADEMY,
  TRAININGS,
  makeCandidate,
  makeEnrollment,
  makePlan,
  makeSchedule,
  makeSession,
  makeSummary,
  makeTrainer,
  makeTrainingRequest,
} from '../../shared/testing/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { OfficePage } from './components/OfficePage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const STAFF = ['academy:read', 'academy:write', 'academy:teach', 'academy:enrol'];
const READER = ['academy:read', 'academy:enrol'];

const draft = makeSchedule({
  id: 2,
  name: 'Spring putting',
  status: 'draft',
  published_at: null,
  places_taken: 0,
  places_left: 8,
  session_count: 0,
});
const published = makeSchedule({ id: 1 });

function serveSchedules(rows: Schedule[]) {
  // First: a later route wins, and /schedules/status must not be taken for an id.
  api.on('GET', `${ACADEMY}/schedules/:id`, (req) => {
    const found = rows.find((s) => s.id === Number(req.params.id));
    return found ? json(found) : apiError(404, 'not_found', 'Schedule not found');
  });
  api.on('GET', `${ACADEMY}/schedules`, json(rows));
  api.on('GET', `${ACADEMY}/schedules/status`, (req) =>
    json(rows.filter((s) => s.status === req.query.get('status'))),
  );
  api.on('GET', `${ACADEMY}/training-plans/active`, json([makePlan()]));
  api.on(
    'GET',
    `${ACADEMY}/trainers/active`,
    json([
      makeTrainer(),
      makeTrainer({ id: 2, name: 'Ann Pro', first_name: 'Ann', last_name: 'Pro', user_id: 6 }),
    ]),
  );
}

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(STAFF);
});

const renderOffice = (url = '/academy/office') => renderAt(url, <OfficePage />);

describe('the academy office: schedules', () => {
  it('lists schedules with trainer, plan, places and status, filtered by status in the URL', async () => {
    serveSchedules([published, draft]);
    const user = userEvent.setup();
    renderOffice();

    const table = await screen.findByRole('table', { name: 'Schedules' });
    const row = await within(table).findByRole('row', { name: /Winter short game/ });
    expect(row).toHaveTextContent('Short game basics');
    expect(row).toHaveTextContent('Tom Coach');
    expect(row).toHaveTextContent('3/8');
    expect(row).toHaveTextContent('Published');
    expect(within(table).getByRole('row', { name: /Spring putting/ })).toHaveTextContent('Draft');

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('No schedules in this status')).toBeInTheDocument();
    expect(api.calls('GET', `${ACADEMY}/schedules/status`).at(-1)!.query.get('status')).toBe(
      'completed',
    );
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the empty state when there are no schedules', async () => {
    serveSchedules([]);
    renderOffice();
    expect(await screen.findByText('No schedules yet')).toBeInTheDocument();
  });

  it('publishes a draft and shows the new status', async () => {
    serveSchedules([draft]);
    api.on(
      'POST',
      `${ACADEMY}/schedules/:id/publish`,
      json({ ...draft, status: 'published', session_count: 4 }),
    );
    const user = userEvent.setup();
    renderOffice();

    const row = await screen.findByRole('row', { name: /Spring putting/ });
    await user.click(within(row).getByRole('button', { name: 'Publish Spring putting' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish Spring putting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(row).toHaveTextContent('Published'));
    expect(api.calls('POST', `${ACADEMY}/schedules/2/publish`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to publish in the dialog", async () => {
    serveSchedules([draft]);
    api.on(
      'POST',
      `${ACADEMY}/schedules/:id/publish`,
      apiError(409, 'conflict', 'Add at least one session before publishing'),
    );
    const user = userEvent.setup();
    renderOffice();

    const row = await screen.findByRole('row', { name: /Spring putting/ });
    await user.click(within(row).getByRole('button', { name: 'Publish Spring putting' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish Spring putting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText('Add at least one session before publishing'),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent('Draft');
  });

  it('cancels a schedule only with a reason, and sends it', async () => {
    serveSchedules([published]);
    api.on('POST', `${ACADEMY}/schedules/:id/cancel`, (req) =>
      json({
        ...published,
        status: 'cancelled',
        cancel_reason: (req.body as { reason: string }).reason,
        cancelled_at: '2026-11-20T10:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    renderOffice();

    const row = await screen.findByRole('row', { name: /Winter short game/ });
    await user.click(within(row).getByRole('button', { name: 'Cancel Winter short game' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Winter short game?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel schedule' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/schedules/1/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Coach injured');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(row).toHaveTextContent('Cancelled'));
    expect(api.calls('POST', `${ACADEMY}/schedules/1/cancel`)[0]!.body).toEqual({
      schedule_id: 1,
      reason: 'Coach injured',
    });
  });

  it('creates a draft with typed fields and money in minor units', async () => {
    serveSchedules([]);
    api.on('POST', `${ACADEMY}/schedules`, (req) =>
      json({ ...draft, id: 9, ...(req.body as object) }, 201),
    );
    api.on('GET', `${ACADEMY}/schedules/:id/summary`, json(makeSummary({ schedule_id: 9 })));
    api.on('GET', `${ACADEMY}/schedules/:id/sessions`, json([]));
    api.on('GET', `${ACADEMY}/schedules/:id/enrollments`, json([]));
    const user = userEvent.setup();
    renderOffice();

    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const dialog = screen.getByRole('dialog', { name: 'New schedule' });
    await within(dialog).findByRole('option', { name: 'Short game basics' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Training plan/ }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Trainer/ }), '2');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Summer short game');
    await user.type(within(dialog).getByLabelText(/First day/), '2027-06-01');
    await user.clear(within(dialog).getByLabelText(/Last day/));
    await user.type(within(dialog).getByLabelText(/Last day/), '2027-06-29');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '120.50');
    await user.type(within(dialog).getByRole('textbox', { name: /Member price/ }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('POST', `${ACADEMY}/schedules`)).toHaveLength(1));
    expect(api.calls('POST', `${ACADEMY}/schedules`)[0]!.body).toEqual({
      name: 'Summer short game',
      description: null,
      training_plan_id: 1,
      trainer_id: 2,
      start_date: '2027-06-01',
      end_date: '2027-06-29',
      max_participants: 8,
      total_sessions: 4,
      price: 12050,
      member_price: 9000,
      location: null,
    });
  });

  it('shows a schedule with its tiles, sessions and enrolments, and adds weekly sessions', async () => {
    serveSchedules([draft]);
    let sessions = [makeSession({ schedule_id: 2, schedule_status: 'draft' })];
    api.on(
      'GET',
      `${ACADEMY}/schedules/:id/summary`,
      json(makeSummary({ schedule_id: 2, revenue: 18000 })),
    );
    api.on('GET', `${ACADEMY}/schedules/:id/sessions`, () => json(sessions));
    api.on(
      'GET',
      `${ACADEMY}/schedules/:id/enrollments`,
      json([makeEnrollment({ schedule_id: 2 })]),
    );
    api.on('POST', `${ACADEMY}/sessions`, (req) => {
      const body = req.body as { session_date: string; start_time: string; end_time: string };
      const made = makeSession({
        id: sessions.length + 1,
        schedule_id: 2,
        session_number: sessions.length + 1,
        ...body,
      });
      sessions = [...sessions, made];
      return json(made, 201);
    });
    const user = userEvent.setup();
    renderOffice('/academy/office?schedule=2');

    expect(await screen.findByRole('heading', { name: /Spring putting/ })).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Schedule at a glance' });
    await waitFor(() =>
      expect(within(tiles).getByRole('group', { name: 'Revenue' })).toHaveTextContent('£180.00'),
    );
    expect(within(tiles).getByRole('group', { name: 'Attendance' })).toHaveTextContent('50%');
    const sessionTable = screen.getByRole('table', { name: 'Sessions' });
    expect(await within(sessionTable).findAllByRole('row')).toHaveLength(2);
    expect(
      await within(screen.getByRole('table', { name: 'Enrolments' })).findByRole('row', {
        name: /Ana López/,
      }),
    ).toHaveTextContent('Approved');

    await user.click(screen.getByRole('button', { name: 'Add session' }));
    const dialog = screen.getByRole('dialog', { name: 'Add sessions to Spring putting' });
    await user.type(within(dialog).getByLabelText(/Starts/), '10:00');
    await user.type(within(dialog).getByLabelText(/Ends/), '11:00');
    const weeks = within(dialog).getByRole('textbox', { name: /Weekly/ });
    await user.clear(weeks);
    await user.type(weeks, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 sessions' }));

    expect(await screen.findByText('3 sessions added')).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/sessions`).map((c) => c.body)).toEqual(
      ['2026-12-01', '2026-12-08', '2026-12-15'].map((day) => ({
        schedule_id: 2,
        session_date: day,
        start_time: '10:00',
        end_time: '11:00',
        location: 'Practice ground',
        title: null,
      })),
    );
    await waitFor(() => expect(within(sessionTable).getAllByRole('row')).toHaveLength(5));
  });

  it("shows a trainer's double booking when adding a session", async () => {
    serveSchedules([draft]);
    api.on('GET', `${ACADEMY}/schedules/:id/summary`, json(makeSummary({ schedule_id: 2 })));
    api.on('GET', `${ACADEMY}/schedules/:id/sessions`, json([]));
    api.on('GET', `${ACADEMY}/schedules/:id/enrollments`, json([]));
    api.on(
      'POST',
      `${ACADEMY}/sessions`,
      apiError(409, 'conflict', 'Tom Coach already teaches from 10:00 to 11:00 on 2026-12-01'),
    );
    const user = userEvent.setup();
    renderOffice('/academy/office?schedule=2');

    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    const dialog = screen.getByRole('dialog', { name: 'Add sessions to Spring putting' });
    await user.type(within(dialog).getByLabelText(/Starts/), '10:00');
    await user.type(within(dialog).getByLabelText(/Ends/), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tom Coach already teaches from 10:00 to 11:00 on 2026-12-01',
    );
  });

  it('shows no write buttons to someone with academy:read only', async () => {
    signInWith(READER);
    serveSchedules([published, draft]);
    renderOffice();

    const table = await screen.findByRole('table', { name: 'Schedules' });
    await within(table).findByRole('row', { name: /Spring putting/ });
    expect(screen.queryByRole('button', { name: 'New schedule' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('the academy office: approvals', () => {
  const pending = (overrides: Partial<Enrollment> = {}) =>
    makeEnrollment({
      status: 'pending',
      approved_by: null,
      approved_at: null,
      ...overrides,
    });

  it('approves with one click: the row goes at once', async () => {
    const ana = pending({ id: 3 });
    const ben = pending({ id: 4, candidate_id: 2, candidate_name: 'Ben Ortiz' });
    api.on('GET', `${ACADEMY}/enrollments/status`, json([ana, ben]));
    api.on('POST', `${ACADEMY}/enrollments/:id/approve`, json({ ...ana, status: 'approved' }));
    const user = userEvent.setup();
    renderOffice('/academy/office?tab=approvals');

    const table = await screen.findByRole('table', { name: 'Enrolments awaiting approval' });
    const row = await within(table).findByRole('row', { name: /Ana López/ });
    await user.click(
      within(row).getByRole('button', { name: 'Approve Ana López for Winter short game' }),
    );
    expect(within(table).queryByRole('row', { name: /Ana López/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Ben Ortiz/ })).toBeInTheDocument();
    expect(await screen.findByText('Ana López approved for Winter short game')).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/enrollments/3/approve`)).toHaveLength(1);
    expect(api.calls('GET', `${ACADEMY}/enrollments/status`)[0]!.query.get('status')).toBe(
      'pending',
    );
  });

  it('puts the row back when the server refuses the approval', async () => {
    const ana = pending({ id: 3 });
    api.on('GET', `${ACADEMY}/enrollments/status`, json([ana]));
    api.on(
      'POST',
      `${ACADEMY}/enrollments/:id/approve`,
      apiError(409, 'conflict', 'A withdrawn enrolment cannot be approved'),
    );
    const user = userEvent.setup();
    renderOffice('/academy/office?tab=approvals');

    const table = await screen.findByRole('table', { name: 'Enrolments awaiting approval' });
    const row = await within(table).findByRole('row', { name: /Ana López/ });
    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText('A withdrawn enrolment cannot be approved')).toBeInTheDocument();
    // The list was empty for a moment; the row is back.
    expect(await screen.findByRole('row', { name: /Ana López/ })).toBeInTheDocument();
  });

  it('withdraws with a reason', async () => {
    const ana = pending({ id: 3 });
    api.on('GET', `${ACADEMY}/enrollments/status`, json([ana]));
    api.on('POST', `${ACADEMY}/enrollments/:id/withdraw`, json({ ...ana, status: 'withdrawn' }));
    const user = userEvent.setup();
    renderOffice('/academy/office?tab=approvals');

    const row = await screen.findByRole('row', { name: /Ana López/ });
    await user.click(within(row).getByRole('button', { name: /^Withdraw/ }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Withdraw Ana López from Winter short game?',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moved away');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ana López/ })).toBeNull());
    expect(api.calls('POST', `${ACADEMY}/enrollments/3/withdraw`)[0]!.body).toEqual({
      reason: 'Moved away',
    });
    expect(await screen.findByText('Nothing to approve')).toBeInTheDocument();
  });

  it('enrols a candidate found by name', async () => {
    api.on('GET', `${ACADEMY}/enrollments/status`, json([]));
    serveSchedules([published]);
    api.on('GET', `${ACADEMY}/candidates`, json([makeCandidate({ id: 5 })]));
    api.on('POST', `${ACADEMY}/enrollments`, (req) =>
      json(
        pending({ id: 8, candidate_id: (req.body as { candidate_id: number }).candidate_id }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderOffice('/academy/office?tab=approvals');

    expect(await screen.findByText('Nothing to approve')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol a candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Enrol a candidate' });
    await within(dialog).findByRole('option', { name: /Winter short game/ });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Schedule/ }), '1');
    await user.type(within(dialog).getByRole('searchbox', { name: /Candidate/ }), 'ana');
    await within(dialog).findByRole('option', { name: 'Ana López (ana@example.org)' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Candidate/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));

    expect(await screen.findByRole('row', { name: /Ana López/ })).toBeInTheDocument();
    expect(api.calls('GET', `${ACADEMY}/candidates`).at(-1)!.query.get('q')).toBe('ana');
    expect(api.calls('POST', `${ACADEMY}/enrollments`)[0]!.body).toEqual({
      schedule_id: 1,
      candidate_id: 5,
      notes: null,
    });
  });
});

describe('the academy office: lesson requests', () => {
  it('sets the date of a request, which confirms it, and cancels another', async () => {
    const asked = makeTrainingRequest({ id: 1 });
    const other = makeTrainingRequest({ id: 2, user_id: 8, user_name: 'Ben Ortiz' });
    api.on('GET', `${TRAININGS}/users`, json([asked, other]));
    api.on('PUT', `${TRAININGS}/users/date/:id`, (req) =>
      json({
        ...asked,
        status_id: 2,
        status: 'CONFIRMED',
        status_name: 'Confirmed',
        training_date: new Date(
          (req.body as { training_date: string }).training_date,
        ).toISOString(),
      }),
    );
    api.on(
      'PUT',
      `${TRAININGS}/users/:id`,
      json({ ...other, status_id: 3, status: 'CANCELLED', status_name: 'Cancelled' }),
    );
    const user = userEvent.setup();
    renderOffice('/academy/office?tab=lessons');

    const table = await screen.findByRole('table', { name: 'Lesson requests' });
    const row = await within(table).findByRole('row', { name: /Ana López/ });
    expect(row).toHaveTextContent('Requested');
    await user.click(within(row).getByRole('button', { name: 'Set the date for Ana López' }));
    const dialog = screen.getByRole('dialog', { name: /Set the date of Putting lesson/ });
    expect(within(dialog).getByLabelText(/Day/)).toHaveValue('2026-12-03');
    await user.type(within(dialog).getByLabelText(/Time/), '10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Set date' }));

    await waitFor(() => expect(row).toHaveTextContent('Confirmed'));
    // The club's clock (UTC by default in tests) with its offset.
    expect(api.calls('PUT', `${TRAININGS}/users/date/1`)[0]!.body).toEqual({
      training_date: '2026-12-03T10:30:00+00:00',
    });

    const ben = within(table).getByRole('row', { name: /Ben Ortiz/ });
    await user.click(within(ben).getByRole('button', { name: 'Cancel the request of Ben Ortiz' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel request' }),
    );
    await waitFor(() => expect(ben).toHaveTextContent('Cancelled'));
    expect(api.calls('PUT', `${TRAININGS}/users/2`)[0]!.body).toEqual({ status_id: 3 });
  });

  it('shows the empty state', async () => {
    api.on('GET', `${TRAININGS}/users`, json([]));
    renderOffice('/academy/office?tab=lessons');
    expect(await screen.findByText('No lesson requests')).toBeInTheDocument();
  });
});

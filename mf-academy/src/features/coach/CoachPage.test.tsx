import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFormat } from '@fairway/shared-ui';
import type { Attendance, AttendanceStatus, Session } from '@fairway/shared-api/academy';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import {
  ACADEMY,
  makeAttendance,
  makeEnrollment,
  makeNote,
  makeSession,
  makeTrainer,
} from '../../shared/testing/fixtures';
import { addDays, weekStart } from '../../shared/utils/days';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { CoachPage } from './components/CoachPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const ME = 5;
const TEACH = ['academy:enrol', 'academy:teach', 'academy:read'];
const today = () => getFormat().today();

/** A session of Tom's on `day`, 18:00–19:00 on the club's clock. */
function sessionOn(day: string, overrides: Partial<Session> = {}): Session {
  return makeSession({
    session_date: day,
    start_time: '18:00',
    end_time: '19:00',
    starts_at: `${day}T18:00:00.000Z`,
    ends_at: `${day}T19:00:00.000Z`,
    ...overrides,
  });
}

const ana = makeEnrollment({ id: 1, candidate_id: 1, candidate_name: 'Ana López' });
const ben = makeEnrollment({
  id: 2,
  candidate_id: 2,
  candidate_name: 'Ben Ortiz',
  candidate_user_id: 8,
  status: 'pending',
});
const carla = makeEnrollment({
  id: 3,
  candidate_id: 3,
  candidate_name: 'Carla Ruiz',
  candidate_user_id: 9,
});

function serve(sessions: Session[]) {
  api.on('GET', `${ACADEMY}/trainers`, (req) =>
    json(req.query.get('user_id') === String(ME) ? [makeTrainer()] : []),
  );
  api.on('GET', `${ACADEMY}/trainer-schedule/1`, (req) => {
    const start = req.query.get('start_date')!;
    const end = req.query.get('end_date')!;
    return json({
      trainer_id: 1,
      trainer_name: 'Tom Coach',
      start_date: start,
      end_date: end,
      sessions: sessions.filter((s) => s.session_date >= start && s.session_date <= end),
    });
  });
  api.on('GET', `${ACADEMY}/schedules/1/enrollments`, json([ana, ben, carla]));
  api.on('GET', `${ACADEMY}/sessions/:id/attendance`, json([]));
  api.on('GET', `${ACADEMY}/trainers/1/notes`, json([]));
}

const mark = (status: AttendanceStatus, overrides: Partial<Attendance> = {}) =>
  makeAttendance({
    id: 50,
    session_id: 10,
    enrollment_id: 1,
    status,
    participation_level: null,
    progress_rating: null,
    ...overrides,
  });

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(TEACH, ME);
});

const renderPage = (url = '/academy/coach') => renderAt(url, <CoachPage />);

describe('the coach screen', () => {
  it('says when this account is not set up as a trainer', async () => {
    serve([]);
    signInWith(TEACH, 99);
    renderPage();
    expect(await screen.findByText('This account is not set up as a trainer')).toBeInTheDocument();
    expect(api.calls('GET', `${ACADEMY}/trainers`)[0]!.query.get('user_id')).toBe('99');
    expect(api.calls('GET', `${ACADEMY}/trainer-schedule/1`)).toHaveLength(0);
  });

  it("shows the week's sessions and moves between weeks in the address", async () => {
    const day = today();
    const start = weekStart(day, 1);
    serve([
      sessionOn(start, { id: 11, schedule_name: 'Winter short game', expected_count: 3 }),
      sessionOn(addDays(start, 2), {
        id: 12,
        schedule_name: 'Putting clinic',
        status: 'cancelled',
        expected_count: 0,
      }),
      sessionOn(addDays(start, -3), { id: 13, schedule_name: 'Last week’s clinic' }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const week = await screen.findByRole('group', { name: /^Week of/ });
    const blocks = await within(week).findAllByRole('button');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveTextContent('18:00–19:00');
    expect(blocks[0]).toHaveTextContent('Winter short game');
    expect(blocks[0]).toHaveTextContent('3 expected');
    expect(blocks[0]).toHaveTextContent('Scheduled');
    expect(within(blocks[1]!).getByText('Putting clinic').closest('s')).not.toBeNull();
    expect(
      api
        .calls('GET', `${ACADEMY}/trainer-schedule/1`)
        .some(
          (r) =>
            r.query.get('start_date') === start && r.query.get('end_date') === addDays(start, 6),
        ),
    ).toBe(true);

    // Keyboard: arrows move between the sessions.
    blocks[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(blocks[1]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    const previous = await screen.findByRole('group', {
      name: `Week of ${getFormat().dateLong(addDays(start, -7))}`,
    });
    expect(await within(previous).findByText('Last week’s clinic')).toBeInTheDocument();
    expect(within(previous).queryByText('Winter short game')).not.toBeInTheDocument();
  });

  it('starts today’s session, marks Present at once and saves ratings, then completes with notes', async () => {
    const day = today();
    const todays = sessionOn(day, {
      id: 10,
      start_time: '23:00',
      end_time: '23:59',
      starts_at: `${day}T23:00:00.000Z`,
      ends_at: `${day}T23:59:00.000Z`,
    });
    serve([todays]);
    api.on(
      'POST',
      `${ACADEMY}/sessions/10/start`,
      json({ ...todays, status: 'in_progress', started_at: '2026-11-25T23:00:00.000Z' }),
    );
    api.on('POST', `${ACADEMY}/attendance/mark`, (req) => {
      const body = req.body as { enrollment_id: number; status: AttendanceStatus };
      return json(
        mark(body.status, { id: 49 + body.enrollment_id, enrollment_id: body.enrollment_id }),
      );
    });
    api.on('POST', `${ACADEMY}/attendance/:id/participation`, (req) =>
      json(mark('present', { ...(req.body as Partial<Attendance>) })),
    );
    api.on('POST', `${ACADEMY}/sessions/10/complete`, (req) =>
      json({
        ...todays,
        status: 'completed',
        notes: (req.body as { notes: string }).notes,
        completed_at: '2026-11-25T23:59:00.000Z',
      }),
    );
    const user = userEvent.setup();
    renderPage();

    await screen.findByRole('button', { name: 'Start session' });
    const panel = screen.getByRole('region', { name: 'Today’s session' });
    expect(within(panel).getByText('Start the session to take attendance.')).toBeInTheDocument();
    const roster = await within(panel).findByRole('list', { name: 'Candidates' });
    // Approved (and completed) enrolments only.
    expect(within(roster).queryByText('Ben Ortiz')).not.toBeInTheDocument();
    const anaMarks = within(roster).getByRole('group', { name: 'Attendance of Ana López' });
    expect(within(anaMarks).getByRole('button', { name: 'Present' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Start session' }));
    expect(await within(panel).findByText('In progress')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(anaMarks).getByRole('button', { name: 'Present' })).toBeEnabled(),
    );

    await user.click(within(anaMarks).getByRole('button', { name: 'Present' }));
    expect(within(anaMarks).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(anaMarks).getByRole('button', { name: 'Absent' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(api.calls('POST', `${ACADEMY}/attendance/mark`)).toHaveLength(1));
    expect(api.calls('POST', `${ACADEMY}/attendance/mark`)[0]!.body).toEqual({
      session_id: 10,
      enrollment_id: 1,
      status: 'present',
    });

    await user.selectOptions(
      await within(roster).findByRole('combobox', { name: 'Participation of Ana López' }),
      '4',
    );
    await user.selectOptions(
      within(roster).getByRole('combobox', { name: 'Progress of Ana López' }),
      '3',
    );
    await user.type(
      within(roster).getByRole('textbox', { name: 'Note on Ana López’s session' }),
      'Tempo better',
    );
    await user.click(within(roster).getByRole('button', { name: 'Save ratings of Ana López' }));
    expect(await screen.findByText('Ratings of Ana López saved')).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/attendance/50/participation`)[0]!.body).toEqual({
      participation_level: 4,
      progress_rating: 3,
      trainer_notes: 'Tempo better',
    });
    expect(within(anaMarks).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.type(
      within(panel).getByRole('textbox', { name: /Session notes/ }),
      'Worked on chipping',
    );
    await user.click(within(panel).getByRole('button', { name: 'Complete session' }));
    expect(await screen.findByText('Session completed')).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/sessions/10/complete`)[0]!.body).toEqual({
      notes: 'Worked on chipping',
    });
    expect(await within(panel).findByText('Notes: Worked on chipping')).toBeInTheDocument();
  });

  it('rolls a mark back and shows why when the server refuses it', async () => {
    const day = today();
    const running = sessionOn(addDays(day, 1), { id: 10, status: 'in_progress' });
    serve([running]);
    api.on('GET', `${ACADEMY}/sessions/10`, json(running));
    api.on('GET', `${ACADEMY}/sessions/:id/attendance`, json([mark('absent')]));
    api.on(
      'POST',
      `${ACADEMY}/attendance/mark`,
      apiError(409, 'conflict', 'Start the session before taking attendance'),
    );
    const user = userEvent.setup();
    renderPage('/academy/coach?session=10');

    const panel = await screen.findByRole('region', { name: 'Session' });
    const anaMarks = await within(panel).findByRole('group', { name: 'Attendance of Ana López' });
    await waitFor(() =>
      expect(within(anaMarks).getByRole('button', { name: 'Absent' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(within(anaMarks).getByRole('button', { name: 'Present' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Start the session before taking attendance',
    );
    expect(within(anaMarks).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(anaMarks).getByRole('button', { name: 'Absent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the server’s refusal to start', async () => {
    const todays = sessionOn(today(), { id: 10 });
    serve([todays]);
    api.on(
      'POST',
      `${ACADEMY}/sessions/10/start`,
      apiError(409, 'conflict', 'Publish the schedule before starting its sessions'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start session' }));
    const panel = screen.getByRole('region', { name: 'Today’s session' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Publish the schedule before starting its sessions',
    );
  });

  it('adds a note on a candidate and edits my own, not another’s', async () => {
    const running = sessionOn(today(), { id: 10, status: 'in_progress' });
    serve([running]);
    const mine = makeNote({ id: 1, author_id: ME, note: 'Grip better' });
    const theirs = makeNote({
      id: 2,
      author_id: 3,
      author_name: 'Olga Office',
      trainer_id: null,
      note: 'Paid in full',
    });
    api.on('GET', `${ACADEMY}/candidates/1/notes`, json([mine, theirs]));
    api.on('GET', `${ACADEMY}/trainers/1/notes`, json([mine]));
    api.on('POST', `${ACADEMY}/candidates/1/notes`, (req) =>
      json(
        makeNote({
          id: 3,
          author_id: ME,
          session_id: 10,
          note: (req.body as { note: string }).note,
        }),
        201,
      ),
    );
    api.on('PUT', `${ACADEMY}/candidates/1/notes/1`, (req) =>
      json({ ...mine, note: (req.body as { note: string }).note }),
    );
    const user = userEvent.setup();
    renderPage();

    const myNotes = await screen.findByRole('region', { name: 'My notes' });
    expect(await within(myNotes).findByText('Grip better')).toBeInTheDocument();
    expect(myNotes).toHaveTextContent('On Ana López');

    await user.click(await screen.findByRole('button', { name: 'Notes on Ana López' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notes on Ana López' });
    const list = await within(drawer).findByRole('list', { name: 'Notes on Ana López' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const theirItem = within(list).getByText('Paid in full').closest('li')!;
    expect(within(theirItem).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();

    await user.type(
      within(drawer).getByRole('textbox', { name: /New note/ }),
      'Ready for the next level',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(list).findByText('Ready for the next level')).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/candidates/1/notes`)[0]!.body).toEqual({
      note: 'Ready for the next level',
      session_id: 10,
    });

    const myItem = within(list).getByText('Grip better').closest('li')!;
    await user.click(within(myItem as HTMLElement).getByRole('button', { name: /^Edit note/ }));
    const box = within(myItem as HTMLElement).getByRole('textbox', { name: /^Edit note/ });
    await user.clear(box);
    await user.type(box, 'Grip much better now');
    await user.click(within(myItem as HTMLElement).getByRole('button', { name: 'Save' }));
    // The note as read, once the edit box has closed.
    expect(
      await within(list).findByText('Grip much better now', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('textbox', { name: /^Edit note/ })).not.toBeInTheDocument();
    expect(api.calls('PUT', `${ACADEMY}/candidates/1/notes/1`)[0]!.body).toEqual({
      note: 'Grip much better now',
    });
    // My notes reloads after a change.
    await waitFor(() =>
      expect(api.calls('GET', `${ACADEMY}/trainers/1/notes`).length).toBeGreaterThan(1),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import {
  ACADEMY,
  makeCandidate,
  makeEnrollment,
  makePlan,
  makeSchedule,
  makeSession,
} from '../../shared/testing/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { BrowsePage } from './components/BrowsePage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const ME = 7;
const winter = makeSchedule();
const putting = makeSchedule({
  id: 2,
  name: 'Putting clinic',
  training_plan_id: 2,
  training_plan_name: 'Putting mastery',
  trainer_id: 2,
  trainer_name: 'Eva Pro',
  places_taken: 8,
  places_left: 0,
  price: 5000,
  member_price: 5000,
});

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['academy:enrol'], ME);
  api.on('GET', `${ACADEMY}/schedules/active`, json([winter, putting]));
  api.on(
    'GET',
    `${ACADEMY}/training-plans/active`,
    json([makePlan(), makePlan({ id: 2, name: 'Putting mastery', level: 'advanced' })]),
  );
  // No candidate yet: a member becomes one on first enrolment.
  api.on('GET', `${ACADEMY}/candidates`, json([]));
});

const renderPage = (url = '/academy') => renderAt(url, <BrowsePage />);
const card = (name: string) => screen.findByRole('article', { name });

describe('browsing the academy', () => {
  it('lists the published courses with my (member) price, the visitors’ price and places left', async () => {
    renderPage();
    const winterCard = await card('Winter short game');
    // The level comes from the plan (GET /training-plans/active).
    expect(await within(winterCard).findByText('Short game basics · Beginner')).toBeInTheDocument();
    expect(winterCard).toHaveTextContent('With Tom Coach');
    expect(winterCard).toHaveTextContent('4 sessions');
    expect(winterCard).toHaveTextContent('Practice ground');
    expect(winterCard).toHaveTextContent('5 places left');
    expect(winterCard).toHaveTextContent('Your price: £90.00');
    expect(winterCard).toHaveTextContent('Visitors: £120.00');
    expect(
      within(winterCard).getByRole('button', { name: 'Enrol in Winter short game' }),
    ).toBeEnabled();

    const full = await card('Putting clinic');
    expect(await within(full).findByText('Putting mastery · Advanced')).toBeInTheDocument();
    expect(full).not.toHaveTextContent('Visitors');
    expect(within(full).getByRole('button', { name: 'Putting clinic: Full' })).toBeDisabled();
    expect(api.calls('GET', `${ACADEMY}/candidates`)[0]!.query.get('user_id')).toBe(String(ME));
  });

  it('enrols me with only the schedule, says it awaits approval and shows Enrolled', async () => {
    api.on(
      'POST',
      `${ACADEMY}/enrollments`,
      json(makeEnrollment({ id: 40, status: 'pending' }), 201),
    );
    const user = userEvent.setup();
    renderPage();
    const winterCard = await card('Winter short game');
    await user.click(
      within(winterCard).getByRole('button', { name: 'Enrol in Winter short game' }),
    );

    expect(
      await screen.findByText("You're enrolled in Winter short game: awaiting approval"),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${ACADEMY}/enrollments`)[0]!.body).toEqual({ schedule_id: 1 });
    await waitFor(() => expect(winterCard).toHaveTextContent('Enrolled'));
    expect(winterCard).toHaveTextContent('Awaiting approval');
    expect(winterCard).toHaveTextContent('4 places left');
    expect(within(winterCard).queryByRole('button', { name: /Enrol in/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal on the course', async () => {
    api.on(
      'POST',
      `${ACADEMY}/enrollments`,
      apiError(409, 'conflict', 'Winter short game is full'),
    );
    const user = userEvent.setup();
    renderPage();
    const winterCard = await card('Winter short game');
    await user.click(
      within(winterCard).getByRole('button', { name: 'Enrol in Winter short game' }),
    );
    expect(await within(winterCard).findByRole('alert')).toHaveTextContent(
      'Winter short game is full',
    );
  });

  it('knows what I am enrolled in through my candidate', async () => {
    api.on('GET', `${ACADEMY}/candidates`, json([makeCandidate({ id: 3, user_id: ME })]));
    api.on(
      'GET',
      `${ACADEMY}/enrollments/candidate/3/active`,
      json([makeEnrollment({ id: 9, candidate_id: 3, status: 'approved' })]),
    );
    renderPage();
    const winterCard = await card('Winter short game');
    await waitFor(() => expect(winterCard).toHaveTextContent('Enrolled'));
    expect(winterCard).toHaveTextContent('Approved');
  });

  it('filters by level, trainer and text in the address', async () => {
    const user = userEvent.setup();
    renderPage('/academy?level=advanced');
    expect(await card('Putting clinic')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Winter short game' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('advanced');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trainer' }), 'Tom Coach');
    expect(await card('Winter short game')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Putting clinic' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(await screen.findByText('No course matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await card('Putting clinic')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Winter short game' })).toBeInTheDocument();
  });

  it('opens a course’s sessions (?schedule=ID) and enrols from there', async () => {
    api.on(
      'GET',
      `${ACADEMY}/schedules/1/sessions`,
      json([
        makeSession(),
        makeSession({
          id: 2,
          session_number: 2,
          session_date: '2026-12-08',
          starts_at: '2026-12-08T10:00:00.000Z',
          ends_at: '2026-12-08T11:00:00.000Z',
          status: 'cancelled',
        }),
      ]),
    );
    api.on(
      'POST',
      `${ACADEMY}/enrollments`,
      json(makeEnrollment({ id: 40, status: 'pending' }), 201),
    );
    const user = userEvent.setup();
    renderPage('/academy?schedule=1');
    const drawer = await screen.findByRole('dialog', { name: 'Winter short game' });
    const sessions = await within(drawer).findByRole('list', { name: 'Sessions' });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);
    expect(sessions).toHaveTextContent('Session 1 · Tuesday, 1 December 2026 · 10:00–11:00');
    // A cancelled session stays, struck through.
    const cancelled = within(sessions).getByText(/Session 2/);
    expect(cancelled.closest('s')).not.toBeNull();
    expect(sessions).toHaveTextContent('Cancelled');
    await user.click(within(drawer).getByRole('button', { name: 'Enrol' }));
    expect(
      await screen.findByText("You're enrolled in Winter short game: awaiting approval"),
    ).toBeInTheDocument();
    expect(await within(drawer).findByText('Enrolled')).toBeInTheDocument();
  });

  it('shows loading, then an empty academy', async () => {
    api.on('GET', `${ACADEMY}/schedules/active`, { ...json([]), delayMs: 150 });
    renderPage();
    expect(screen.getByText('Loading the courses…')).toBeInTheDocument();
    expect(await screen.findByText('No courses open just now')).toBeInTheDocument();
  });

  it('offers to try again when the courses cannot be loaded', async () => {
    api.on('GET', `${ACADEMY}/schedules/active`, apiError(500, 'internal', 'Database unavailable'));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The courses could not be loaded');
    api.on('GET', `${ACADEMY}/schedules/active`, json([winter]));
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await card('Winter short game')).toBeInTheDocument();
  });
});

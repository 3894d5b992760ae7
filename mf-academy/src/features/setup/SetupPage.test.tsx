import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Course } from '@fairway/shared-api/courses';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import {
  ACADEMY,
  TRAININGS,
  makeCandidate,
  makePlan,
  makeTrainer,
  makeTraining,
  makeTrainingType,
} from '../../shared/testing/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { SetupPage } from './components/SetupPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['academy:read', 'academy:write']);
});

const course = (id: number, name: string): Course => ({
  id,
  name,
  description: null,
  holes_count: 18,
  par_total: 72,
  tee_interval_minutes: null,
  players_per_slot: null,
  crossover_starts: false,
  is_active: true,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
});

const renderSetup = (url = '/academy/setup') => renderAt(url, <SetupPage />);

describe('the academy setup', () => {
  it('lists trainers, deactivates one and shows why one cannot be deleted', async () => {
    const tom = makeTrainer();
    api.on('GET', `${ACADEMY}/trainers`, json([tom]));
    api.on('PUT', `${ACADEMY}/trainers/:id`, (req) => json({ ...tom, ...(req.body as object) }));
    api.on(
      'DELETE',
      `${ACADEMY}/trainers/:id`,
      apiError(409, 'conflict', 'Tom Coach is used by 2 schedules; deactivate it instead'),
    );
    const user = userEvent.setup();
    renderSetup();

    const row = await screen.findByRole('row', { name: /Tom Coach/ });
    expect(row).toHaveTextContent('Short game');
    expect(row).toHaveTextContent('£60.00');
    expect(row).toHaveTextContent('Active');

    await user.click(within(row).getByRole('button', { name: 'Deactivate Tom Coach' }));
    await waitFor(() => expect(row).toHaveTextContent('Inactive'));
    expect(api.calls('PUT', `${ACADEMY}/trainers/1`)[0]!.body).toEqual({ is_active: false });

    await user.click(within(row).getByRole('button', { name: 'Delete Tom Coach' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Tom Coach?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Tom Coach is used by 2 schedules; deactivate it instead'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Tom Coach/ })).toBeInTheDocument();
  });

  it('creates a training type with typed fields and deletes another', async () => {
    const putting = makeTrainingType({ id: 2, name: 'Putting' });
    api.on('GET', `${ACADEMY}/training-types`, json([putting]));
    api.on('POST', `${ACADEMY}/training-types`, (req) =>
      json(makeTrainingType({ id: 3, ...(req.body as object) }), 201),
    );
    api.on('DELETE', `${ACADEMY}/training-types/:id`, { status: 204 });
    const user = userEvent.setup();
    renderSetup('/academy/setup?tab=types');

    expect(await screen.findByRole('row', { name: /Putting/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add training type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add training type' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bunker play');
    const minutes = within(dialog).getByRole('textbox', { name: /Usual length/ });
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('row', { name: /Bunker play/ })).toHaveTextContent('45');
    expect(api.calls('POST', `${ACADEMY}/training-types`)[0]!.body).toEqual({
      name: 'Bunker play',
      default_duration_minutes: 45,
      description: null,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Putting' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Putting?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Putting/ })).toBeNull());
    expect(api.calls('DELETE', `${ACADEMY}/training-types/2`)).toHaveLength(1);
  });

  it("edits a plan and shows the server's refusal on the form", async () => {
    const plan = makePlan();
    api.on('GET', `${ACADEMY}/training-plans`, json([plan]));
    api.on('GET', `${ACADEMY}/training-types/active`, json([makeTrainingType()]));
    api.on(
      'PUT',
      `${ACADEMY}/training-plans/:id`,
      apiError(409, 'conflict', 'A training plan named Putting exists already'),
    );
    const user = userEvent.setup();
    renderSetup('/academy/setup?tab=plans');

    const row = await screen.findByRole('row', { name: /Short game basics/ });
    expect(row).toHaveTextContent('Beginner');
    await user.click(within(row).getByRole('button', { name: 'Edit Short game basics' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Short game basics' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Putting');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A training plan named Putting exists already',
    );
    expect(api.calls('PUT', `${ACADEMY}/training-plans/1`)[0]!.body).toMatchObject({
      name: 'Putting',
      training_type_id: 1,
      level: 'beginner',
      total_sessions: 4,
    });
  });

  it('adds a candidate from outside the club with a handicap', async () => {
    api.on('GET', `${ACADEMY}/candidates`, json([]));
    api.on('POST', `${ACADEMY}/candidates`, (req) =>
      json(makeCandidate({ id: 4, user_id: null, name: 'Eva Ruiz', ...(req.body as object) }), 201),
    );
    const user = userEvent.setup();
    renderSetup('/academy/setup?tab=candidates');

    expect(await screen.findByText('No candidates yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add candidate' });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Eva');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Ruiz');
    await user.type(within(dialog).getByRole('textbox', { name: /Handicap/ }), '18.4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('row', { name: /Eva Ruiz/ })).toHaveTextContent('18.4');
    expect(api.calls('POST', `${ACADEMY}/candidates`)[0]!.body).toEqual({
      first_name: 'Eva',
      last_name: 'Ruiz',
      email: null,
      phone: null,
      date_of_birth: null,
      handicap: 18.4,
      skill_level: 'beginner',
      goals: null,
      user_id: null,
    });
  });

  it('creates a basic training of a course, priced in minor units', async () => {
    api.on('GET', TRAININGS, json([makeTraining()]));
    api.on(
      'GET',
      '/api/settings/courses',
      json([course(1, 'Old Course'), course(2, 'New Course')]),
    );
    api.on('GET', `${ACADEMY}/trainers/active`, json([makeTrainer()]));
    api.on('POST', TRAININGS, (req) =>
      json(
        makeTraining({ id: 2, course_id: 2, course_name: 'New Course', ...(req.body as object) }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderSetup('/academy/setup?tab=trainings');

    expect(await screen.findByRole('row', { name: /Putting lesson/ })).toHaveTextContent('£40.00');
    await user.click(screen.getByRole('button', { name: 'Add basic training' }));
    const dialog = screen.getByRole('dialog', { name: 'Add basic training' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Course/ }),
      await within(dialog).findByRole('option', { name: 'New Course' }),
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Trainer/ }),
      await within(dialog).findByRole('option', { name: 'Tom Coach' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Chipping clinic');
    await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '35.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('row', { name: /Chipping clinic/ })).toHaveTextContent('£35.50');
    expect(api.calls('POST', TRAININGS)[0]!.body).toEqual({
      course_id: 2,
      name: 'Chipping clinic',
      trainer_id: 1,
      duration_minutes: 60,
      price: 3550,
      max_participants: 1,
      description: null,
    });
  });

  it('shows no write buttons without academy:write', async () => {
    signInWith(['academy:read']);
    api.on('GET', `${ACADEMY}/trainers`, json([makeTrainer()]));
    renderSetup();
    const row = await screen.findByRole('row', { name: /Tom Coach/ });
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add trainer' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OpeningHours, type OpeningHoursInput } from '@fairway/shared-api/courses';
import { SETTINGS_DEFAULTS } from '@fairway/shared-api/settings';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCourse } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { CourseEditorPage } from './components/CourseEditorPage';

let api: ApiServer;
let nextId = 40;

const MONDAY: OpeningHours = {
  id: 11,
  course_id: 1,
  day_of_week: 1,
  is_open: true,
  open_time: '07:00',
  close_time: '20:00',
  first_tee_time: '07:30',
  last_tee_time: '17:00',
};
const SUNDAY: OpeningHours = { ...MONDAY, id: 12, day_of_week: 0, is_open: false };

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['courses:read', 'courses:write']);
  api.on('GET', '/api/settings/courses/:id', json(makeCourse({ id: 1, name: 'North Links' })));
  api.on('GET', '/api/settings/app', json(SETTINGS_DEFAULTS.app));
  api.on('GET', '/api/settings/opening-hours', json([MONDAY, SUNDAY]));
  api.on('POST', '/api/settings/opening-hours', (req) =>
    json({ id: nextId++, first_tee_time: null, last_tee_time: null, ...(req.body as object) }, 201),
  );
  api.on('PUT', '/api/settings/opening-hours/:id', (req) =>
    json({
      ...[MONDAY, SUNDAY].find((h) => h.id === Number(req.params.id)),
      ...(req.body as object),
    }),
  );
});

const renderHours = () =>
  renderAt('/courses/setup/1/opening-hours', <CourseEditorPage />, '/courses/setup/:courseId/*');

const day = (name: string) => screen.getByRole('group', { name });

describe('opening hours week grid', () => {
  it("shows the week from the club's first day, with each day's stored hours", async () => {
    renderHours();
    await screen.findByRole('group', { name: 'Monday' });
    expect(api.calls('GET', '/api/settings/opening-hours')[0]!.query.get('course_id')).toBe('1');
    const names = screen
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent)
      .filter(Boolean);
    expect(names).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    const monday = day('Monday');
    expect(within(monday).getByRole('switch', { name: 'Open' })).toBeChecked();
    expect(within(monday).getByLabelText(/opens/i)).toHaveValue('07:00');
    expect(within(monday).getByLabelText(/last tee time/i)).toHaveValue('17:00');
    expect(within(day('Tuesday')).getByRole('switch', { name: 'Open' })).not.toBeChecked();
    expect(within(day('Tuesday')).getByLabelText(/opens/i)).toBeDisabled();
  });

  it('starts the week on Sunday when the club does', async () => {
    api.on('GET', '/api/settings/app', json({ ...SETTINGS_DEFAULTS.app, week_starts_on: 0 }));
    renderHours();
    await screen.findByRole('group', { name: 'Sunday' });
    expect(screen.getAllByRole('group')[0]).toHaveAccessibleName('Sunday');
  });

  it('creates the missing days and updates the changed ones with one Save', async () => {
    const user = userEvent.setup();
    renderHours();
    await screen.findByRole('group', { name: 'Monday' });

    const close = within(day('Monday')).getByLabelText(/closes/i);
    await user.clear(close);
    await user.type(close, '21:00');
    await user.click(within(day('Tuesday')).getByRole('switch', { name: 'Open' }));
    const opens = within(day('Tuesday')).getByLabelText(/opens/i);
    await user.clear(opens);
    await user.type(opens, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    expect(
      await screen.findByText('The opening hours of North Links are saved'),
    ).toBeInTheDocument();
    const puts = api.calls('PUT', '/api/settings/opening-hours/:id');
    expect(puts.map((p) => [p.params.id, p.body])).toEqual([
      [
        '11',
        {
          is_open: true,
          open_time: '07:00',
          close_time: '21:00',
          first_tee_time: '07:30',
          last_tee_time: '17:00',
        },
      ],
    ]);
    const posts = api
      .calls('POST', '/api/settings/opening-hours')
      .map((p) => p.body as OpeningHoursInput);
    expect(posts.map((b) => b.day_of_week).sort()).toEqual([2, 3, 4, 5, 6]);
    expect(posts.find((b) => b.day_of_week === 2)).toEqual({
      course_id: 1,
      day_of_week: 2,
      is_open: true,
      open_time: '08:00',
      close_time: '19:00',
      first_tee_time: null,
      last_tee_time: null,
    });
    expect(posts.find((b) => b.day_of_week === 3)).toMatchObject({ is_open: false });

    // Saved days are now stored: a second Save sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(
      await screen.findByText('Nothing to save: the opening hours are unchanged'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/opening-hours')).toHaveLength(5);
  });

  it("checks a day before sending, and shows the server's message on the day it refused", async () => {
    api.on('POST', '/api/settings/opening-hours', (req) => {
      const body = req.body as OpeningHoursInput;
      if (body.day_of_week === 3)
        return apiError(400, 'bad_request', 'Closing time must be after opening time', [
          { field: 'body.close_time', message: 'Closing time must be after opening time' },
        ]);
      if (body.day_of_week === 4)
        return apiError(
          409,
          'conflict',
          'Opening hours for Thursday already exist for this course',
        );
      return json({ id: nextId++, ...body }, 201);
    });
    const user = userEvent.setup();
    renderHours();
    await screen.findByRole('group', { name: 'Monday' });

    // The same sentence shows before anything is sent.
    const close = within(day('Monday')).getByLabelText(/closes/i);
    await user.clear(close);
    await user.type(close, '06:00');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(close).toHaveAccessibleDescription('Closing time must be after opening time');
    await waitFor(() => expect(close).toHaveFocus());
    expect(api.calls('POST', '/api/settings/opening-hours')).toHaveLength(0);

    await user.clear(close);
    await user.type(close, '20:00');
    expect(close).not.toHaveAccessibleDescription('Closing time must be after opening time');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '3 days were saved; Wednesday, Thursday were not. The reason is shown on the day.',
    );
    expect(within(day('Wednesday')).getByLabelText(/closes/i)).toHaveAccessibleDescription(
      'Closing time must be after opening time',
    );
    expect(day('Thursday')).toHaveAccessibleDescription(
      'Opening hours for Thursday already exist for this course',
    );
  });

  it('shows the loading failure with a retry', async () => {
    api.on(
      'GET',
      '/api/settings/opening-hours',
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    renderHours();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The opening hours could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SpecialClosure } from '@fairway/shared-api/courses';
import { SETTINGS_DEFAULTS } from '@fairway/shared-api/settings';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCourse } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { CourseEditorPage } from './components/CourseEditorPage';

let api: ApiServer;

const closure = (id: number, date: string, reason: string | null = null): SpecialClosure => ({
  id,
  course_id: 1,
  date,
  reason,
});

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  // Only the clock's date is fixed (Wednesday 10 June 2026); timers stay real for the HTTP calls.
  jest.useFakeTimers({
    now: new Date(2026, 5, 10, 10, 0),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
  api.reset();
  resetStores();
  signInWith(['courses:read', 'courses:write']);
  api.on('GET', '/api/settings/courses/:id', json(makeCourse({ id: 1, name: 'North Links' })));
  api.on('GET', '/api/settings/app', json(SETTINGS_DEFAULTS.app));
  api.on(
    'GET',
    '/api/settings/special-closures',
    json([
      closure(1, '2026-05-01', 'Spring coring'),
      closure(2, '2026-06-20', 'Club championship'),
      closure(3, '2026-07-04'),
    ]),
  );
});
afterEach(() => jest.useRealTimers());

const renderClosures = () =>
  renderAt('/courses/setup/1/closures', <CourseEditorPage />, '/courses/setup/:courseId/*');

/** A calendar day's name: 'Friday 12 June 2026' (the locale data may put a comma after the weekday). */
const calendarDay = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(' ', ',? ')}$`);

const upcomingList = () => screen.getByRole('list', { name: 'Upcoming closures' });

describe('closures', () => {
  it('marks the closure dates on the calendar and lists the upcoming ones', async () => {
    renderClosures();
    const grid = await screen.findByRole('grid', { name: 'Closures of North Links June 2026' });
    expect(api.calls('GET', '/api/settings/special-closures')[0]!.query.get('course_id')).toBe('1');
    expect(
      within(grid).getByRole('button', {
        name: calendarDay('Saturday 20 June 2026, Closed: Club championship'),
      }),
    ).toBeInTheDocument();
    const items = within(upcomingList()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Saturday,? 20 June 2026Club championship/),
      expect.stringMatching(/Saturday,? 4 July 2026No reason given/),
    ]);
  });

  it('adds a closure from the calendar: POSTs course, date and reason and marks the date', async () => {
    api.on('POST', '/api/settings/special-closures', (req) =>
      json({ id: 9, ...(req.body as object) }, 201),
    );
    const user = userEvent.setup();
    renderClosures();
    const grid = await screen.findByRole('grid', { name: /June 2026/ });
    await user.click(
      within(grid).getByRole('button', { name: calendarDay('Friday 12 June 2026') }),
    );

    const dialog = screen.getByRole('dialog', { name: /^Close on Friday,? 12 June 2026\?$/ });
    await user.type(
      within(dialog).getByRole('textbox', { name: /reason/i }),
      'Greens hollow-tining',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));

    expect(
      await screen.findByText(/^North Links is closed on Friday,? 12 June 2026$/),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/special-closures')[0]!.body).toEqual({
      course_id: 1,
      date: '2026-06-12',
      reason: 'Greens hollow-tining',
    });
    expect(
      within(grid).getByRole('button', {
        name: calendarDay('Friday 12 June 2026, Closed: Greens hollow-tining'),
      }),
    ).toBeInTheDocument();
    expect(within(upcomingList()).getAllByRole('listitem')[0]).toHaveTextContent(
      /Friday,? 12 June 2026/,
    );
  });

  it("keeps a refused closure in the dialog with the server's reason", async () => {
    api.on(
      'POST',
      '/api/settings/special-closures',
      apiError(409, 'conflict', 'This course is already closed on 2026-06-12'),
    );
    const user = userEvent.setup();
    renderClosures();
    const grid = await screen.findByRole('grid', { name: /June 2026/ });
    await user.click(
      within(grid).getByRole('button', { name: calendarDay('Friday 12 June 2026') }),
    );
    const dialog = screen.getByRole('dialog', { name: /^Close on Friday,? 12 June 2026\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(
      await within(dialog).findByText('This course is already closed on 2026-06-12'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/special-closures')[0]!.body).toEqual({
      course_id: 1,
      date: '2026-06-12',
      reason: null,
    });
  });

  it('removes a closure from the calendar or from the list', async () => {
    api.on('DELETE', '/api/settings/special-closures/:id', { status: 204 });
    const user = userEvent.setup();
    renderClosures();
    const grid = await screen.findByRole('grid', { name: /June 2026/ });
    await user.click(
      within(grid).getByRole('button', {
        name: calendarDay('Saturday 20 June 2026, Closed: Club championship'),
      }),
    );
    const confirm = screen.getByRole('alertdialog', {
      name: /^Open on Saturday,? 20 June 2026 again\?$/,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Remove closure' }));
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', { name: calendarDay('Saturday 20 June 2026') }),
      ).toBeInTheDocument(),
    );
    expect(api.calls('DELETE', '/api/settings/special-closures/:id')[0]!.params.id).toBe('2');

    await user.click(
      within(upcomingList()).getByRole('button', {
        name: /^Remove the closure on Saturday,? 4 July 2026$/,
      }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove closure' }),
    );
    expect(await screen.findByText('No upcoming closures')).toBeInTheDocument();
  });

  it('adds a closure on a typed date with the Add closure button', async () => {
    api.on('POST', '/api/settings/special-closures', (req) =>
      json({ id: 10, ...(req.body as object) }, 201),
    );
    const user = userEvent.setup();
    renderClosures();
    await screen.findByRole('grid', { name: /June 2026/ });
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    const dialog = screen.getByRole('dialog', { name: 'New closure' });
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    expect(within(dialog).getByLabelText(/date/i)).toHaveAccessibleDescription(
      /must be a date as YYYY-MM-DD/,
    );
    await user.type(within(dialog).getByLabelText(/date/i), '2026-08-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add closure' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/settings/special-closures')[0]!.body).toEqual({
        course_id: 1,
        date: '2026-08-01',
        reason: null,
      }),
    );
  });

  it('shows a failed load with a retry', async () => {
    api.on(
      'GET',
      '/api/settings/special-closures',
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    renderClosures();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The closures could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

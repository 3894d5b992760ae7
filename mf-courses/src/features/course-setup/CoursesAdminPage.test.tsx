import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Course } from '@fairway/shared-api/courses';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCourse } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { CoursesAdminPage } from './components/CoursesAdminPage';

let api: ApiServer;

const COURSES: Course[] = [
  makeCourse({ id: 1, name: 'North Links', holes_count: 18, par_total: 72 }),
  makeCourse({ id: 2, name: 'Lakes Nine', holes_count: 9, par_total: null, is_active: false }),
];

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['courses:read', 'courses:write']);
  api.on('GET', '/api/settings/courses', json(COURSES));
});

const renderPage = () => renderAt('/courses/setup', <CoursesAdminPage />);

describe('courses admin', () => {
  it('lists the courses with holes, par total and status, each linked to its editor', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'North Links' });
    const table = screen.getByRole('table', { name: 'Courses' });
    const north = within(table).getByRole('row', { name: /North Links/ });
    expect(within(north).getByRole('link', { name: 'North Links' })).toHaveAttribute(
      'href',
      '/courses/setup/1',
    );
    expect(within(north).getByRole('cell', { name: '72' })).toBeInTheDocument();
    const lakes = within(table).getByRole('row', { name: /Lakes Nine/ });
    expect(within(lakes).getByText('Inactive')).toBeInTheDocument();
    expect(within(lakes).getByRole('cell', { name: '—' })).toBeInTheDocument();
  });

  it('shows an empty state that offers the first course', async () => {
    api.on('GET', '/api/settings/courses', json([]));
    renderPage();
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New course' }).length).toBeGreaterThan(0);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    api.on('GET', '/api/settings/courses', () =>
      fail
        ? apiError(500, 'internal', 'Something went wrong on our side; it has been logged')
        : json(COURSES),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side; it has been logged');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'North Links' })).toBeInTheDocument();
  });

  it('creates a course and opens its holes', async () => {
    api.on('POST', '/api/settings/courses', (req) =>
      json(makeCourse({ id: 3, par_total: null, ...(req.body as Partial<Course>) }), 201),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'North Links' });
    await user.click(screen.getByRole('button', { name: 'New course' }));
    const dialog = screen.getByRole('dialog', { name: 'New course' });

    // Checked before sending, with the contract's messages.
    await user.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /name/i })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'West Heath');
    await user.click(within(dialog).getByRole('radio', { name: 'Another number' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /number of holes/i }), '12');
    await user.type(within(dialog).getByRole('spinbutton', { name: /tee interval/i }), '8');
    await user.type(within(dialog).getByRole('textbox', { name: /description/i }), 'Heathland');
    await user.click(within(dialog).getByRole('button', { name: 'Create course' }));

    expect(await screen.findByText('West Heath is created')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/courses')[0]!.body).toEqual({
      name: 'West Heath',
      description: 'Heathland',
      holes_count: 12,
      tee_interval_minutes: 8,
      players_per_slot: null,
      crossover_starts: false,
      is_active: true,
    });
    // The editor's Holes tab is next (outside this page's route in the test).
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it("keeps a refused create in the dialog with the server's reason", async () => {
    api.on(
      'POST',
      '/api/settings/courses',
      apiError(409, 'conflict', 'A course with this name already exists'),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'North Links' });
    await user.click(screen.getByRole('button', { name: 'New course' }));
    const dialog = screen.getByRole('dialog', { name: 'New course' });
    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'North Links');
    await user.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(
      await within(dialog).findByText('A course with this name already exists'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/courses')[0]!.body).toMatchObject({ holes_count: 18 });
  });

  it('deletes a course after confirming; a 409 stays in the dialog', async () => {
    let refuse = true;
    api.on('DELETE', '/api/settings/courses/:id', () =>
      refuse
        ? apiError(
            409,
            'conflict',
            'This course has tee time bookings; cancel them or deactivate the course instead',
          )
        : { status: 204 },
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'North Links' });
    await user.click(screen.getByRole('button', { name: 'Delete North Links' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete North Links?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete course' }));
    expect(
      await within(confirm).findByText(
        'This course has tee time bookings; cancel them or deactivate the course instead',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(confirm).getByRole('button', { name: 'Delete course' }));
    expect(await screen.findByText('North Links is deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'North Links' })).not.toBeInTheDocument(),
    );
  });

  it('offers no changes without courses:write', async () => {
    signInWith(['courses:read']);
    renderPage();
    await screen.findByRole('link', { name: 'North Links' });
    expect(screen.queryByRole('button', { name: 'New course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open North Links' })).toBeInTheDocument();
  });
});

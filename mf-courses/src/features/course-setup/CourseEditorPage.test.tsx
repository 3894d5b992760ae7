import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { displayStore } from '@fairway/shared-api';
import type { Course, Hole, HoleInput } from '@fairway/shared-api/courses';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCourse, makeCourseStatus } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { CourseEditorPage } from './components/CourseEditorPage';

let api: ApiServer;

const NORTH: Course = makeCourse({ id: 1, name: 'North Links', holes_count: 18, par_total: null });

/** What PUT /courses/1/holes answers: the holes it stored, with ids and no sand traps yet. */
const stored = (layout: HoleInput[]): Hole[] =>
  layout.map((h) => ({
    id: 500 + h.hole_number,
    course_id: 1,
    hole_number: h.hole_number,
    par: h.par,
    length_meters: h.length_meters ?? null,
    stroke_index: h.stroke_index ?? null,
    name: h.name ?? null,
    active_rules_count: 0,
    total_rules_count: 0,
    sand_traps: [],
  }));

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['courses:read', 'courses:write']);
  api.on('GET', '/api/settings/courses/:id', (req) =>
    req.params.id === '1' ? json(NORTH) : apiError(404, 'not_found', 'Course not found'),
  );
  api.on('GET', '/api/settings/courses/:id/holes', json([]));
});

const renderEditor = (url: string) =>
  renderAt(url, <CourseEditorPage />, '/courses/setup/:courseId/*');

describe('course editor', () => {
  it('opens on Details; each tab has its own address', async () => {
    api.on('GET', '/api/settings/courses/:id/status', json(makeCourseStatus({ course_id: 1 })));
    const user = userEvent.setup();
    renderEditor('/courses/setup/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'North Links' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('North Links');

    await user.click(screen.getByRole('tab', { name: 'Status' }));
    expect(screen.getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText('The course is currently open until 18:00.'),
    ).toBeInTheDocument();
  });

  it("says so when the course doesn't exist", async () => {
    renderEditor('/courses/setup/99/holes');
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the courses' })).toHaveAttribute(
      'href',
      '/courses/setup',
    );
  });

  it('saves the details with every field; a refusal is shown on the form', async () => {
    let refuse = true;
    api.on('PUT', '/api/settings/courses/:id', (req) =>
      refuse
        ? apiError(
            409,
            'conflict',
            'Hole 18 is laid out on this course; remove the holes above 9 before lowering the number of holes',
          )
        : json({ ...NORTH, ...(req.body as Partial<Course>) }),
    );
    const user = userEvent.setup();
    renderEditor('/courses/setup/1');
    const name = await screen.findByRole('textbox', { name: /^name/i });
    await user.click(screen.getByRole('radio', { name: '9 holes' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText(
        'Hole 18 is laid out on this course; remove the holes above 9 before lowering the number of holes',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('radio', { name: '18 holes' }));
    await user.clear(name);
    await user.type(name, 'North Links Championship');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('checkbox', { name: 'Start from the 1st and 10th tees' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('North Links Championship is saved')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/settings/courses/:id')[1]!.body).toEqual({
      name: 'North Links Championship',
      description: null,
      holes_count: 18,
      tee_interval_minutes: null,
      players_per_slot: null,
      crossover_starts: true,
      is_active: false,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'North Links Championship' }),
    ).toBeInTheDocument();
  });
});

describe('hole layout', () => {
  // 18 rows of fields: role queries over that much jsdom take seconds on a busy CI machine.
  it('lays out 18 holes in one form and saves them with one PUT; the par total reads 72', async () => {
    api.on('PUT', '/api/settings/courses/:id/holes', (req) =>
      json(stored(req.body as HoleInput[])),
    );
    // A club that measures in metres types and totals metres.
    displayStore.setState((s) => ({ club: { ...s.club, distance_unit: 'metres' } }));
    const user = userEvent.setup();
    renderEditor('/courses/setup/1/holes');

    const layout = await screen.findByRole('table', { name: /layout of north links/i });
    expect(within(layout).getAllByRole('row')).toHaveLength(1 + 18 + 1);
    expect(screen.getByText(/no holes are laid out yet/i)).toBeInTheDocument();

    // Saving an empty layout names the holes without a par, and focus goes to the first.
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    const par1 = screen.getByRole('combobox', { name: 'Par, hole 1' });
    expect(par1).toHaveAccessibleDescription('Par is required');
    await waitFor(() => expect(par1).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Fill par 4' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Par, hole 3' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Par, hole 5' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Length in metres, hole 1' }), '352');
    await user.type(screen.getByRole('spinbutton', { name: 'Length in metres, hole 2' }), '148');
    await user.type(screen.getByRole('spinbutton', { name: 'Stroke index, hole 1' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Name, hole 18' }), 'Home');

    const totals = within(layout).getAllByRole('row').at(-1)!;
    expect(within(totals).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(totals).getByRole('cell', { name: '72' })).toBeInTheDocument();
    expect(within(totals).getByRole('cell', { name: '500 m' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(
      await screen.findByText('The layout of North Links is saved: 18 holes, par 72'),
    ).toBeInTheDocument();
    const puts = api.calls('PUT', '/api/settings/courses/:id/holes');
    expect(puts).toHaveLength(1);
    const body = puts[0]!.body as HoleInput[];
    expect(body).toHaveLength(18);
    expect(body.map((h) => h.hole_number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(body.reduce((sum, h) => sum + h.par, 0)).toBe(72);
    expect(body[0]).toEqual({
      hole_number: 1,
      par: 4,
      length_meters: 352,
      stroke_index: 7,
      name: null,
    });
    expect(body[17]).toMatchObject({ hole_number: 18, par: 4, name: 'Home' });
    // The course (and its par total) is read again.
    await waitFor(() =>
      expect(api.calls('GET', '/api/settings/courses/:id').length).toBeGreaterThan(1),
    );
  }, 45_000);

  it("types and totals lengths in the club's yards and stores them in metres", async () => {
    api.on('GET', '/api/settings/courses/:id/holes', (_req) =>
      json(
        stored(
          Array.from({ length: 18 }, (_, i) => ({
            hole_number: i + 1,
            par: 4,
            length_meters: i === 0 ? 320 : null,
          })),
        ),
      ),
    );
    api.on('PUT', '/api/settings/courses/:id/holes', (req) =>
      json(stored(req.body as HoleInput[])),
    );
    const user = userEvent.setup();
    renderEditor('/courses/setup/1/holes');

    const hole1 = await screen.findByRole('spinbutton', { name: 'Length in yards, hole 1' });
    expect(hole1).toHaveValue(350);
    await user.type(screen.getByRole('spinbutton', { name: 'Length in yards, hole 2' }), '150');
    const layout = screen.getByRole('table', { name: /layout of north links/i });
    const totals = within(layout).getAllByRole('row').at(-1)!;
    expect(within(totals).getByRole('cell', { name: '500 yd' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await screen.findByText('The layout of North Links is saved: 18 holes, par 72');
    const body = api.calls('PUT', '/api/settings/courses/:id/holes')[0]!.body as HoleInput[];
    // The stored 320 m comes back unchanged; 150 yd is 137 m.
    expect(body.slice(0, 3).map((h) => h.length_meters)).toEqual([320, 137, null]);
  }, 45_000);

  it('shows a 400 on a hole next to that row, and a 409 above the layout', async () => {
    let answer: 'bad' | 'conflict' = 'bad';
    api.on('GET', '/api/settings/courses/:id/holes', (_req) =>
      json(stored(Array.from({ length: 18 }, (_, i) => ({ hole_number: i + 1, par: 4 })))),
    );
    api.on('PUT', '/api/settings/courses/:id/holes', () =>
      answer === 'bad'
        ? apiError(
            400,
            'bad_request',
            'body.4.stroke_index: Stroke index 3 is already used on hole 3',
            [{ field: 'body.4.stroke_index', message: 'Stroke index 3 is already used on hole 3' }],
          )
        : apiError(409, 'conflict', 'Hole 12 has rules and cannot be removed from the layout'),
    );
    const user = userEvent.setup();
    renderEditor('/courses/setup/1/holes');
    await screen.findByRole('table', { name: /layout of north links/i });
    expect(screen.getByText(/saving replaces the whole layout/i)).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Stroke index, hole 3' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Stroke index, hole 5' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save layout' }));

    const si5 = screen.getByRole('spinbutton', { name: 'Stroke index, hole 5' });
    await waitFor(() =>
      expect(si5).toHaveAccessibleDescription('Stroke index 3 is already used on hole 3'),
    );
    expect(si5).toHaveFocus();
    const row5 = screen.getByRole('row', { name: /^5/ });
    expect(within(row5).getByText('Stroke index 3 is already used on hole 3')).toBeInTheDocument();

    answer = 'conflict';
    await user.clear(si5);
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hole 12 has rules and cannot be removed from the layout',
    );
  });
});

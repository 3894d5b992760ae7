import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hole, SandTrap } from '@fairway/shared-api/courses';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCourse } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { CourseEditorPage } from './components/CourseEditorPage';

let api: ApiServer;

const trap = (
  id: number,
  holeId: number,
  name: string,
  extra: Partial<SandTrap> = {},
): SandTrap => ({
  id,
  hole_id: holeId,
  name,
  kind: 'greenside',
  side: 'left',
  distance_to_green_meters: 5,
  created_at: '2026-03-01T09:00:00.000Z',
  ...extra,
});

const hole = (n: number, traps: SandTrap[] = []): Hole => ({
  id: 500 + n,
  course_id: 1,
  hole_number: n,
  par: n === 2 ? 3 : 4,
  length_meters: 300,
  stroke_index: n,
  name: n === 2 ? 'The Island' : null,
  active_rules_count: 0,
  total_rules_count: 0,
  sand_traps: traps,
});

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['courses:read', 'courses:write']);
  api.on(
    'GET',
    '/api/settings/courses/:id',
    json(makeCourse({ id: 1, name: 'North Links', holes_count: 3 })),
  );
  api.on(
    'GET',
    '/api/settings/courses/:id/holes',
    json([
      hole(1, [
        trap(1, 501, 'Church bunker', {
          kind: 'fairway',
          side: 'right',
          distance_to_green_meters: 120,
        }),
      ]),
      hole(2),
      hole(3),
    ]),
  );
});

const renderTraps = () =>
  renderAt('/courses/setup/1/sand-traps', <CourseEditorPage />, '/courses/setup/:courseId/*');

describe('sand traps', () => {
  it("lists a hole's traps, and adds, edits and deletes them", async () => {
    api.on('POST', '/api/settings/holes/:id/sand-traps', (req) =>
      json(trap(9, Number(req.params.id), 'Pot bunker', req.body as Partial<SandTrap>), 201),
    );
    api.on('PUT', '/api/settings/sand-traps/:id', (req) =>
      json(trap(Number(req.params.id), 502, 'Pot bunker', req.body as Partial<SandTrap>)),
    );
    api.on('DELETE', '/api/settings/sand-traps/:id', { status: 204 });
    const user = userEvent.setup();
    renderTraps();

    const table = await screen.findByRole('table', { name: 'Sand traps on hole 1' });
    expect(within(table).getByRole('rowheader', { name: 'Church bunker' })).toBeInTheDocument();
    expect(within(table).getByText('Fairway bunker')).toBeInTheDocument();
    // 120 m in the club's unit (yards by default).
    expect(within(table).getByText('131 yd')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Hole' }),
      'Hole 2 (The Island) · par 3 · no sand traps',
    );
    expect(await screen.findByText('Hole 2 has no sand traps')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add sand trap' }));
    let dialog = screen.getByRole('dialog', { name: 'New sand trap on hole 2' });
    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'Pot bunker');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /kind/i }), 'greenside');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /side/i }), 'front');
    await user.type(within(dialog).getByRole('spinbutton', { name: /distance/i }), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Add sand trap' }));
    expect(
      within(dialog).getByRole('spinbutton', { name: /distance/i }),
    ).toHaveAccessibleDescription(/Distance to green must be a whole number from 0 to 700/);
    await user.clear(within(dialog).getByRole('spinbutton', { name: /distance/i }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /distance/i }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add sand trap' }));

    expect(await screen.findByText('Pot bunker is saved on hole 2')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/holes/:id/sand-traps')[0]).toMatchObject({
      params: { id: '502' },
      body: { name: 'Pot bunker', kind: 'greenside', side: 'front', distance_to_green_meters: 3 },
    });
    const traps = screen.getByRole('table', { name: 'Sand traps on hole 2' });
    expect(within(traps).getByRole('rowheader', { name: 'Pot bunker' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hole' })).toHaveDisplayValue(
      'Hole 2 (The Island) · par 3 · 1 sand trap',
    );

    await user.click(screen.getByRole('button', { name: 'Edit Pot bunker' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Pot bunker' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /side/i }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Save sand trap' }));
    await waitFor(() => expect(api.calls('PUT', '/api/settings/sand-traps/:id')).toHaveLength(1));
    expect(api.calls('PUT', '/api/settings/sand-traps/:id')[0]!.body).toEqual({
      name: 'Pot bunker',
      kind: 'greenside',
      side: null,
      distance_to_green_meters: 3,
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Pot bunker' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Pot bunker?' })).getByRole('button', {
        name: 'Delete sand trap',
      }),
    );
    expect(await screen.findByText('Hole 2 has no sand traps')).toBeInTheDocument();
  });

  it('asks for the holes first when none are laid out', async () => {
    api.on('GET', '/api/settings/courses/:id/holes', json([]));
    renderTraps();
    expect(await screen.findByText('No holes are laid out yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lay out the holes' })).toHaveAttribute(
      'href',
      '/courses/setup/1/holes',
    );
  });

  it('shows a failed load', async () => {
    api.on(
      'GET',
      '/api/settings/courses/:id/holes',
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    renderTraps();
    expect(await screen.findByRole('alert')).toHaveTextContent('The holes could not be loaded');
  });
});

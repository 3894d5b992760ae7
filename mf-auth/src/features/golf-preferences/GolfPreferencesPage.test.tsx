import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_DEFAULTS, displayStore, sessionStore } from '@fairway/shared-api';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { MEMBER } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { captureToasts } from '../../test/toasts';
import { GolfPreferencesPage } from './components/GolfPreferencesPage';

/** Answers like /api/settings/golf-preferences: current (404 when none), create, update. */
let api: ApiServer;
let stored: Record<string, unknown> | null;
let toasts: ReturnType<typeof captureToasts>;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  stored = null;
  toasts = captureToasts();
  sessionStore.setState({ user: { ...MEMBER }, status: 'authenticated', error: null });
  const row = (body: object, id: number) => ({
    id,
    user_id: MEMBER.id,
    handicap: null,
    preferred_tee: null,
    preferred_tee_time: null,
    playing_frequency: null,
    uses_cart: false,
    notes: null,
    created_at: '2030-01-01T10:00:00.000Z',
    updated_at: '2030-01-01T10:00:00.000Z',
    ...(stored ?? {}),
    ...body,
  });
  api.on('GET', '/api/settings/golf-preferences/current', () =>
    stored ? json(stored) : apiError(404, 'not_found', 'Golf preferences not found'),
  );
  api.on('POST', '/api/settings/golf-preferences', ({ body }) => {
    stored = row(body as object, 3);
    return json(stored, 201);
  });
  api.on('PUT', '/api/settings/golf-preferences/:id', ({ body, params }) => {
    stored = row(body as object, Number(params.id));
    return json(stored);
  });
});
afterEach(() => {
  toasts.stop();
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
});

const handicap = () => screen.getByRole('spinbutton', { name: /handicap/i });
/** What was written (every request but a GET), as method, path and body. */
const writes = () =>
  api.requests
    .filter((r) => r.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

describe('golf preferences', () => {
  it('refuses a handicap out of range or with two decimals, inline, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoute('/profile/golf', '/profile/golf', <GolfPreferencesPage />);
    expect(await screen.findByText('You have no golf preferences yet')).toBeInTheDocument();

    await user.type(handicap(), '60');
    await user.click(screen.getByRole('button', { name: 'Create golf preferences' }));
    expect(handicap()).toHaveAccessibleDescription(/Handicap must be between -10 and 54/);
    expect(handicap()).toHaveAttribute('aria-invalid', 'true');
    expect(handicap()).toHaveFocus();

    await user.clear(handicap());
    await user.type(handicap(), '-11');
    await user.tab();
    expect(handicap()).toHaveAccessibleDescription(/Handicap must be between -10 and 54/);

    await user.clear(handicap());
    await user.type(handicap(), '12.34{Enter}');
    expect(handicap()).toHaveAccessibleDescription(/at most one decimal place/);
    expect(writes()).toHaveLength(0);
  });

  it('creates them when there are none, then updates them', async () => {
    const user = userEvent.setup();
    renderRoute('/profile/golf', '/profile/golf', <GolfPreferencesPage />);
    await screen.findByText('You have no golf preferences yet');

    await user.type(handicap(), '18.4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred tee' }), 'yellow');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Preferred tee time' }),
      'early_morning',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'How often do you play?' }),
      'weekly',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I usually ride a golf cart' }));
    await user.type(screen.getByRole('textbox', { name: /notes for the club/i }), 'Left-handed');
    await user.click(screen.getByRole('button', { name: 'Create golf preferences' }));

    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({
        message: 'Your golf preferences have been saved',
        tone: 'success',
      }),
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/settings/golf-preferences',
        body: {
          handicap: 18.4,
          preferred_tee: 'yellow',
          preferred_tee_time: 'early_morning',
          playing_frequency: 'weekly',
          uses_cart: true,
          notes: 'Left-handed',
        },
      },
    ]);
    expect(screen.queryByText('You have no golf preferences yet')).not.toBeInTheDocument();

    await user.clear(handicap());
    await user.type(handicap(), '-2.5{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({
      method: 'PUT',
      path: '/api/settings/golf-preferences/3',
      body: { handicap: -2.5, uses_cart: true },
    });
  });

  it('shows saved preferences, and an error with a retry when they cannot be loaded', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/settings/golf-preferences/current', () =>
      apiError(503, 'unavailable', 'The database is not reachable'),
    );
    renderRoute('/profile/golf', '/profile/golf', <GolfPreferencesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable');

    api.on(
      'GET',
      '/api/settings/golf-preferences/current',
      json({
        id: 4,
        user_id: 7,
        handicap: 9.5,
        preferred_tee: 'purple',
        preferred_tee_time: 'evening',
        playing_frequency: null,
        uses_cart: false,
        notes: null,
        created_at: '',
        updated_at: '',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(handicap()).toHaveValue(9.5));
    // A tee the list does not know is kept, not lost.
    expect(screen.getByRole('combobox', { name: 'Preferred tee' })).toHaveValue('purple');
    expect(screen.getByRole('button', { name: 'Save golf preferences' })).toBeInTheDocument();
  });

  it('speaks the club’s Spanish, numbers with a decimal comma; the person’s language wins', async () => {
    const user = userEvent.setup();
    displayStore.getState().adopt({ ...DISPLAY_DEFAULTS, locale: 'es-ES', currency: 'EUR' });
    renderRoute('/profile/golf', '/profile/golf', <GolfPreferencesPage />);
    expect(await screen.findByText('Todavía no tiene preferencias de golf')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preferencias de golf' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const field = screen.getByRole('spinbutton', { name: /hándicap/i });
    expect(field).toHaveAccessibleDescription(
      'De -10 (hándicap plus) a 54, con un decimal como máximo, por ejemplo 18,4.',
    );

    await user.type(field, '60');
    await user.click(screen.getByRole('button', { name: 'Crear las preferencias de golf' }));
    expect(field).toHaveAccessibleDescription(/El hándicap debe estar entre -10 y 54$/);
    expect(writes()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '18.4');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Barras de salida preferidas' }),
      'Amarillas',
    );
    await user.click(screen.getByRole('button', { name: 'Crear las preferencias de golf' }));
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({
        message: 'Sus preferencias de golf se han guardado',
        tone: 'success',
      }),
    );
    expect(writes()[0]?.body).toMatchObject({ handicap: 18.4, preferred_tee: 'yellow' });

    // The person chose English: it overrides the club's Spanish at once.
    act(() => displayStore.getState().setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Save golf preferences' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_DEFAULTS, displayStore, featuresStore, sessionStore } from '@fairway/shared-api';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { FEATURES, MEMBER } from '../../test/fixtures';
import { renderApp, renderRoute } from '../../test/render';
import { captureToasts } from '../../test/toasts';
import { ProfilePage } from './components/ProfilePage';

/**
 * Answers like /api/settings/profiles (by user, create, update) and POST .../change-password: the
 * current password is 'Old-Pass-1'; a wrong one is the server's 400 naming body.current_password.
 */
type StoredProfile = Record<string, unknown> & { id: number };
let api: ApiServer;
let stored: StoredProfile | null;
let toasts: ReturnType<typeof captureToasts>;

const PROFILE_DEFAULTS = {
  user_id: MEMBER.id,
  first_name: null,
  last_name: null,
  phone: null,
  date_of_birth: null,
  address: null,
  city: null,
  postal_code: null,
  country: null,
  bio: null,
  avatar_url: null,
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
};

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  stored = null;
  toasts = captureToasts();
  sessionStore.setState({ user: { ...MEMBER }, status: 'authenticated', error: null });
  // No profile yet: 200 with null (defect 14), a normal state.
  api.on('GET', '/api/settings/profiles/user/:id', () => json(stored));
  api.on('POST', '/api/settings/profiles', ({ body }) => {
    stored = { ...PROFILE_DEFAULTS, ...(body as object), id: 5 };
    return json(stored, 201);
  });
  api.on('PUT', '/api/settings/profiles/:id', ({ params, body }) => {
    if (!stored || String(stored.id) !== params.id)
      return apiError(404, 'not_found', 'Profile not found');
    stored = { ...stored, ...(body as object) };
    return json(stored);
  });
  api.on('POST', '/api/settings/profiles/change-password', ({ body }) => {
    const b = body as { current_password: string; new_password: string };
    if (b.current_password !== 'Old-Pass-1') {
      return apiError(400, 'bad_request', 'Current password is incorrect', [
        { field: 'body.current_password', message: 'Current password is incorrect' },
      ]);
    }
    return json({
      success: true,
      message: 'Password changed; your other sessions were signed out',
    });
  });
});
afterEach(() => {
  toasts.stop();
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
});

const details = () => within(screen.getByRole('region', { name: 'Personal details' }));
const password = () => within(screen.getByRole('region', { name: 'Password' }));
const input = (scope: ReturnType<typeof within>, label: RegExp) =>
  scope.getByLabelText(label, { selector: 'input, textarea' });
const posts = (path: string) => api.requests.filter((r) => r.method !== 'GET' && r.path === path);

describe('profile', () => {
  it('creates the profile when there is none yet, starting from the account names', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', '/profile', <ProfilePage />);
    expect(screen.getByRole('heading', { name: 'My profile', level: 1 })).toBeInTheDocument();
    // No notice beside names that are filled in: the empty profile is the form, ready to create.
    expect(await details().findByRole('button', { name: 'Create profile' })).toBeInTheDocument();
    expect(screen.queryByText(/not filled in your profile/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input(details(), /^first name/i)).toHaveValue('Ada');
    expect(input(details(), /^last name/i)).toHaveValue('Lovelace');

    await user.type(input(details(), /^phone/i), '+44 20 7946 0000');
    await user.type(input(details(), /^city/i), 'London');
    await user.click(details().getByRole('button', { name: 'Create profile' }));

    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({
        message: 'Your profile has been created',
        tone: 'success',
      }),
    );
    expect(posts('/api/settings/profiles')).toHaveLength(1);
    expect(posts('/api/settings/profiles')[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 20 7946 0000',
      date_of_birth: null,
      address: null,
      city: 'London',
      postal_code: null,
      country: null,
      bio: null,
    });
    expect(details().getByRole('button', { name: 'Save profile' })).toBeInTheDocument();
  });

  it('updates the profile when there is one, and the header name follows', async () => {
    const user = userEvent.setup();
    stored = {
      ...PROFILE_DEFAULTS,
      id: 9,
      first_name: 'Ada',
      last_name: 'Lovelace',
      city: 'London',
      country: 'United Kingdom',
    };
    renderRoute('/profile', '/profile', <ProfilePage />);
    await waitFor(() => expect(input(details(), /^city/i)).toHaveValue('London'));

    await user.clear(input(details(), /^first name/i));
    await user.type(input(details(), /^first name/i), 'Augusta');
    await user.clear(input(details(), /^city/i));
    await user.type(input(details(), /^city/i), 'Marylebone{Enter}');

    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({
        message: 'Your profile has been saved',
        tone: 'success',
      }),
    );
    const puts = posts('/api/settings/profiles/9');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({
      first_name: 'Augusta',
      city: 'Marylebone',
      country: 'United Kingdom',
    });
    expect(posts('/api/settings/profiles')).toHaveLength(0);
    expect(sessionStore.getState().user?.first_name).toBe('Augusta');
  });

  it('checks fields inline with the API rules and focuses the first wrong one', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', '/profile', <ProfilePage />);
    await details().findByRole('button', { name: 'Create profile' });
    await user.type(input(details(), /^phone/i), 'call me maybe');
    await user.click(details().getByRole('button', { name: 'Create profile' }));
    expect(input(details(), /^phone/i)).toHaveFocus();
    expect(input(details(), /^phone/i)).toHaveAccessibleDescription(
      /Phone may contain only digits/,
    );
    expect(posts('/api/settings/profiles')).toHaveLength(0);
  });

  it('says the API rules in the person’s language (Spanish here, over the club’s English)', async () => {
    const user = userEvent.setup();
    displayStore.getState().setLanguage('es');
    renderRoute('/profile', '/profile', <ProfilePage />);
    const region = within(await screen.findByRole('region', { name: 'Datos personales' }));
    await region.findByRole('button', { name: 'Crear el perfil' });
    await user.type(input(region, /^teléfono/i), 'call me maybe');
    await user.click(region.getByRole('button', { name: 'Crear el perfil' }));
    expect(input(region, /^teléfono/i)).toHaveFocus();
    expect(input(region, /^teléfono/i)).toHaveAccessibleDescription(
      /El teléfono solo puede contener cifras, espacios y \+ \( \) \. \/ -$/,
    );
    expect(posts('/api/settings/profiles')).toHaveLength(0);
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    api.on('GET', '/api/settings/profiles/user/:id', () =>
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    renderRoute('/profile', '/profile', <ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    api.on('GET', '/api/settings/profiles/user/:id', () =>
      apiError(404, 'not_found', 'Profile not found'),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // An older server's 404 for "no profile" is the same normal state.
    expect(await details().findByRole('button', { name: 'Create profile' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('change password', () => {
  it('shows a wrong current password inline and moves focus there; the right one changes it', async () => {
    const user = userEvent.setup();
    renderRoute('/profile', '/profile', <ProfilePage />);
    await details().findByRole('button', { name: 'Create profile' });

    await user.type(input(password(), /^current password/i), 'Not-My-Pass');
    await user.type(input(password(), /^new password/i), 'Fresh-Greens-9');
    await user.type(input(password(), /^confirm new password/i), 'Fresh-Greens-9{Enter}');

    await waitFor(() =>
      expect(input(password(), /^current password/i)).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
    await waitFor(() => expect(input(password(), /^current password/i)).toHaveFocus());

    await user.clear(input(password(), /^current password/i));
    await user.type(input(password(), /^current password/i), 'Old-Pass-1{Enter}');
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({
        message: 'Password changed; your other sessions were signed out',
        tone: 'success',
      }),
    );
    expect(input(password(), /^current password/i)).toHaveValue('');
    expect(posts('/api/settings/profiles/change-password').map((r) => r.body)).toEqual([
      { current_password: 'Not-My-Pass', new_password: 'Fresh-Greens-9' },
      { current_password: 'Old-Pass-1', new_password: 'Fresh-Greens-9' },
    ]);
  });

  it('when the club requires a new password: a focused screen, then the portal opens at /', async () => {
    const user = userEvent.setup();
    sessionStore.setState({ user: { ...MEMBER, must_change_password: true } });
    api.on('GET', '/api/user/current', json({ ...MEMBER, must_change_password: false }));
    api.on('GET', '/api/settings/features', json({ ...FEATURES, registration_enabled: false }));

    const statuses: string[] = [];
    const off = sessionStore.subscribe((state) => statuses.push(state.status));
    renderApp('/profile/golf');
    expect(
      await screen.findByText('Your club asked you to choose a new password'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/profile/password',
    );
    expect(screen.queryByRole('navigation', { name: 'Profile sections' })).not.toBeInTheDocument();

    await user.type(
      screen.getByLabelText(/^current password/i, { selector: 'input' }),
      'Old-Pass-1',
    );
    await user.type(
      screen.getByLabelText(/^new password/i, { selector: 'input' }),
      'Fresh-Greens-9',
    );
    await user.type(
      screen.getByLabelText(/^confirm new password/i, { selector: 'input' }),
      'Fresh-Greens-9{Enter}',
    );

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/),
    );
    expect(sessionStore.getState().user?.must_change_password).toBe(false);
    expect(toasts.toasts).toContainEqual({
      message: 'Your password has been changed',
      tone: 'success',
    });
    // Nothing but the password change was asked before it was done; then the user is read again
    // and the club's flags, which the shell does not ask for while the change is required.
    const changedAt = api.requests.findIndex((r) => r.path.endsWith('change-password'));
    expect(api.requests.slice(0, changedAt)).toEqual([]);
    expect(api.requests.slice(changedAt + 1).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/user/current',
      'GET /api/settings/features',
    ]);
    expect(featuresStore.getState()).toMatchObject({ status: 'ready', siteName: 'Fairway' });
    // The session never passed through 'loading' (the shell would have unmounted the page).
    expect(statuses).not.toContain('loading');
    off();
  });
});

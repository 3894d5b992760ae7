import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_DEFAULTS, displayStore, sessionStore } from '@fairway/shared-api';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { MEMBER } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { captureToasts } from '../../test/toasts';
import { PreferencesPage } from './components/PreferencesPage';

/** Answers like GET/PUT /api/settings/users/{id}/preferences (a JSON object) and serves the shell's remotes.json. */
let api: ApiServer;
let stored: Record<string, unknown>;
let toasts: ReturnType<typeof captureToasts>;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  delete document.documentElement.dataset.theme;
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
  stored = { quick_actions: ['book-tee-time'] };
  toasts = captureToasts();
  sessionStore.setState({ user: { ...MEMBER }, status: 'authenticated', error: null });
  api.on('GET', '/api/settings/users/:id/preferences', () => json(stored));
  api.on('PUT', '/api/settings/users/:id/preferences', ({ body }) => {
    stored = body as Record<string, unknown>;
    return json(stored);
  });
  api.on(
    'GET',
    '/remotes.json',
    json({
      remotes: [
        {
          name: 'mf_auth',
          nav: [{ label: 'My profile', path: '/profile', permission: 'self:use', flag: null }],
        },
        {
          name: 'mf_courses',
          nav: [{ label: 'Tee times', path: '/tee-times', permission: 'self:use', flag: null }],
        },
        {
          name: 'mf_admin',
          nav: [{ label: 'Users', path: '/admin/users', permission: 'users:read', flag: null }],
        },
      ],
    }),
  );
});
afterEach(() => toasts.stop());

describe('preferences', () => {
  it('starts from the defaults, saves through PUT keeping other keys, and applies the theme', async () => {
    const user = userEvent.setup();
    renderRoute(
      '/profile/preferences',
      '/profile/preferences',
      <PreferencesPage landingSource={`${api.url}/remotes.json`} />,
    );
    expect(await screen.findByText('You have not set any preferences yet')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: /^Send me e-mail notifications/ }),
    ).not.toBeChecked();

    const landing = screen.getByRole('combobox', { name: 'Start on this page after signing in' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Tee times' })).toBeInTheDocument(),
    );
    // Only pages the user may see.
    expect(screen.queryByRole('option', { name: 'Users' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    const language = screen.getByRole('combobox', { name: 'Language' });
    // The default follows the club (en-GB here); only the catalogue's languages are offered.
    expect(language).toHaveValue('');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Club's language (English)", 'English', 'Español']);
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('checkbox', { name: /^Send me e-mail notifications/ }));
    await user.selectOptions(landing, '/tee-times');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    // Saved in Spanish, and the page speaks it at once.
    await waitFor(() =>
      expect(toasts.toasts).toContainEqual({
        message: 'Sus preferencias se han guardado',
        tone: 'success',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Guardar las preferencias' })).toBeEnabled();
    expect(displayStore.getState().language).toBe('es');
    expect(stored).toEqual({
      quick_actions: ['book-tee-time'],
      theme: 'dark',
      language: 'es',
      email_notifications: true,
      default_landing_page: '/tee-times',
    });
    expect(api.requests.find((r) => r.method === 'PUT')?.path).toBe(
      '/api/settings/users/7/preferences',
    );
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('fairway:theme')).toBe('dark');
    expect(screen.queryByText('Todavía no ha elegido ninguna preferencia')).not.toBeInTheDocument();
  });

  it('shows saved preferences and applies their theme; "system" follows the device', async () => {
    const user = userEvent.setup();
    stored = {
      theme: 'light',
      language: 'en',
      email_notifications: true,
      default_landing_page: '/profile',
    };
    renderRoute(
      '/profile/preferences',
      '/profile/preferences',
      <PreferencesPage landingSource={`${api.url}/remotes.json`} />,
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked());
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('checkbox', { name: /^Send me e-mail notifications/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Same as this device' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(stored.theme).toBe('system'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBeUndefined());
  });
});

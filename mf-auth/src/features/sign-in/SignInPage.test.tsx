import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@fairway/shared-api';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { MEMBER } from '../../test/fixtures';
import { SignInPage, nextPath } from './components/SignInPage';

/**
 * The network boundary is a real HTTP server on 127.0.0.1 answering like Fairway's
 * POST /api/auth/login: 200 with the user, 401 'Login failed', 429 with Retry-After.
 */
let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  sessionStore.getState().clear();
  api.on('POST', '/api/auth/login', ({ body }) => {
    const creds = body as { email: string; password: string };
    if (creds.password === 'too-many') {
      return {
        ...apiError(
          429,
          'too_many_requests',
          'Too many failed sign-in attempts. Try again in 15 minutes.',
        ),
        headers: { 'retry-after': '900' },
      };
    }
    if (creds.email === 'two@example.org') {
      const chosen = (body as { organization_id?: number }).organization_id;
      if (chosen === 7)
        return json({ authenticated: true, user: { ...MEMBER, organization_id: 7 } });
      return apiError(409, 'choose_club', 'Choose the club', [
        { organization_id: 3, name: 'Old Links' },
        { organization_id: 7, name: 'New Dunes' },
      ]);
    }
    if (creds.email === 'temp@example.org' && creds.password === 'Given-By-Club-1') {
      return json({
        authenticated: true,
        user: { ...MEMBER, email: creds.email, must_change_password: true },
      });
    }
    if (creds.email !== MEMBER.email || !creds.password.startsWith('Right-Pass'))
      return apiError(401, 'login_failed', 'Login failed');
    const answer = json({ authenticated: true, user: MEMBER }, 200, {
      'set-cookie': 'csrf_token=abc; Path=/',
    });
    return creds.password === 'Right-Pass-slow' ? { ...answer, delayMs: 300 } : answer;
  });
});

/** The credentials each sign-in sent, in order. */
const logins = () => api.calls('POST', '/api/auth/login').map((r) => r.body);

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="/members" element={<p>Members page</p>} />
        <Route path="/profile/password" element={<p>Password change</p>} />
        <Route path="/" element={<p>Start page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const email = () => screen.getByRole('textbox', { name: /e-mail/i });
const password = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: /^sign in/i });

describe('sign-in screen', () => {
  it('asks which club when the address and password open accounts at two, and signs in to the one chosen', async () => {
    const user = userEvent.setup();
    renderAt('/login?next=%2Fmembers');
    await user.type(email(), 'two@example.org');
    await user.type(password(), 'Same-Pass-123{Enter}');

    expect(await screen.findByRole('heading', { name: 'Choose your club' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Dunes' }));

    expect(await screen.findByText('Members page')).toBeInTheDocument();
    expect(logins()).toEqual([
      { email: 'two@example.org', password: 'Same-Pass-123' },
      { email: 'two@example.org', password: 'Same-Pass-123', organization_id: 7 },
    ]);
  });

  it('has labelled fields and can be used with the keyboard alone: Tab through, Enter submits, then goes to ?next', async () => {
    const user = userEvent.setup();
    renderAt('/login?next=%2Fmembers');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await user.tab();
    expect(email()).toHaveFocus();
    await user.keyboard('ada@example.org');
    await user.tab();
    expect(password()).toHaveFocus();
    await user.keyboard('Right-Pass-1{Enter}');

    expect(await screen.findByText('Members page')).toBeInTheDocument();
    expect(logins()).toEqual([{ email: 'ada@example.org', password: 'Right-Pass-1' }]);
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { email: 'ada@example.org' },
    });
  });

  it('validates inline and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    renderAt('/login');

    await user.click(submit());
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();

    await user.type(email(), 'not-an-address');
    await user.tab();
    expect(screen.getByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(logins()).toEqual([]);

    await user.clear(email());
    await user.type(email(), 'ada@example.org');
    expect(screen.queryByText(/e-mail address/)).not.toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription('Enter your password');
  });

  it("shows the server's 'Login failed' and stays on the page", async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(email(), 'ada@example.org');
    await user.type(password(), 'wrong{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(logins()).toHaveLength(1);
    expect(sessionStore.getState().user).toBeNull();
    expect(password()).toHaveValue('');
  });

  it('shows when to try again after too many attempts (429)', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(email(), 'ada@example.org');
    await user.type(password(), 'too-many{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
  });

  it('shows a loading state while signing in and goes to / without ?next', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(email(), 'ada@example.org');
    await user.type(password(), 'Right-Pass-slow');
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    expect(await screen.findByText('Start page')).toBeInTheDocument();
  });

  it('sends a user whose club asked for a new password to the password change first', async () => {
    const user = userEvent.setup();
    renderAt('/login?next=%2Fmembers');
    await user.type(email(), 'temp@example.org');
    await user.type(password(), 'Given-By-Club-1{Enter}');
    expect(await screen.findByText('Password change')).toBeInTheDocument();
  });

  it('says why it is shown after the session expired', () => {
    sessionStore.getState().clear('Session expired');
    renderAt('/login?next=%2Fmembers');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session expired. Sign in again to continue.',
    );
  });

  it('only follows ?next to a path of this site', () => {
    expect(nextPath('/members?tab=2')).toBe('/members?tab=2');
    expect(nextPath('//evil.example')).toBe('/');
    expect(nextPath('https://evil.example')).toBe('/');
    expect(nextPath('/\\evil.example')).toBe('/');
    expect(nextPath('/login')).toBe('/');
    expect(nextPath(null)).toBe('/');
  });

  it('speaks the browser’s Spanish to a signed-out visitor, its own words included', async () => {
    const user = userEvent.setup();
    const languages = jest
      .spyOn(window.navigator, 'languages', 'get')
      .mockReturnValue(['fr-FR', 'es-419']);
    try {
      renderAt('/login');
      expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '¿Ha olvidado su contraseña?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(
        screen.getByRole('textbox', { name: /correo electrónico/i }),
      ).toHaveAccessibleDescription('Introduzca su dirección de correo electrónico');

      await user.type(
        screen.getByRole('textbox', { name: /correo electrónico/i }),
        'two@example.org',
      );
      await user.type(
        screen.getByLabelText(/^contraseña/i, { selector: 'input' }),
        'Same-Pass-1{Enter}',
      );
      expect(await screen.findByRole('heading', { name: 'Elija su club' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Usar otra cuenta' }));

      // Too many attempts, and the server said nothing more than 'Login failed': the portal's words.
      api.on('POST', '/api/auth/login', () => ({
        ...apiError(429, 'too_many_requests', 'Login failed'),
        headers: { 'retry-after': '120' },
      }));
      await user.type(screen.getByLabelText(/^contraseña/i, { selector: 'input' }), 'x{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Demasiados intentos de inicio de sesión. Inténtelo de nuevo dentro de 2 minutos.',
      );
    } finally {
      languages.mockRestore();
    }
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@fairway/shared-api';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { MEMBER } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { SignInPage } from '../sign-in/components/SignInPage';
import { RegisterPage } from './components/RegisterPage';

/** A loopback server answering like GET /api/registration-enabled and POST /api/auth/register. */
let api: ApiServer;
let open = true;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  open = true;
  sessionStore.getState().clear();
  api.on('GET', '/api/registration-enabled', () => json({ registration_enabled: open }));
  api.on('POST', '/api/auth/register', ({ body }) => {
    const b = body as { email: string; password: string; first_name: string; last_name: string };
    if (b.password.toLowerCase() === 'password123')
      return apiError(400, 'bad_request', 'This password is too common; choose another');
    if (b.email === 'taken@example.org')
      return apiError(
        409,
        'conflict',
        'This e-mail address cannot be registered. If it is yours, sign in or reset your password.',
      );
    return json(
      {
        authenticated: true,
        user: { ...MEMBER, email: b.email, first_name: b.first_name, last_name: b.last_name },
      },
      201,
    );
  });
});

const registrations = () => api.calls('POST', '/api/auth/register');
const formReady = () => screen.findByRole('button', { name: /create account/i });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: { email?: string; password?: string; confirm?: string } = {},
) {
  await user.type(field(/^first name/i), 'Grace');
  await user.type(field(/^last name/i), 'Hopper');
  await user.type(field(/^e-mail/i), values.email ?? 'grace@example.org');
  await user.type(field(/^password/i), values.password ?? 'Compilers-1952');
  await user.type(
    field(/^confirm password/i),
    values.confirm ?? values.password ?? 'Compilers-1952',
  );
}

describe('registration', () => {
  it('is hidden while the club does not take new accounts: a clear notice and a link to sign in', async () => {
    open = false;
    renderRoute('/register', '/register', <RegisterPage />);
    expect(
      await screen.findByRole('heading', { name: 'Registration is closed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /create account/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
  });

  it('creates the account when enabled, signs the new member in and goes to the start page (Enter submits)', async () => {
    const user = userEvent.setup();
    renderRoute('/register', '/register', <RegisterPage />);
    await formReady();
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(field(/^password/i)).toHaveAccessibleDescription(/8 to 128 characters/);

    await fillForm(user);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Now at /')).toBeInTheDocument();
    expect(registrations().map((r) => r.body)).toEqual([
      {
        email: 'grace@example.org',
        password: 'Compilers-1952',
        first_name: 'Grace',
        last_name: 'Hopper',
      },
    ]);
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { email: 'grace@example.org', first_name: 'Grace' },
    });
  });

  it('checks the rules inline, sends nothing and moves focus to the first wrong field', async () => {
    const user = userEvent.setup();
    renderRoute('/register', '/register', <RegisterPage />);
    await formReady();

    await user.click(screen.getByRole('button', { name: /create account/i }));
    expect(field(/^first name/i)).toHaveFocus();
    expect(field(/^first name/i)).toHaveAccessibleDescription('Enter your first name');

    await fillForm(user, { password: 'short', confirm: 'different' });
    await user.click(screen.getByRole('button', { name: /create account/i }));
    expect(field(/^password/i)).toHaveFocus();
    expect(field(/^password/i)).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(field(/^confirm password/i)).toHaveAccessibleDescription('The passwords do not match');
    expect(registrations()).toHaveLength(0);
  });

  it("shows the server's reason on the field when it refuses (a common password, a taken address)", async () => {
    const user = userEvent.setup();
    renderRoute('/register', '/register', <RegisterPage />);
    await formReady();

    await fillForm(user, { password: 'Password123' });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(field(/^password/i)).toHaveAccessibleDescription(
        /This password is too common; choose another/,
      ),
    );
    await waitFor(() => expect(field(/^password/i)).toHaveFocus());
    expect(sessionStore.getState().user).toBeNull();

    await user.clear(field(/^e-mail/i));
    await user.type(field(/^e-mail/i), 'taken@example.org');
    await user.clear(field(/^password/i));
    await user.type(field(/^password/i), 'Compilers-1952');
    await user.clear(field(/^confirm password/i));
    await user.type(field(/^confirm password/i), 'Compilers-1952{Enter}');
    await waitFor(() =>
      expect(field(/^e-mail/i)).toHaveAccessibleDescription(/cannot be registered/),
    );
    expect(registrations()).toHaveLength(2);
  });

  it("says 'Registration failed' when the server cannot be used, and stays on the form", async () => {
    const user = userEvent.setup();
    api.on('POST', '/api/auth/register', () =>
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    renderRoute('/register', '/register', <RegisterPage />);
    await formReady();
    await fillForm(user);
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(screen.getByRole('button', { name: /create account/i })).toBeInTheDocument();
  });

  it("the sign-in page offers 'Create an account' only while registration is enabled", async () => {
    const first = renderRoute('/login', '/login', <SignInPage />);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    first.unmount();

    open = false;
    renderRoute('/login', '/login', <SignInPage />);
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/registration-enabled')).toHaveLength(2),
    );
    // Give the answer a render to land in.
    await screen.findByRole('link', { name: 'Forgot your password?' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});

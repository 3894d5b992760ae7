import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderRoute } from '../../test/render';
import { ResetPasswordPage } from './components/ResetPasswordPage';

/** Answers like GET/POST /api/password-reset/{id}: one live link, everything else 404. */
const LIVE = 'live-link-abcdefghijklmnopqrstuvwxyz';
const INVALID = 'This password reset link is invalid, has already been used or has expired';
let api: ApiServer;
let used = false;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  used = false;
  api.on('GET', '/api/password-reset/:id', ({ params }) =>
    params.id === LIVE && !used
      ? json({
          valid: true,
          email: 'a***@example.org',
          expires_at: new Date(Date.now() + 45 * 60_000).toISOString(),
        })
      : apiError(404, 'not_found', INVALID),
  );
  api.on('POST', '/api/password-reset/:id', ({ params, body }) => {
    if (params.id !== LIVE || used) return apiError(404, 'not_found', INVALID);
    const { password } = body as { password: string };
    if (password.toLowerCase() === 'password123')
      return apiError(400, 'bad_request', 'This password is too common; choose another');
    used = true;
    return json({
      success: true,
      message: 'Your password has been changed; sign in with the new password',
    });
  });
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('reset password', () => {
  it('says an unknown or expired link is invalid and offers a new one', async () => {
    renderRoute(
      '/reset-password/expired-link-abcdefghijklmnop',
      '/reset-password/:id',
      <ResetPasswordPage />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link');
    const heading = await screen.findByRole('heading', {
      name: 'This link is invalid or has expired',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
  });

  it('shows the masked e-mail and the expiry, then sets the new password and links to sign in', async () => {
    const user = userEvent.setup();
    renderRoute(`/reset-password/${LIVE}`, '/reset-password/:id', <ResetPasswordPage />);
    expect(await screen.findByText('a***@example.org')).toBeInTheDocument();
    expect(screen.getByText(/This link is valid until/)).toHaveTextContent(/in 45 minutes/);

    await user.type(field(/^new password/i), 'Password123');
    await user.type(field(/^confirm new password/i), 'Password123{Enter}');
    await waitFor(() =>
      expect(field(/^new password/i)).toHaveAccessibleDescription(/This password is too common/),
    );
    await waitFor(() => expect(field(/^new password/i)).toHaveFocus());

    await user.clear(field(/^new password/i));
    await user.type(field(/^new password/i), 'Green-Fairway-18');
    await user.clear(field(/^confirm new password/i));
    await user.type(field(/^confirm new password/i), 'Green-Fairway-18{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed; sign in with the new password',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { password: 'Password123' },
      { password: 'Green-Fairway-18' },
    ]);
  });

  it('checks the new password inline: length and confirmation', async () => {
    const user = userEvent.setup();
    renderRoute(`/reset-password/${LIVE}`, '/reset-password/:id', <ResetPasswordPage />);
    await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), 'short');
    await user.type(field(/^confirm new password/i), 'shorter{Enter}');
    expect(field(/^new password/i)).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(field(/^confirm new password/i)).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(field(/^new password/i)).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows 'Failed to get password reset' with a retry when the link cannot be read", async () => {
    const user = userEvent.setup();
    let fail = true;
    api.on('GET', '/api/password-reset/:id', () =>
      fail
        ? apiError(500, 'internal', 'Something went wrong on our side; it has been logged')
        : json({
            valid: true,
            email: 'a***@example.org',
            expires_at: new Date(Date.now() + 3600_000).toISOString(),
          }),
    );
    renderRoute(`/reset-password/${LIVE}`, '/reset-password/:id', <ResetPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get password reset');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('a***@example.org')).toBeInTheDocument();
  });

  it('speaks the browser’s Spanish signed out, with the default formats: a 24-hour clock', async () => {
    const user = userEvent.setup();
    // Nobody is signed in and no club is known: the browser's first catalogue language.
    const languages = jest
      .spyOn(window.navigator, 'languages', 'get')
      .mockReturnValue(['es-ES', 'en']);
    api.on('GET', '/api/password-reset/:id', () =>
      json({ valid: true, email: 'a***@example.org', expires_at: '2031-03-14T18:30:00Z' }),
    );
    try {
      renderRoute(`/reset-password/${LIVE}`, '/reset-password/:id', <ResetPasswordPage />);
      // The expiry on the defaults' clock (Europe/London, 24 h), in Spanish words.
      expect(await screen.findByText(/^Para la cuenta/)).toHaveTextContent(
        /^Para la cuenta a\*\*\*@example\.org\. Este enlace es válido hasta el viernes, 14 de marzo de 2031 a las 18:30 \(dentro de [\d.]+ días\)\.$/,
      );
      expect(screen.getByRole('heading', { name: 'Elija una nueva contraseña' })).toBeVisible();

      await user.type(field(/^nueva contraseña/i), 'short');
      await user.type(field(/^confirme la nueva contraseña/i), 'short{Enter}');
      expect(field(/^nueva contraseña/i)).toHaveAccessibleDescription(
        'Use entre 8 y 128 caracteres. No se aceptan contraseñas comunes. La contraseña debe tener al menos 8 caracteres',
      );

      await user.clear(field(/^nueva contraseña/i));
      await user.type(field(/^nueva contraseña/i), 'Green-Fairway-18');
      await user.clear(field(/^confirme la nueva contraseña/i));
      await user.type(field(/^confirme la nueva contraseña/i), 'Green-Fairway-18{Enter}');
      // The server's English confirmation is said in the page's language.
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Su contraseña se ha cambiado; inicie sesión con la nueva contraseña',
      );
      expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
        'href',
        '/login',
      );
    } finally {
      languages.mockRestore();
    }
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderRoute } from '../../test/render';
import { ForgotPasswordPage } from './components/ForgotPasswordPage';

/** Answers like POST /api/auth/forgot-password: 202 and the same sentence whatever the address. */
const ANSWER =
  'If an account exists for this e-mail address, we have sent it a link to reset the password.';
let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.on('POST', '/api/auth/forgot-password', () => json({ message: ANSWER }, 202));
});

const email = () => screen.getByRole('textbox', { name: /e-mail/i });

async function ask(address: string) {
  const user = userEvent.setup();
  const view = renderRoute('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
  await user.type(email(), `${address}{Enter}`);
  const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
  const text = screen.getByRole('status').textContent;
  expect(heading).toHaveFocus();
  view.unmount();
  return text;
}

describe('forgot password', () => {
  it('shows the same confirmation for a known and an unknown address', async () => {
    const known = await ask('ada@example.org');
    const unknown = await ask('nobody@example.org');
    expect(known).toContain(ANSWER);
    expect(unknown).toBe(known);
    expect(api.requests.map((r) => r.body)).toEqual([
      { email: 'ada@example.org' },
      { email: 'nobody@example.org' },
    ]);
  });

  it('checks the address inline before sending and links back to sign in', async () => {
    const user = userEvent.setup();
    renderRoute('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await user.type(email(), 'not-an-address{Enter}');
    expect(email()).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(email()).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('says so when the request cannot be made, and lets the user try again', async () => {
    const user = userEvent.setup();
    api.on('POST', '/api/auth/forgot-password', () =>
      apiError(503, 'unavailable', 'The server is busy; try again in a minute'),
    );
    renderRoute('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
    await user.type(email(), 'ada@example.org{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create password reset. The server is busy; try again in a minute',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

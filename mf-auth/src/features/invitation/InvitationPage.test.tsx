import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@fairway/shared-api';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { MEMBER } from '../../test/fixtures';
import { InvitationPage } from './components/InvitationPage';

/** Answers like POST /api/auth/invitation/{token}: single use, 410 once used or expired, 404 unknown. */
const GUEST = {
  ...MEMBER,
  id: 31,
  email: 'invitation-4@guests.invalid',
  first_name: 'Guest',
  last_name: '',
  roles: ['guest'],
  session_kind: 'invitation' as const,
};
let api: ApiServer;
let spent: Set<string>;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  spent = new Set();
  sessionStore.getState().clear();
  api.on('POST', '/api/auth/invitation/:token', ({ params }) => {
    const token = params.token ?? '';
    if (token.startsWith('expired'))
      return apiError(410, 'gone', 'This invitation has expired; ask for a new one');
    if (!token.startsWith('good'))
      return apiError(404, 'not_found', 'This invitation link is not valid');
    if (spent.has(token)) return apiError(410, 'gone', 'This invitation has already been used');
    spent.add(token);
    return { ...json({ authenticated: true, user: GUEST }), delayMs: 50 };
  });
});

function Start() {
  return <p>Start page at {useLocation().pathname}</p>;
}

function renderAt(url: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/invitations/:token" element={<InvitationPage continueAfterMs={100} />} />
          <Route path="/" element={<Start />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

const posts = () => api.requests.filter((r) => r.method === 'POST');

describe('invitation login', () => {
  it('signs in with the invitation on load (once), shows progress, a welcome, then opens the portal', async () => {
    renderAt('/invitations/good-token-abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in with your invitation');

    const welcome = await screen.findByRole('heading', { name: 'Welcome, Guest' });
    expect(welcome).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { id: 31, session_kind: 'invitation' },
    });

    expect(await screen.findByText('Start page at /')).toBeInTheDocument();
    // Strict mode mounts twice; a single-use token is still posted once.
    expect(posts().map((r) => r.path)).toEqual([
      '/api/auth/invitation/good-token-abcdefghijklmnopqrstuvwxyz',
    ]);
  });

  it("shows an expired invitation's message from the server and a way to sign in", async () => {
    renderAt('/invitations/expired-token-abcdefghijklmnopqrstuvwxyz');
    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be used' }),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation has expired; ask for a new one',
    );
    expect(screen.getByRole('link', { name: 'Sign in with a password' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sessionStore.getState().user).toBeNull();
  });

  it('shows the server message for a used or unknown invitation', async () => {
    spent.add('good-used-abcdefghijklmnopqrstuvwxyz');
    const first = renderAt('/invitations/good-used-abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has already been used',
    );
    first.unmount();

    renderAt('/invitations/nonsense-abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid');
  });
});

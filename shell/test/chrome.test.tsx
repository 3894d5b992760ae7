import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DISPLAY_DEFAULTS,
  configureHttp,
  displayStore,
  featuresStore,
  sessionStore,
  type CurrentUser,
} from '@fairway/shared-api';
import { Chrome } from '../src/chrome/Chrome';
import { Pages } from '../src/chrome/Pages';
import { Toasts } from '../src/chrome/Toasts';
import { toast } from '@fairway/shared-ui';
import { remotesFrom } from './remotes-json';

/** The API at the network boundary: a loopback server that records what the chrome asks. */
let server: Server;
const calls: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url} csrf=${req.headers['x-csrf-token'] ?? '-'}`);
    res.writeHead(req.url === '/api/auth/logout' ? 204 : 404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureHttp({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    cookies: () => 'csrf_token=tok123',
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const member: CurrentUser = {
  id: 3,
  organization_id: 1,
  email: 'grace@example.org',
  first_name: 'Grace',
  last_name: 'Hopper',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: ['staff'],
  permissions: ['self:use', 'users:read'],
  session_kind: 'password',
};

const remotes = (withNotifications: boolean) =>
  remotesFrom([
    {
      name: 'mf_auth',
      label: 'Account',
      manifest: '/a.json',
      routes: ['/login', '/profile'],
      publicRoutes: ['/login'],
    },
    {
      name: 'mf_admin',
      label: 'Administration',
      manifest: '/b.json',
      routes: ['/admin'],
      nav: [
        {
          label: 'Users',
          labels: { es: 'Usuarios' },
          path: '/admin/users',
          permission: 'users:read',
        },
        {
          label: 'Roles',
          labels: { es: 'Roles' },
          path: '/admin/roles',
          permission: 'roles:write',
        },
      ],
    },
    {
      name: 'mf_courses',
      label: 'Tee sheet',
      manifest: '/c.json',
      routes: ['/tee-times'],
      flag: 'tee_time_management_enabled',
      nav: [
        { label: 'Tee times', labels: { es: 'Salidas' }, path: '/tee-times', permission: null },
      ],
    },
    ...(withNotifications
      ? [
          {
            name: 'mf_community',
            label: 'Community',
            manifest: '/d.json',
            routes: ['/notifications'],
          },
        ]
      : []),
  ]);

beforeEach(() => {
  calls.length = 0;
  sessionStore.setState({ user: member, status: 'authenticated', error: null });
  featuresStore.setState({
    flags: { tee_time_management_enabled: true },
    siteName: 'Royal Fairway Golf Club',
    status: 'ready',
  });
});

describe('chrome', () => {
  it("shows the club's name and only the navigation the user may see", () => {
    render(<Chrome remotes={remotes(false)} navigate={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Royal Fairway Golf Club' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Users', 'Tee times']);
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('hides a module whose flag is off', () => {
    featuresStore.setState({ flags: { tee_time_management_enabled: false } });
    render(<Chrome remotes={remotes(false)} navigate={jest.fn()} />);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', {
        name: 'Tee times',
      }),
    ).not.toBeInTheDocument();
  });

  it('shows the bell only when a notifications remote is configured', async () => {
    const navigate = jest.fn();
    render(<Chrome remotes={remotes(true)} navigate={navigate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('link', { name: 'All notifications' }));
    expect(navigate).toHaveBeenCalledWith('/notifications');
  });

  it('navigates inside the portal from the navigation', async () => {
    const navigate = jest.fn();
    render(<Chrome remotes={remotes(false)} navigate={navigate} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Tee times' }));
    expect(navigate).toHaveBeenCalledWith('/tee-times');
  });

  it('signs out from the user menu with the keyboard: POST /api/auth/logout with the CSRF header, then /login', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    render(<Chrome remotes={remotes(false)} navigate={navigate} />);
    const trigger = screen.getByRole('button', { name: /Grace Hopper: account menu/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(calls).toEqual(['POST /api/auth/logout csrf=tok123']);
    expect(sessionStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  it('while the club requires a new password: only the header, with the sign-out', async () => {
    sessionStore.setState({ user: { ...member, must_change_password: true } });
    featuresStore.setState({ status: 'idle' });
    const navigate = jest.fn();
    render(<Chrome remotes={remotes(true)} navigate={navigate} />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Royal Fairway Golf Club' })).not.toBeInTheDocument();
    expect(screen.getByText('Royal Fairway Golf Club')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Grace Hopper: account menu/ }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Sign out']);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });

  it('renders nothing without a signed-in user', () => {
    sessionStore.setState({ user: null, status: 'anonymous' });
    const { container } = render(<Chrome remotes={remotes(false)} navigate={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('in Spanish', () => {
  // A Spanish club: its locale says the language; nobody chose another.
  beforeEach(() => displayStore.setState({ club: { ...DISPLAY_DEFAULTS, locale: 'es-ES' } }));
  afterEach(() => {
    cleanup();
    displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
    window.history.pushState({}, '', '/');
  });

  it('the navigation, the bell and the user menu speak Spanish, and signing out still works', async () => {
    const navigate = jest.fn();
    render(<Chrome remotes={remotes(true)} navigate={navigate} />);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Usuarios', 'Salidas']);
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Grace Hopper: menú de la cuenta' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Perfil', 'Cerrar sesión']);
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(calls).toContain('POST /api/auth/logout csrf=tok123');
  });

  it('follows the person’s language when it changes, without a reload', () => {
    render(<Chrome remotes={remotes(false)} navigate={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Salidas' })).toBeInTheDocument();
    act(() => displayStore.getState().setLanguage('en'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Users', 'Tee times']);
  });

  it('the start page greets in Spanish and repeats none of the navigation', async () => {
    render(<Pages remotes={remotes(false)} navigate={jest.fn()} loadWidget={jest.fn()} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Buen(os días|as tardes|as noches), Grace Hopper$/,
    );
    expect(screen.getByText(/ en Royal Fairway Golf Club$/)).toBeInTheDocument();
    expect(screen.getByText('Todo lo que puedes abrir está en el menú.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(document.title).toBe('Royal Fairway Golf Club');
  });

  it('a path nothing serves: the not-found page and its document title in Spanish', async () => {
    window.history.pushState({}, '', '/nowhere');
    const navigate = jest.fn();
    render(<Pages remotes={remotes(false)} navigate={navigate} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^No hay nada en \/nowhere\./)).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Royal Fairway Golf Club');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir a la página de inicio' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('toasts', () => {
  it("shows 'fairway:toast' events from any application", async () => {
    render(<Toasts />);
    act(() => toast({ message: 'Booking saved', tone: 'success' }));
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
  });
});
